// `/demo-interview`: the practice room. A company person tries the room alone: the lobby's camera
// and microphone check, then the room with every company-side tab filled with sample content.
// Nothing leaves the browser and nothing is saved.
import type { InterviewPanelTab } from '@hireloop/shared/interview-room';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { Banner } from '#web/components/banner.tsx';
import { type JoinMode, Lobby } from '../room/lobby.tsx';
import { type ChatLine, ChatPanel } from '../room/panels/chat-panel.tsx';
import { MorePanel } from '../room/panels/more-panel.tsx';
import { NotesEditor } from '../room/panels/notes-panel.tsx';
import { ParticipantsPanel } from '../room/panels/participants-panel.tsx';
import { CandidateProfilePanel } from '../room/panels/profile-panels.tsx';
import { SettingsPanel } from '../room/panels/settings-panel.tsx';
import { RoomView, ShareScreenPanel } from '../room/room-view.tsx';
import { useLocalMedia } from '../room/use-local-media.ts';

const SAMPLE_CANDIDATE = {
  applicationId: 0,
  firstName: 'Jordan',
  lastName: 'Sample',
  avatar: null,
  headline: 'Barista and shift lead',
  location: 'Portland, OR',
  summary:
    'Four years behind the counter, the last two leading the morning shift. Trained six new baristas and cut the weekend queue by a third.',
  skills: ['Espresso', 'Latte art', 'Scheduling', 'Customer service'],
  desiredRoles: ['Shift Lead', 'Store Manager'],
  resume: null,
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export default function DemoInterviewPage() {
  const navigate = useNavigate();
  const [stage, setStage] = useState<'lobby' | JoinMode>('lobby');
  const media = useLocalMedia(stage !== 'listener');
  const [screen, setScreen] = useState<MediaStream | null>(null);
  const [notes, setNotes] = useState('');
  const [lines, setLines] = useState<ChatLine[]>(() => [
    {
      id: 1,
      body: 'Hi! Thanks for having me.',
      authorName: 'Jordan Sample',
      mine: false,
      createdAt: minutesAgo(3),
    },
    {
      id: 2,
      body: 'Here is the portfolio I mentioned: example.com/jordan',
      authorName: 'Jordan Sample',
      mine: false,
      createdAt: minutesAgo(2),
    },
  ]);

  const leave = () => {
    media.stop();
    for (const track of screen?.getTracks() ?? []) track.stop();
    navigate('/company-interviews');
  };

  if (stage === 'lobby') {
    return (
      <div className="mx-auto max-w-4xl space-y-5 py-2">
        <h1 className="text-2xl font-semibold text-slate-900">Practice room</h1>
        <Banner>Try the video room on your own: nobody else joins and nothing you do here is saved.</Banner>
        <Lobby
          name="Interviewer"
          title="Camera and microphone check"
          media={media}
          onJoin={(mode) => {
            if (mode === 'listener') media.stop();
            if (mode === 'audio') media.dropVideo();
            setStage(mode);
          }}
          onCancel={() => navigate('/company-interviews')}
        />
      </div>
    );
  }

  const listener = stage === 'listener';
  const share = async () => {
    const display = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    display.getVideoTracks()[0]?.addEventListener('ended', () => setScreen(null));
    setScreen(display);
  };
  const stopSharing = () => {
    for (const track of screen?.getTracks() ?? []) track.stop();
    setScreen(null);
  };
  const panels: Partial<Record<InterviewPanelTab, ReactNode>> = {
    candidateProfile: <CandidateProfilePanel profile={SAMPLE_CANDIDATE} />,
    chat: (
      <ChatPanel
        lines={lines}
        onSend={async (body) =>
          setLines((current) => [
            ...current,
            {
              id: current.length + 1,
              body,
              authorName: 'You',
              mine: true,
              createdAt: new Date().toISOString(),
            },
          ])
        }
      />
    ),
    participants: (
      <ParticipantsPanel
        people={[
          {
            id: 1,
            name: 'You',
            avatar: null,
            role: 'Interviewer',
            present: true,
            self: true,
            media: {
              audioMuted: media.audioMuted,
              videoOff: media.videoOff,
              sharingScreen: !!screen,
              listener,
            },
            reconnecting: false,
          },
          {
            id: 2,
            name: 'Jordan Sample',
            avatar: null,
            role: 'Candidate',
            present: false,
            self: false,
            media: null,
            reconnecting: false,
          },
        ]}
      />
    ),
    shareScreen: (
      <ShareScreenPanel
        sharing={!!screen}
        listener={listener}
        onShare={() => void share().catch(() => {})}
        onStop={stopSharing}
      />
    ),
    notes: <NotesEditor value={notes} onChange={setNotes} status="Practice notes are not saved." />,
    settings: <SettingsPanel media={media} listener={listener} />,
    more: (
      <MorePanel
        room={{
          interview: {
            status: 'scheduled',
            startTime: new Date().toISOString(),
            durationMinutes: 30,
            opportunityTitle: 'Shift Lead (practice)',
          },
        }}
      />
    ),
  };

  return (
    <RoomView
      title="Practice room"
      side="company"
      selfName="Interviewer"
      local={media}
      joinMode={stage}
      peers={[]}
      nameOf={() => 'Guest'}
      connection="connected"
      screen={screen}
      onShareScreen={() => void share().catch(() => {})}
      onStopSharing={stopSharing}
      onLeave={leave}
      panels={panels}
      aloneNote="In a real interview, the candidate and the other interviewers appear here."
      banner={
        <p className="rounded-lg bg-slate-800 px-3 py-2 text-sm text-slate-200">
          Practice room: the tabs hold sample content, and nothing is sent or saved.
        </p>
      }
    />
  );
}
