// The room on screen: everyone's video, the controls (mute, camera, share screen, leave) and the
// panel of tabs: beside the video from 1024 px, in a sheet opened by "Panel" below that. The tab
// in use is kept in the URL (`?tab=chat`), so a reload comes back to it.
import type { InterviewPanelTab } from '@hireloop/shared/interview-room';
import * as RadixDialog from '@radix-ui/react-dialog';
import { MessageSquare, Mic, MicOff, MonitorUp, MonitorX, PhoneOff, Video, VideoOff, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/button.tsx';
import type { JoinMode } from './lobby.tsx';
import { RoomTabs, tabsFor } from './room-tabs.tsx';
import type { RemotePeer } from './room-transport.ts';
import type { LocalMedia } from './use-local-media.ts';
import type { RoomConnection } from './use-room-session.ts';
import { VideoTile } from './video-tile.tsx';

interface RoomViewProps {
  title: string;
  side: 'candidate' | 'company';
  selfName: string;
  local: LocalMedia;
  joinMode: JoinMode;
  peers: RemotePeer[];
  nameOf(userId: string): string;
  connection: RoomConnection;
  screen: MediaStream | null;
  onShareScreen(): void;
  onStopSharing(): void;
  onLeave(): void;
  panels: Partial<Record<InterviewPanelTab, ReactNode>>;
  /** Above the video: the recording indicator, practice-room notes. */
  banner?: ReactNode;
  /** Under the video while nobody else is here. */
  aloneNote?: string;
}

const CONNECTION_TEXT: Record<RoomConnection, string | null> = {
  joining: 'Joining…',
  connected: null,
  reconnecting: 'Connection lost: reconnecting. Chat and notes are kept.',
  failed: 'Could not join the room. Reload the page to try again.',
};

export function RoomView(props: RoomViewProps) {
  const { title, side, selfName, local, joinMode, peers, nameOf, connection, screen, panels } = props;
  const [params, setParams] = useSearchParams();
  const tabs = tabsFor(side, panels);
  const active =
    (params.get('tab') as InterviewPanelTab | null) ?? (tabs.includes('chat') ? 'chat' : tabs[0]!);
  const setTab = (tab: InterviewPanelTab) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  const sheetOpen = params.get('panel') === 'open';
  const setSheet = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('panel', 'open');
        else next.delete('panel');
        return next;
      },
      { replace: true },
    );
  const listener = joinMode === 'listener';
  const status = CONNECTION_TEXT[connection];
  const tabsElement = <RoomTabs tabs={tabs} active={active} onChange={setTab} content={panels} />;
  const tileCount = peers.length + 1;

  return (
    <div className="-mx-4 -mt-6 flex min-h-[calc(100dvh-4rem)] flex-col bg-slate-950 sm:-mx-6 lg:flex-row xl:-mx-8 xl:min-h-dvh">
      <section aria-label="Video" className="flex min-w-0 flex-1 flex-col">
        <header className="flex flex-wrap items-center justify-between gap-2 px-4 pt-4 text-white">
          <h1 className="text-lg font-semibold">{title}</h1>
          {status ? (
            <p
              role="status"
              className="rounded-lg bg-amber-400 px-2.5 py-1 text-sm font-medium text-slate-950"
            >
              {status}
            </p>
          ) : null}
        </header>
        {props.banner ? <div className="px-4 pt-3">{props.banner}</div> : null}
        <div
          className={`grid flex-1 content-center gap-3 p-4 ${tileCount > 1 ? 'sm:grid-cols-2' : 'mx-auto w-full max-w-4xl'}`}
        >
          <VideoTile
            name={selfName}
            stream={listener ? null : (screen ?? local.stream)}
            self={!screen}
            audioMuted={listener || local.audioMuted}
            videoOff={listener || (!screen && local.videoOff)}
            note={screen ? 'Sharing your screen' : listener ? 'Listening' : undefined}
          />
          {peers.map((peer) => (
            <VideoTile
              key={peer.sessionId}
              sessionId={peer.sessionId}
              name={nameOf(peer.userId)}
              stream={peer.stream}
              audioMuted={peer.media.audioMuted || peer.media.listener}
              videoOff={peer.media.listener || (peer.media.videoOff && !peer.media.sharingScreen)}
              reconnecting={peer.state === 'reconnecting'}
              note={
                peer.media.sharingScreen
                  ? 'Sharing their screen'
                  : peer.media.listener
                    ? 'Listening'
                    : undefined
              }
            />
          ))}
        </div>
        {peers.length === 0 && connection === 'connected' ? (
          <p className="px-4 pb-2 text-center text-sm text-slate-300">
            {props.aloneNote ?? 'Waiting for the others to join…'}
          </p>
        ) : null}
        <div
          role="toolbar"
          aria-label="Call controls"
          className="flex flex-wrap justify-center gap-2 px-4 pb-4"
        >
          {listener ? null : (
            <>
              <Button
                variant={local.audioMuted ? 'danger' : 'secondary'}
                onClick={local.toggleAudio}
                aria-pressed={local.audioMuted}
                disabled={!local.stream?.getAudioTracks().length}
              >
                {local.audioMuted ? (
                  <MicOff className="size-4" aria-hidden="true" />
                ) : (
                  <Mic className="size-4" aria-hidden="true" />
                )}
                {local.audioMuted ? 'Unmute' : 'Mute'}
              </Button>
              <Button
                variant={local.videoOff ? 'danger' : 'secondary'}
                onClick={local.toggleVideo}
                aria-pressed={local.videoOff}
                disabled={!local.stream?.getVideoTracks().length}
              >
                {local.videoOff ? (
                  <VideoOff className="size-4" aria-hidden="true" />
                ) : (
                  <Video className="size-4" aria-hidden="true" />
                )}
                {local.videoOff ? 'Camera on' : 'Camera off'}
              </Button>
              <Button variant="secondary" onClick={screen ? props.onStopSharing : props.onShareScreen}>
                {screen ? (
                  <MonitorX className="size-4" aria-hidden="true" />
                ) : (
                  <MonitorUp className="size-4" aria-hidden="true" />
                )}
                {screen ? 'Stop sharing' : 'Share screen'}
              </Button>
            </>
          )}
          <Button variant="secondary" className="lg:hidden" onClick={() => setSheet(true)}>
            <MessageSquare className="size-4" aria-hidden="true" />
            Panel
          </Button>
          <Button variant="danger" onClick={props.onLeave}>
            <PhoneOff className="size-4" aria-hidden="true" />
            Leave
          </Button>
        </div>
      </section>
      <aside aria-label="Interview panel" className="hidden w-96 shrink-0 flex-col bg-white lg:flex">
        {sheetOpen ? null : tabsElement}
      </aside>
      <RadixDialog.Root open={sheetOpen} onOpenChange={setSheet}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 lg:hidden" />
          <RadixDialog.Content
            aria-describedby={undefined}
            className="fixed inset-x-0 bottom-0 z-50 flex h-[85dvh] flex-col rounded-t-2xl bg-white shadow-xl lg:hidden"
          >
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
              <RadixDialog.Title className="text-base font-semibold text-slate-900">
                Interview panel
              </RadixDialog.Title>
              <RadixDialog.Close
                className="-m-1.5 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
                aria-label="Close"
              >
                <X className="size-5" aria-hidden="true" />
              </RadixDialog.Close>
            </div>
            <div className="min-h-0 flex-1">{tabsElement}</div>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </div>
  );
}

export function ShareScreenPanel({
  sharing,
  listener,
  onShare,
  onStop,
}: {
  sharing: boolean;
  listener: boolean;
  onShare(): void;
  onStop(): void;
}) {
  if (listener) return <p className="text-sm text-slate-600">Listeners cannot share their screen.</p>;
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p>
        {sharing
          ? 'Everyone in the room sees your screen instead of your camera.'
          : 'Show a window, a tab or your whole screen instead of your camera, for example to walk through a portfolio.'}
      </p>
      <Button onClick={sharing ? onStop : onShare} variant={sharing ? 'danger' : 'primary'}>
        {sharing ? 'Stop sharing' : 'Share screen'}
      </Button>
    </div>
  );
}
