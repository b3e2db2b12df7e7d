// A real interview's room: the mesh over the presence channel, the stored chat, the caller's
// notes (company side) and the panels of SPEC.md §3 that apply to the viewer.
import type { InterviewPanelTab } from '@hireloop/shared/interview-room';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useRecordingState } from '../api/interview-recordings.ts';
import { type Room, useChat, useSendChatMessage } from '../api/interview-room.ts';
import type { JoinMode } from './lobby.tsx';
import { type ChatLine, ChatPanel } from './panels/chat-panel.tsx';
import { MorePanel } from './panels/more-panel.tsx';
import { LiveNotesPanel } from './panels/notes-panel.tsx';
import { ParticipantsPanel } from './panels/participants-panel.tsx';
import { CandidateProfilePanel, CompanyProfilePanel } from './panels/profile-panels.tsx';
import { RecordingPanel } from './panels/recording-panel.tsx';
import { ScorecardPanel } from './panels/scorecard-panel.tsx';
import { ScorecardsPanel } from './panels/scorecards-panel.tsx';
import { SettingsPanel } from './panels/settings-panel.tsx';
import { hasRecordingBanner, RecordingBanner } from './recording-banner.tsx';
import { RoomView, ShareScreenPanel } from './room-view.tsx';
import type { LocalMedia } from './use-local-media.ts';
import { useRecorder } from './use-recorder.ts';
import { useRoomSession } from './use-room-session.ts';

interface LiveRoomProps {
  room: Room;
  title: string;
  local: LocalMedia;
  joinMode: JoinMode;
  onLeave(): void;
}

export function LiveRoom({ room, title, local, joinMode, onLeave }: LiveRoomProps) {
  const listener = joinMode === 'listener';
  const media = {
    audioMuted: listener || local.audioMuted,
    videoOff: listener || local.videoOff,
    sharingScreen: false,
    listener,
  };
  const session = useRoomSession(room, listener ? null : local.stream, media, true);
  const sharing = session.screen !== null;
  const { announce, transport } = session;

  // Tell the others about mute, camera and screen changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `media` is rebuilt every render from the values listed
  useEffect(() => {
    announce({ ...media, sharingScreen: sharing });
  }, [announce, media.audioMuted, media.videoOff, sharing]);

  // A device chosen in the settings tab replaces what we send.
  useEffect(() => {
    if (!transport || listener) return;
    void transport.setAudioTrack(local.stream?.getAudioTracks()[0] ?? null);
    if (!sharing) void transport.setVideoTrack(local.stream?.getVideoTracks()[0] ?? null);
  }, [transport, local.stream, listener, sharing]);

  const recordings = useRecordingState(room.interviewId);
  const recorder = useRecorder(room.interviewId);
  // The server stopped our recording (someone withdrew consent): stop the recorder too.
  const stoppedByServer = recordings.data?.recordings.some(
    (recording) => recording.id === recorder.recordingId && recording.status === 'completed',
  );
  useEffect(() => {
    if (stoppedByServer && recorder.phase === 'recording') recorder.stop();
  }, [stoppedByServer, recorder.phase, recorder.stop]);
  const candidateId = String(room.participants.find((person) => person.role === 'interviewee')?.id ?? '');
  const startRecording = () =>
    void recorder.start({
      local: listener ? null : local.stream,
      localVideoOn: !media.videoOff,
      remotes: [...session.peers]
        .sort((a, b) => Number(b.userId === candidateId) - Number(a.userId === candidateId))
        .flatMap((peer) => (peer.stream ? [{ stream: peer.stream, videoOn: !peer.media.videoOff }] : [])),
    });

  const chat = useChat(room.interviewId);
  const send = useSendChatMessage(room.interviewId);
  const people = useMemo(() => {
    const byId = new Map(room.participants.map((person) => [String(person.id), person]));
    return {
      byId,
      nameOf: (id: string) => {
        const person = byId.get(id);
        return person ? `${person.firstName} ${person.lastName}` : 'Guest';
      },
    };
  }, [room.participants]);
  const lines: ChatLine[] = (chat.data ?? []).map((message) => ({
    id: message.id,
    body: message.body,
    authorName: `${message.author.firstName} ${message.author.lastName}`,
    mine: message.author.id === room.self.id,
    createdAt: message.createdAt,
  }));

  const selfId = String(room.self.id);
  const participants = room.participants.map((person) => {
    const id = String(person.id);
    const peer = session.peers.find((candidate) => candidate.userId === id);
    const self = id === selfId;
    return {
      id: person.id,
      name: `${person.firstName} ${person.lastName}`,
      avatar: person.avatar,
      role: person.role === 'interviewee' ? 'Candidate' : 'Interviewer',
      present: self || session.members.includes(id),
      self,
      media: self ? { ...media, sharingScreen: sharing } : (peer?.media ?? null),
      reconnecting: peer?.state === 'reconnecting',
    };
  });

  const panels: Partial<Record<InterviewPanelTab, ReactNode>> = {
    companyProfile: <CompanyProfilePanel profile={room.companyProfile} />,
    chat: (
      <ChatPanel
        lines={lines}
        loading={chat.isPending}
        sending={send.isPending}
        error={send.isError ? 'The message was not sent. Try again.' : null}
        onSend={(body) => send.mutateAsync(body)}
      />
    ),
    participants: <ParticipantsPanel people={participants} />,
    recording: (
      <RecordingPanel
        interviewId={room.interviewId}
        selfId={room.self.id}
        state={recordings.data}
        loading={recordings.isPending}
        recorder={room.side === 'company' ? recorder : null}
        onStart={startRecording}
      />
    ),
    shareScreen: (
      <ShareScreenPanel
        sharing={sharing}
        listener={listener}
        onShare={() => void session.shareScreen().catch(() => {})}
        onStop={() => void session.stopSharing()}
      />
    ),
    settings: <SettingsPanel media={local} listener={listener} />,
    more: <MorePanel room={room} />,
  };
  if (room.candidateProfile)
    panels.candidateProfile = <CandidateProfilePanel profile={room.candidateProfile} />;
  if (room.side === 'company') {
    panels.candidateScores = <ScorecardPanel interviewId={room.interviewId} />;
    panels.companyScores = <ScorecardsPanel interviewId={room.interviewId} />;
    panels.notes = <LiveNotesPanel interviewId={room.interviewId} />;
  }

  return (
    <RoomView
      title={title}
      side={room.side}
      selfName={`${room.self.firstName} ${room.self.lastName}`}
      local={local}
      joinMode={joinMode}
      peers={session.peers}
      nameOf={people.nameOf}
      connection={session.connection}
      screen={session.screen}
      onShareScreen={() => void session.shareScreen().catch(() => {})}
      onStopSharing={() => void session.stopSharing()}
      onLeave={onLeave}
      panels={panels}
      banner={
        hasRecordingBanner(recordings.data, room.self.id) ? (
          <RecordingBanner interviewId={room.interviewId} selfId={room.self.id} state={recordings.data} />
        ) : undefined
      }
    />
  );
}
