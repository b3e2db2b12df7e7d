// The recording tab (issue 19): the interview's preference, everyone's answer under `ask` (and the
// caller's own question), recording controls for interviewers, and past recordings to play back
// for the company side.
import { Circle, Square } from 'lucide-react';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { RecordingList } from '#web/components/recording-list.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { type RecordingState, useAnswerConsent } from '#web/features/interviews/api/interview-recordings.ts';
import type { Recorder } from '../use-recorder.ts';

const PREFERENCE_TEXT = {
  always: 'This interview is recorded: the invitation said so, nobody is asked.',
  never: 'This interview is never recorded.',
  ask: 'Recording needs everyone’s consent. Anyone can withdraw it, which stops a recording at once.',
} as const;

const answerText = (granted: boolean | null) =>
  granted === null ? 'Not answered' : granted ? 'Agreed' : 'Declined';

interface RecordingPanelProps {
  interviewId: number;
  selfId: number;
  state: RecordingState | undefined;
  loading: boolean;
  recorder: Recorder | null;
  onStart(): void;
}

export function RecordingPanel({
  interviewId,
  selfId,
  state,
  loading,
  recorder,
  onStart,
}: RecordingPanelProps) {
  const consent = useAnswerConsent(interviewId);
  if (loading || !state)
    return (
      <div className="flex justify-center py-6">
        <Spinner className="size-5" />
      </div>
    );
  const mine = state.consents.find((person) => person.userId === selfId);
  const busy = recorder ? recorder.phase !== 'idle' : false;
  const recordingHere = recorder?.phase === 'recording' || recorder?.phase === 'stopping';
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">{PREFERENCE_TEXT[state.preference]}</p>
      {state.preference === 'ask' ? (
        <section aria-labelledby="recording-consent-heading" className="space-y-3">
          <h3 id="recording-consent-heading" className="text-sm font-semibold text-slate-900">
            Consent
          </h3>
          {mine ? (
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-slate-700">Your answer: {answerText(mine.granted)}</span>
              {mine.granted === true ? null : (
                <Button size="sm" disabled={consent.isPending} onClick={() => consent.mutate(true)}>
                  I agree to be recorded
                </Button>
              )}
              <Button
                size="sm"
                variant="secondary"
                disabled={mine.granted === false || consent.isPending}
                onClick={() => consent.mutate(false)}
              >
                {mine.granted ? 'Withdraw consent' : 'Decline'}
              </Button>
            </div>
          ) : null}
          <ul className="divide-y divide-slate-100 text-sm">
            {state.consents.map((person) => (
              <li
                key={person.userId}
                className="flex justify-between gap-3 py-2"
                data-consent={person.userId}
              >
                <span className="text-slate-900">
                  {person.firstName} {person.lastName}
                  {person.userId === selfId ? ' (you)' : ''}
                </span>
                <span className={person.granted === false ? 'text-red-700' : 'text-slate-600'}>
                  {answerText(person.granted)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {state.canRecord && recorder ? (
        <section aria-labelledby="recording-controls-heading" className="space-y-2">
          <h3 id="recording-controls-heading" className="text-sm font-semibold text-slate-900">
            Record
          </h3>
          {recorder.error ? <Banner variant="error">{recorder.error}</Banner> : null}
          {recordingHere ? (
            <Button variant="danger" loading={recorder.phase === 'stopping'} onClick={recorder.stop}>
              <Square className="size-4" aria-hidden="true" /> Stop recording
            </Button>
          ) : (
            <Button
              disabled={busy || !state.consentComplete || state.active !== null}
              loading={recorder.phase === 'starting'}
              onClick={onStart}
            >
              <Circle className="size-4" aria-hidden="true" /> Start recording
            </Button>
          )}
          {!state.consentComplete && !recordingHere ? (
            <p className="text-xs text-slate-600">Recording can start once everyone has agreed.</p>
          ) : null}
          {recorder.progress && recordingHere ? (
            <p className="text-xs text-slate-600" aria-live="polite">
              {recorder.progress.retrying
                ? 'Connection lost: the recording is kept and uploads again when it is back.'
                : `${recorder.progress.acknowledged} ${recorder.progress.acknowledged === 1 ? 'part' : 'parts'} uploaded`}
            </p>
          ) : null}
        </section>
      ) : null}

      {state.canPlay ? (
        <section aria-labelledby="recordings-heading" className="space-y-2">
          <h3 id="recordings-heading" className="text-sm font-semibold text-slate-900">
            Recordings
          </h3>
          <RecordingList
            recordings={state.recordings.filter(
              (recording) => recording.id !== recorder?.recordingId || !recordingHere,
            )}
          />
        </section>
      ) : null}
    </div>
  );
}
