// `/interviews/{uuid}` (candidate) and `/company-interviews/{uuid}` (company): the interview's
// details, format and status, its chat afterwards and, for a participant of a scheduled web
// conference, the way into the video room: a lobby, then the room in place of the page. Someone
// who may not open the page gets SPEC.md §8's warning and goes back (lib/http).
import { fullName } from '@hireloop/shared/people';
import { CalendarX, ChevronLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { HttpError } from '#web/lib/http.ts';
import { useRoom } from '../api/interview-room.ts';
import { useInterview } from '../api/interviews.ts';
import { InterviewDetails } from '../components/interview-details.tsx';
import { ChatTranscript } from '../room/chat-transcript.tsx';
import { LiveRoom } from '../room/live-room.tsx';
import type { JoinMode } from '../room/lobby.tsx';
import { ScorecardPanel } from '../room/panels/scorecard-panel.tsx';
import { ScorecardsPanel } from '../room/panels/scorecards-panel.tsx';
import { RoomEntry } from '../room/room-entry.tsx';
import { useLocalMedia } from '../room/use-local-media.ts';

/** Interviews that take scorecards (the room's scorecard tabs; here for every format too). */
const SCORED_STATUSES = new Set(['scheduled', 'completed']);

export default function InterviewPage() {
  const { uuid = '' } = useParams();
  const side = useLocation().pathname.startsWith('/company-interviews') ? 'company' : 'candidate';
  const interview = useInterview(uuid);
  const back = side === 'company' ? '/company-interviews' : '/interviews';
  const data = interview.data;
  const roomOpen = data?.location === 'web_conference' && data.status === 'scheduled';
  const room = useRoom(uuid, roomOpen);
  const [stage, setStage] = useState<'closed' | 'lobby' | JoinMode>('closed');
  const media = useLocalMedia(stage !== 'closed' && stage !== 'listener');
  const title = data
    ? side === 'company'
      ? `Interview with ${fullName(data.interviewee)}`
      : `Interview with ${data.company.name}`
    : '';

  if (room.data && stage !== 'closed' && stage !== 'lobby') {
    return (
      <LiveRoom
        room={room.data}
        title={title}
        local={media}
        joinMode={stage}
        onLeave={() => {
          media.stop();
          setStage('closed');
        }}
      />
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6">
      <Link
        to={back}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        All interviews
      </Link>
      {interview.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading the interview" />
        </div>
      ) : interview.isError ? (
        interview.error instanceof HttpError &&
        (interview.error.status === 404 || interview.error.status === 403) ? (
          <EmptyState
            icon={CalendarX}
            title="Interview not found"
            description="It may have been removed, or the link is incomplete."
          />
        ) : (
          <ErrorState onRetry={() => void interview.refetch()} retrying={interview.isFetching} />
        )
      ) : (
        <>
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          {roomOpen ? (
            <RoomEntry
              room={room}
              stage={stage === 'lobby' ? 'lobby' : 'closed'}
              media={media}
              onOpenLobby={() => setStage('lobby')}
              onCloseLobby={() => {
                media.stop();
                setStage('closed');
              }}
              onJoin={(mode) => {
                if (mode === 'listener') media.stop();
                if (mode === 'audio') media.dropVideo();
                setStage(mode);
              }}
            />
          ) : null}
          <Card className="p-4 sm:p-6">
            <InterviewDetails interview={interview.data} side={side} />
          </Card>
          {side === 'company' && SCORED_STATUSES.has(interview.data.status) ? (
            <Card className="space-y-6 p-4 sm:p-6">
              <ScorecardPanel interviewId={interview.data.id} />
              <section aria-labelledby="submitted-scorecards" className="space-y-3">
                <h2 id="submitted-scorecards" className="text-base font-semibold text-slate-900">
                  Submitted scorecards
                </h2>
                <ScorecardsPanel interviewId={interview.data.id} />
              </section>
            </Card>
          ) : null}
          {interview.data.location === 'web_conference' ? (
            <ChatTranscript interviewId={interview.data.id} />
          ) : null}
        </>
      )}
    </div>
  );
}
