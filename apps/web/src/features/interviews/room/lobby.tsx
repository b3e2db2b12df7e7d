// Before joining: a preview of the camera, pickers for camera and microphone, mute toggles, and
// plain words when the browser refused the devices or there are none. Whatever happened, the
// person can still join: with audio only, or as a listener.
import { Headphones, Mic, MicOff, Video, VideoOff } from 'lucide-react';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { DevicePickers } from './device-pickers.tsx';
import type { LocalMedia, MediaProblem } from './use-local-media.ts';
import { VideoTile } from './video-tile.tsx';

export type JoinMode = 'full' | 'audio' | 'listener';

const PROBLEMS: Record<Exclude<MediaProblem, null>, { title: string; body: string }> = {
  denied: {
    title: 'Camera and microphone are blocked',
    body: 'Your browser was told not to share them with Hireloop. Allow them in the address bar (the camera icon), then try again, or join as a listener.',
  },
  'no-device': {
    title: 'No camera found',
    body: 'We could not find a camera, so you can join with your microphone only. Plug one in and try again to be seen.',
  },
  'in-use': {
    title: 'Your camera is busy',
    body: 'Another app or tab is using it. Close it and try again, or join with your microphone only.',
  },
  unsupported: {
    title: 'This browser cannot share a camera here',
    body: 'Use a recent Chrome, Edge, Firefox or Safari. You can still join as a listener.',
  },
};

interface LobbyProps {
  name: string;
  title: string;
  media: LocalMedia;
  onJoin(mode: JoinMode): void;
  onCancel?: () => void;
  joining?: boolean;
}

export function Lobby({ name, title, media, onJoin, onCancel, joining = false }: LobbyProps) {
  const hasAudio = (media.stream?.getAudioTracks().length ?? 0) > 0;
  const hasVideo = (media.stream?.getVideoTracks().length ?? 0) > 0;
  const problem = media.problem ? PROBLEMS[media.problem] : null;

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">Check how you look and sound before you join.</p>
      <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-3">
          <VideoTile
            name={name}
            stream={media.stream}
            self
            audioMuted={media.audioMuted}
            videoOff={media.videoOff}
          />
          <div className="flex justify-center gap-3">
            <Button
              variant={media.audioMuted ? 'danger' : 'secondary'}
              onClick={media.toggleAudio}
              disabled={!hasAudio}
              aria-pressed={media.audioMuted}
            >
              {media.audioMuted ? (
                <MicOff className="size-4" aria-hidden="true" />
              ) : (
                <Mic className="size-4" aria-hidden="true" />
              )}
              {media.audioMuted ? 'Unmute' : 'Mute'}
            </Button>
            <Button
              variant={media.videoOff ? 'danger' : 'secondary'}
              onClick={media.toggleVideo}
              disabled={!hasVideo}
              aria-pressed={media.videoOff}
            >
              {media.videoOff ? (
                <VideoOff className="size-4" aria-hidden="true" />
              ) : (
                <Video className="size-4" aria-hidden="true" />
              )}
              {media.videoOff ? 'Turn camera on' : 'Turn camera off'}
            </Button>
          </div>
        </div>
        <div className="space-y-4">
          {problem ? (
            <Banner variant="warning" title={problem.title}>
              {problem.body}
            </Banner>
          ) : null}
          <DevicePickers media={media} />
          <div className="flex flex-col gap-2 pt-2">
            <Button
              onClick={() => onJoin('full')}
              disabled={!hasAudio && !hasVideo}
              loading={joining || media.starting}
            >
              Join now
            </Button>
            {hasVideo ? (
              <Button variant="secondary" onClick={() => onJoin('audio')} disabled={!hasAudio}>
                <Mic className="size-4" aria-hidden="true" />
                Join with audio only
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => onJoin('listener')}>
              <Headphones className="size-4" aria-hidden="true" />
              Join as listener
            </Button>
            {media.problem ? (
              <Button variant="ghost" onClick={media.retry}>
                Try the devices again
              </Button>
            ) : null}
            {onCancel ? (
              <Button variant="ghost" onClick={onCancel}>
                Back to the interview
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </Card>
  );
}
