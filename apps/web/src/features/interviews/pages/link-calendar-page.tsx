// `/calendar/create` ("Link Calendar"): the private calendar feed of the signed-in person's
// interviews with subscribe instructions (reset makes the old address stop working), and their
// weekly interview hours.

import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { useCalendarFeed, useResetCalendarFeed } from '../api/calendar.ts';
import { AvailabilityEditor } from '../components/availability-editor.tsx';

export default function LinkCalendarPage() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold text-slate-900">Link Calendar</h1>
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Your interviews in your calendar</h2>
        {feed.isPending ? (
          <Spinner label="Loading your calendar address" />
        ) : feed.isError ? (
          <ErrorState onRetry={() => void feed.refetch()} retrying={feed.isFetching} />
        ) : (
          <>
            <p className="text-sm text-slate-700">
              Subscribe to this private address and every interview you take part in shows in your calendar,
              kept up to date.
            </p>
            <label className="block text-sm font-medium text-slate-900" htmlFor="calendar-feed-url">
              Calendar address
            </label>
            <input
              id="calendar-feed-url"
              readOnly
              value={feed.data.url}
              onFocus={(event) => event.target.select()}
              className="block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800"
            />
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
              <li>Google Calendar: Other calendars → + → From URL, then paste the address.</li>
              <li>Outlook: Add calendar → Subscribe from web, then paste the address.</li>
              <li>
                Apple Calendar: File → New Calendar Subscription, or{' '}
                <a href={feed.data.webcalUrl} className="font-medium text-brand-700 underline">
                  open it directly
                </a>
                .
              </li>
            </ul>
            <p className="text-sm text-slate-600">
              Keep the address to yourself. If it got out, reset it: the old one stops working.
            </p>
            <Button variant="secondary" size="sm" loading={reset.isPending} onClick={() => reset.mutate()}>
              Reset address
            </Button>
          </>
        )}
      </Card>
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Your interview hours</h2>
        <p className="text-sm text-slate-700">
          Candidates who pick their own time see only times inside everyone’s hours and outside their other
          interviews.
        </p>
        <AvailabilityEditor />
      </Card>
    </div>
  );
}
