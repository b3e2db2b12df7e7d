// The week view of /company-interviews: Monday to Sunday of the chosen week (the `date` filter, else
// this week) in the reader's zone, each day's interviews in time order; Previous / Next week.
import { formatSlotTime } from '@hireloop/shared/interviews';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { type Interview, useInterviews } from '../api/interviews.ts';
import { readerZone } from './interview-format.tsx';
import { InterviewStatusBadge } from './interview-status-badge.tsx';

const DAY = 86_400_000;

/** Local midnight of the Monday of the week holding `date` (YYYY-MM-DD) or today. */
export function weekStart(date: string | undefined): Date {
  const base = date ? new Date(`${date}T00:00:00`) : new Date();
  base.setHours(0, 0, 0, 0);
  const offset = (base.getDay() + 6) % 7;
  return new Date(base.getFullYear(), base.getMonth(), base.getDate() - offset);
}

/**
 * The interviews that start on `day` (the reader's local day), earliest first: the list endpoint
 * answers `when=all` most recent first.
 */
export function interviewsOfDay(interviews: readonly Interview[], day: Date): Interview[] {
  return interviews
    .filter(
      (interview) =>
        interview.startTime && new Date(interview.startTime).toDateString() === day.toDateString(),
    )
    .sort((a, b) => Date.parse(a.startTime!) - Date.parse(b.startTime!));
}

const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

interface InterviewWeekProps {
  date: string | undefined;
  filters: {
    status?: string | undefined;
    opportunityId?: number | undefined;
    interviewerId?: number | undefined;
  };
  onDateChange: (date: string) => void;
  onOpen: (interview: Interview) => void;
}

export function InterviewWeek({ date, filters, onDateChange, onOpen }: InterviewWeekProps) {
  const start = weekStart(date);
  const days = Array.from(
    { length: 7 },
    (_, index) => new Date(start.getFullYear(), start.getMonth(), start.getDate() + index),
  );
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 7);
  const query = useInterviews({
    scope: 'company',
    when: 'all',
    page: 1,
    perPage: 100,
    from: start.toISOString(),
    to: end.toISOString(),
    ...filters,
  });
  const zone = readerZone();
  const label = `${days[0]!.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })} – ${days[6]!.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`;

  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-4 flex items-center justify-between gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onDateChange(isoDate(new Date(start.getTime() - 7 * DAY)))}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous week
        </Button>
        <h2 className="text-base font-semibold text-slate-900">{label}</h2>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onDateChange(isoDate(new Date(start.getTime() + 8 * DAY)))}
        >
          Next week
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {query.isPending ? (
        <Spinner label="Loading the week" />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <ol aria-label="Interviews by day" className="grid gap-3 lg:grid-cols-7">
          {days.map((day) => {
            const today = interviewsOfDay(query.data.data, day);
            return (
              <li key={day.toISOString()} className="rounded-lg border border-slate-200 p-2">
                <h3 className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
                  {day.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' })}
                </h3>
                {today.length === 0 ? (
                  <p className="mt-2 text-xs text-slate-500">No interviews</p>
                ) : (
                  <ul className="mt-2 space-y-2">
                    {today.map((interview) => (
                      <li key={interview.id}>
                        <button
                          type="button"
                          onClick={() => onOpen(interview)}
                          className="w-full rounded-md bg-slate-50 p-2 text-left text-xs hover:bg-brand-50"
                        >
                          <span className="block font-semibold text-slate-900">
                            {formatSlotTime(interview.startTime!, zone)} · {interview.interviewee.firstName}{' '}
                            {interview.interviewee.lastName}
                          </span>
                          <span className="mt-1 block">
                            <InterviewStatusBadge status={interview.status} />
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
