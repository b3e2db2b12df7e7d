// Where and how an interview happens: web conference (with its join link), in person (address)
// or phone (number), and when, in the reader's own time zone.
import { formatInterviewTime, INTERVIEW_LOCATION_LABELS } from '@hireloop/shared/interviews';
import { CalendarClock, MapPin, Phone, Video } from 'lucide-react';
import { Link } from 'react-router';
import { browserTimeZone } from '#web/lib/time-zone.ts';
import type { Interview } from '../api/interviews.ts';

const ICONS = { web_conference: Video, in_person: MapPin, phone: Phone } as const;

export function readerZone(): string {
  return browserTimeZone() ?? 'UTC';
}

export function InterviewWhen({
  interview,
}: {
  interview: Pick<Interview, 'startTime' | 'durationMinutes' | 'status'>;
}) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <CalendarClock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      {interview.startTime
        ? `${formatInterviewTime(interview.startTime, readerZone())} · ${interview.durationMinutes} min`
        : `Waiting for the candidate to pick a time · ${interview.durationMinutes} min`}
    </span>
  );
}

export function InterviewFormat({
  interview,
  showJoin = true,
}: {
  interview: Pick<Interview, 'location' | 'locationDetails' | 'joinUrl'>;
  showJoin?: boolean;
}) {
  const Icon = ICONS[interview.location];
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <span>{INTERVIEW_LOCATION_LABELS[interview.location]}</span>
      {interview.locationDetails ? (
        <span className="text-slate-600">· {interview.locationDetails}</span>
      ) : null}
      {showJoin && interview.joinUrl ? (
        <Link
          to={interview.joinUrl}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          Join interview
        </Link>
      ) : null}
    </span>
  );
}
