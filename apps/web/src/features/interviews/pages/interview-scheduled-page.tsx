// `/interview-scheduled` (no login): the booked interview in the visitor's zone, with "Add to
// calendar" (the interview's .ics) and a way into Hireloop.
import { formatInterviewTime, INTERVIEW_LOCATION_LABELS } from '@hireloop/shared/interviews';
import { CalendarCheck, CalendarPlus } from 'lucide-react';
import { ButtonLink } from '#web/components/button-link.tsx';
import { buttonClasses } from '#web/components/button-styles.ts';
import { Card } from '#web/components/card.tsx';
import { recallBooking } from '../booking-storage.ts';
import { readerZone } from '../components/interview-format.tsx';

export default function InterviewScheduledPage() {
  const booking = recallBooking();
  const zone = booking?.timezone ?? readerZone();
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-12 text-center">
      <CalendarCheck className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
      <h1 className="text-2xl font-semibold text-slate-900">Your interview is scheduled</h1>
      {booking ? (
        <Card className="space-y-2 p-6 text-left text-sm text-slate-700">
          <p className="text-base font-medium text-slate-900">
            {booking.opportunityTitle} at {booking.companyName}
          </p>
          <p>
            {formatInterviewTime(booking.startTime, zone)} · {booking.durationMinutes} minutes
          </p>
          <p>
            {INTERVIEW_LOCATION_LABELS[booking.location]}
            {booking.locationDetails ? ` · ${booking.locationDetails}` : ''}
          </p>
        </Card>
      ) : (
        <p className="text-slate-600">We emailed you the invitation with all the details.</p>
      )}
      <p className="text-slate-600">
        An invitation is on its way to your email. Sign in to see it with your other interviews.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {booking ? (
          <a
            href={booking.calendarUrl}
            className={buttonClasses({ variant: 'primary' })}
            download="interview.ics"
          >
            <CalendarPlus className="size-4" aria-hidden="true" />
            Add to calendar
          </a>
        ) : null}
        <ButtonLink to="/interviews" variant="secondary">
          See my interviews
        </ButtonLink>
      </div>
    </div>
  );
}
