// `/schedule-interview/{uuid}` (no login): the company, opportunity and format of the interview and
// its free slots for the next 14 days in the visitor's own time zone. Picking one books it and lands
// on /interview-scheduled; if someone was quicker (409) the slots are read again. A used, cancelled
// or expired link says so.
import {
  dayKeyInZone,
  formatInterviewTime,
  formatSlotDay,
  formatSlotTime,
  INTERVIEW_LOCATION_LABELS,
} from '@hireloop/shared/interviews';
import { CalendarCheck, CalendarX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Avatar } from '#web/components/avatar.tsx';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { HttpError } from '#web/lib/http.ts';
import { type SchedulingLinkView, useBookSlot, useSchedulingLink } from '../api/scheduling-links.ts';
import { rememberBooking } from '../booking-storage.ts';
import { readerZone } from '../components/interview-format.tsx';

const STATE_TEXT = {
  used: {
    title: 'This interview is already booked',
    description: 'The time below was chosen. Check your email for the invitation.',
  },
  cancelled: {
    title: 'This interview was cancelled',
    description: 'The company cancelled it. If you have questions, message them on Hireloop.',
  },
  expired: {
    title: 'This link has expired',
    description: 'Scheduling links stay open for 14 days. Ask the company to send a new one.',
  },
} as const;

function groupByDay(slots: SchedulingLinkView['slots'], zone: string) {
  const days = new Map<string, SchedulingLinkView['slots']>();
  for (const slot of slots) {
    const key = dayKeyInZone(slot.startTime, zone);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return [...days.values()];
}

export default function ScheduleInterviewPage() {
  const { uuid = '' } = useParams();
  const link = useSchedulingLink(uuid);
  const book = useBookSlot(uuid);
  const navigate = useNavigate();
  const zone = readerZone();
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const days = useMemo(() => groupByDay(link.data?.slots ?? [], zone), [link.data, zone]);

  if (link.isPending) {
    return (
      <div className="flex justify-center py-20">
        <Spinner label="Loading the open times" />
      </div>
    );
  }
  if (link.isError) {
    const missing = link.error instanceof HttpError && link.error.status === 404;
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        {missing ? (
          <EmptyState
            icon={CalendarX}
            title="This link does not exist"
            description="Check that you opened the whole link from your email."
          />
        ) : (
          <ErrorState onRetry={() => void link.refetch()} retrying={link.isFetching} />
        )}
      </div>
    );
  }
  const data = link.data;

  const confirm = () => {
    if (!chosen) return;
    setProblem(null);
    book.mutate(
      { startTime: chosen, timezone: zone },
      {
        onSuccess: (booking) => {
          rememberBooking(booking);
          navigate('/interview-scheduled');
        },
        onError: (error) => {
          setChosen(null);
          const body =
            error instanceof HttpError ? (error.body as { message?: string } | undefined) : undefined;
          setProblem(body?.message ?? 'That time could not be booked. Pick another one.');
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <div className="flex items-center gap-4">
        <Avatar name={data.company.name} src={data.company.avatar} size="lg" shape="square" />
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Pick a time for your interview</h1>
          <p className="text-slate-600">
            {data.company.name} · {data.opportunity.title}
          </p>
        </div>
      </div>
      <Card className="space-y-1 p-4 text-sm text-slate-700 sm:p-6">
        <p>
          <span className="font-medium text-slate-900">Format:</span>{' '}
          {INTERVIEW_LOCATION_LABELS[data.location]}
          {data.locationDetails ? ` · ${data.locationDetails}` : ''} · {data.durationMinutes} minutes
        </p>
        <p>
          <span className="font-medium text-slate-900">Times shown in:</span> {zone}
        </p>
      </Card>

      {data.state !== 'open' ? (
        <EmptyState
          icon={data.state === 'used' ? CalendarCheck : CalendarX}
          title={STATE_TEXT[data.state].title}
          description={
            data.state === 'used' && data.startTime
              ? `Booked for ${formatInterviewTime(data.startTime, zone)}.`
              : STATE_TEXT[data.state].description
          }
        />
      ) : (
        <>
          {problem ? (
            <Banner variant="warning" title="Pick another time">
              {problem}
            </Banner>
          ) : null}
          {days.length === 0 ? (
            <EmptyState
              icon={CalendarX}
              title="No open times right now"
              description="The interviewers have no free time in the next 14 days. Message the company to find another time."
            />
          ) : (
            <fieldset className="space-y-5">
              <legend className="text-lg font-semibold text-slate-900">Open times</legend>
              {days.map((slots) => (
                <div key={slots[0]!.startTime} className="space-y-2">
                  <h2 className="text-sm font-semibold text-slate-900">
                    {formatSlotDay(slots[0]!.startTime, zone)}
                  </h2>
                  <div className="flex flex-wrap gap-2">
                    {slots.map((slot) => (
                      <button
                        key={slot.startTime}
                        type="button"
                        aria-pressed={chosen === slot.startTime}
                        onClick={() => setChosen(slot.startTime)}
                        className={
                          chosen === slot.startTime
                            ? 'rounded-md border border-brand-700 bg-brand-700 px-3 py-2 text-sm font-medium text-white'
                            : 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:border-brand-600'
                        }
                      >
                        {formatSlotTime(slot.startTime, zone)}
                      </button>
                    ))}
                  </div>
                </div>
              ))}
            </fieldset>
          )}
          <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-700" aria-live="polite">
                {chosen ? `Selected: ${formatInterviewTime(chosen, zone)}` : 'Choose a time above.'}
              </p>
              <Button onClick={confirm} disabled={!chosen} loading={book.isPending}>
                Book this time
              </Button>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
