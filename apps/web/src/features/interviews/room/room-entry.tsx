// The way into the room from the interview page: a card that says whether the viewer can join,
// then the lobby. The page renders the room itself once joined (interview-page.tsx).
import { Video } from 'lucide-react';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { HttpError } from '#web/lib/http.ts';
import type { useRoom } from '../api/interview-room.ts';
import { type JoinMode, Lobby } from './lobby.tsx';
import type { LocalMedia } from './use-local-media.ts';

interface RoomEntryProps {
  room: ReturnType<typeof useRoom>;
  stage: 'closed' | 'lobby';
  media: LocalMedia;
  onOpenLobby(): void;
  onCloseLobby(): void;
  onJoin(mode: JoinMode): void;
}

export function RoomEntry({ room, stage, media, onOpenLobby, onCloseLobby, onJoin }: RoomEntryProps) {
  if (room.isPending) return null;
  if (room.isError) {
    if (room.error instanceof HttpError && room.error.status === 403) {
      return (
        <Card className="flex items-start gap-3 p-4 text-sm text-slate-700 sm:p-6">
          <Video className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
          Only the candidate and the interviewers join the video room. You can read the chat here afterwards.
        </Card>
      );
    }
    return null;
  }
  const data = room.data;
  if (stage === 'lobby') {
    return (
      <Lobby
        name={`${data.self.firstName} ${data.self.lastName}`}
        title="Get ready to join"
        media={media}
        onJoin={onJoin}
        onCancel={onCloseLobby}
      />
    );
  }
  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="flex items-start gap-3">
        <span className="rounded-xl bg-brand-50 p-2.5 text-brand-700">
          <Video className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="font-semibold text-slate-900">Video room</h2>
          <p className="text-sm text-slate-600">
            The interview happens here, in your browser. Check your camera and microphone before you join.
          </p>
        </div>
      </div>
      <Button onClick={onOpenLobby} className="shrink-0">
        Join the interview
      </Button>
    </Card>
  );
}
