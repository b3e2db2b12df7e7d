// One person's video in the room: the stream when there is one, their initials otherwise, their
// name, and badges for a muted microphone, a camera turned off and a connection coming back.
import { MicOff, VideoOff, WifiOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Avatar } from '#web/components/avatar.tsx';

interface VideoTileProps {
  name: string;
  stream: MediaStream | null;
  /** Our own preview: mirrored and never played back (no echo). */
  self?: boolean;
  audioMuted: boolean;
  videoOff: boolean;
  reconnecting?: boolean;
  /** Shown under the name, e.g. "Sharing their screen". */
  note?: string | undefined;
  sessionId?: string;
}

export function VideoTile({
  name,
  stream,
  self = false,
  audioMuted,
  videoOff,
  reconnecting = false,
  note,
  sessionId,
}: VideoTileProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (element && element.srcObject !== stream) element.srcObject = stream;
  }, [stream]);
  const showVideo = stream !== null && !videoOff && stream.getVideoTracks().length > 0;

  return (
    <figure
      className="relative flex aspect-video min-h-0 w-full items-center justify-center overflow-hidden rounded-2xl bg-slate-800"
      data-peer={sessionId}
      data-self={self || undefined}
    >
      <video
        ref={video}
        autoPlay
        playsInline
        muted={self}
        className={`size-full object-cover ${self ? '-scale-x-100' : ''} ${showVideo ? '' : 'hidden'}`}
        aria-label={self ? 'Your camera' : `${name}'s video`}
      />
      {showVideo ? null : <Avatar name={name} size="lg" />}
      <figcaption className="absolute inset-x-2 bottom-2 flex items-center gap-2 text-sm text-white">
        <span className="truncate rounded-lg bg-slate-900/70 px-2 py-1 font-medium">
          {self ? `${name} (you)` : name}
          {note ? <span className="ml-1 font-normal text-slate-200">· {note}</span> : null}
        </span>
        {audioMuted ? (
          <span className="rounded-lg bg-slate-900/70 p-1" title="Microphone muted">
            <MicOff className="size-4" aria-label="Microphone muted" />
          </span>
        ) : null}
        {videoOff ? (
          <span className="rounded-lg bg-slate-900/70 p-1" title="Camera off">
            <VideoOff className="size-4" aria-label="Camera off" />
          </span>
        ) : null}
      </figcaption>
      {reconnecting ? (
        <div className="absolute inset-x-0 top-0 flex items-center justify-center gap-2 bg-amber-500/90 py-1 text-sm font-medium text-slate-950">
          <WifiOff className="size-4" aria-hidden="true" />
          Reconnecting…
        </div>
      ) : null}
    </figure>
  );
}
