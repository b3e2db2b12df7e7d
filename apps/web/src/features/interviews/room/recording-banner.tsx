// Above the video, for everyone in the room: the recording indicator while a recording runs, and,
// under `ask`, the consent question until the person has answered it.
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { type RecordingState, useAnswerConsent } from '../api/interview-recordings.ts';

/** Whether there is anything to show: a live recording, or the caller's unanswered question. */
export function hasRecordingBanner(state: RecordingState | undefined, selfId: number): boolean {
  if (!state) return false;
  const mine = state.consents.find((person) => person.userId === selfId);
  return state.active !== null || (state.preference === 'ask' && mine?.granted === null);
}

export function RecordingBanner({
  interviewId,
  selfId,
  state,
}: {
  interviewId: number;
  selfId: number;
  state: RecordingState | undefined;
}) {
  const consent = useAnswerConsent(interviewId);
  if (!state) return null;
  const mine = state.consents.find((person) => person.userId === selfId);
  const asking = state.preference === 'ask' && mine && mine.granted === null;
  if (!state.active && !asking) return null;
  return (
    <div className="space-y-2">
      {state.active ? (
        <p
          role="status"
          className="inline-flex items-center gap-2 rounded-full bg-red-600 px-3 py-1 text-sm font-semibold text-white"
          data-recording-indicator
        >
          <span className="size-2.5 animate-pulse rounded-full bg-white" aria-hidden="true" />
          Recording
        </p>
      ) : null}
      {asking ? (
        <Banner variant="info" title="May this interview be recorded?">
          <p>Recording starts only once everyone agrees. You can withdraw later in the Recording tab.</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" loading={consent.isPending} onClick={() => consent.mutate(true)}>
              I agree to be recorded
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={consent.isPending}
              onClick={() => consent.mutate(false)}
            >
              Decline
            </Button>
          </div>
        </Banner>
      ) : null}
    </div>
  );
}
