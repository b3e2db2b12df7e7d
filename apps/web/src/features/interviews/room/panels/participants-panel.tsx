// The participants tab: who is in the room now (from the presence channel), each one's microphone
// and camera, and whose connection is coming back; invited people not here yet are listed too.
import { Mic, MicOff, Video, VideoOff, WifiOff } from 'lucide-react';
import { Avatar } from '#web/components/avatar.tsx';
import type { MediaState } from '../room-transport.ts';

export interface ParticipantLine {
  id: number;
  name: string;
  avatar: string | null;
  role: string;
  present: boolean;
  self: boolean;
  media: MediaState | null;
  reconnecting: boolean;
}

export function ParticipantsPanel({ people }: { people: ParticipantLine[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {people.map((person) => (
        <li key={person.id} className="flex items-center gap-3 py-3" data-participant={person.id}>
          <Avatar name={person.name} src={person.avatar} size="sm" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900">
              {person.name}
              {person.self ? ' (you)' : ''}
            </p>
            <p className="text-xs text-slate-500">
              {person.role} ·{' '}
              {person.reconnecting ? 'Reconnecting…' : person.present ? 'In the room' : 'Not here yet'}
            </p>
          </div>
          {person.reconnecting ? (
            <WifiOff className="size-4 text-amber-600" aria-label="Reconnecting" />
          ) : null}
          {person.present && person.media ? (
            person.media.listener ? (
              <span className="text-xs text-slate-500">Listening</span>
            ) : (
              <span className="flex gap-1.5 text-slate-600">
                {person.media.audioMuted ? (
                  <MicOff className="size-4 text-red-600" aria-label="Muted" />
                ) : (
                  <Mic className="size-4" aria-label="Microphone on" />
                )}
                {person.media.videoOff ? (
                  <VideoOff className="size-4 text-red-600" aria-label="Camera off" />
                ) : (
                  <Video className="size-4" aria-label="Camera on" />
                )}
              </span>
            )
          ) : null}
        </li>
      ))}
    </ul>
  );
}
