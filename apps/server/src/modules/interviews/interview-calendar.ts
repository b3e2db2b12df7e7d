// iCalendar for interviews, built with ical-generator (never by hand): invitations (METHOD:REQUEST;
// one UID per interview, SEQUENCE raised on every reschedule), cancellations (METHOD:CANCEL) and
// each user's private feed (METHOD:PUBLISH). Times are written in UTC, which every calendar
// (Google, Outlook, Apple) reads and shows in its own zone.

import { PRODUCT_NAME } from '@hireloop/shared/constants';
import { INTERVIEW_LOCATION_LABELS, type InterviewLocation } from '@hireloop/shared/interviews';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export interface CalendarInterview {
  uuid: string;
  startTime: Date;
  endTime: Date;
  sequence: number;
  status: string;
  location: InterviewLocation;
  locationDetails: string | null;
  companyName: string;
  opportunityTitle: string;
  candidateName: string;
  /** The page where participants meet, absolute. */
  pageUrl: string;
  attendees: Array<{ name: string; email: string }>;
}

export const PRODUCT_ID = { company: PRODUCT_NAME, product: 'Interviews', language: 'EN' };

/** Same for every copy of one interview, so calendars update rather than duplicate it. */
export const interviewUid = (uuid: string, host: string) => `interview-${uuid}@${host}`;

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return 'hireloop.example';
  }
}

function addEvent(
  calendar: ReturnType<typeof ical>,
  interview: CalendarInterview,
  organizer: { name: string; email: string },
  cancelled: boolean,
) {
  const where =
    interview.location === 'web_conference'
      ? `${INTERVIEW_LOCATION_LABELS.web_conference}: ${interview.pageUrl}`
      : `${INTERVIEW_LOCATION_LABELS[interview.location]}: ${interview.locationDetails ?? ''}`.trim();
  calendar.createEvent({
    id: interviewUid(interview.uuid, hostOf(interview.pageUrl)),
    sequence: interview.sequence,
    start: interview.startTime,
    end: interview.endTime,
    stamp: new Date(),
    summary: `Interview: ${interview.opportunityTitle} at ${interview.companyName}`,
    description: `Interview with ${interview.candidateName} for ${interview.opportunityTitle} at ${interview.companyName}.\n${where}\n${interview.pageUrl}`,
    location: where,
    url: interview.pageUrl,
    organizer,
    attendees: interview.attendees.map((attendee) => ({ ...attendee, rsvp: !cancelled })),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

/** The attachment of an invitation (or its update): METHOD:REQUEST. */
export function invitationIcs(
  interview: CalendarInterview,
  organizer: { name: string; email: string },
): string {
  const calendar = ical({ prodId: PRODUCT_ID, method: ICalCalendarMethod.REQUEST, name: PRODUCT_NAME });
  addEvent(calendar, interview, organizer, false);
  return calendar.toString();
}

/** The attachment of a cancellation: METHOD:CANCEL, same UID, higher SEQUENCE. */
export function cancellationIcs(
  interview: CalendarInterview,
  organizer: { name: string; email: string },
): string {
  const calendar = ical({ prodId: PRODUCT_ID, method: ICalCalendarMethod.CANCEL, name: PRODUCT_NAME });
  addEvent(calendar, interview, organizer, true);
  return calendar.toString();
}

/** A subscribed feed: every interview of the user, cancelled ones marked so. */
export function feedIcs(
  name: string,
  interviews: readonly CalendarInterview[],
  organizer: { name: string; email: string },
): string {
  const calendar = ical({
    prodId: PRODUCT_ID,
    method: ICalCalendarMethod.PUBLISH,
    name,
    ttl: 15 * 60,
  });
  for (const interview of interviews) {
    addEvent(calendar, interview, organizer, interview.status === 'cancelled');
  }
  return calendar.toString();
}

/** `Hireloop <no-reply@hireloop.example>` → name and address. */
export function organizerFrom(mailFrom: string, companyName: string): { name: string; email: string } {
  const match = /<([^>]+)>/.exec(mailFrom);
  return { name: companyName, email: (match?.[1] ?? mailFrom).trim() };
}
