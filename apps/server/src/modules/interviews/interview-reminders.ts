// Interview reminders (SPEC.md §4, §9; issue 18): `interview.starting.soon` on each participant's
// private channel when the start is 10 minutes away for the candidate and 5 minutes away for the
// company side (with a stored `interview_starting_soon` notification, so the non-dismissible toast
// also shows after a reload), and an email/SMS reminder 24 hours before. A reminder is sent only
// for the interview's current time: the caller names the calendar SEQUENCE it was planned for, and a
// rescheduled or cancelled interview sends nothing for the old time.
import { NOTIFICATION_TOASTS } from '@hireloop/shared/constants';
import { formatInterviewTime, interviewPagePath } from '@hireloop/shared/interviews';
import { fullName } from '@hireloop/shared/people';
import { eq, inArray } from 'drizzle-orm';
import { interviews, notifications, users } from '#server/db/schema.ts';
import { broadcastToUsers } from '#server/realtime/broadcast-to-users.ts';
import { type NotifyContext, notifyUsers } from '../notifications/notify.ts';
import { interviewMetadata } from './interview-announcements.ts';
import { loadInterviewView } from './interviews-query.service.ts';

export const INTERVIEW_STARTING_SOON_EVENT = 'interview.starting.soon';
const HOUR = 3_600_000;

export type ReminderKind = 'candidate-soon' | 'company-soon' | 'day-before';

/** When each reminder is due for an interview starting at `start`. */
export function reminderDueAt(kind: ReminderKind, start: Date): Date {
  const before =
    kind === 'candidate-soon'
      ? NOTIFICATION_TOASTS.candidateReminderWindowMs
      : kind === 'company-soon'
        ? NOTIFICATION_TOASTS.companyReminderWindowMs
        : 24 * HOUR;
  return new Date(start.getTime() - before);
}

/** How late a reminder may still go out: within the window after the start, or before it for the day-before mail. */
function stillUseful(kind: ReminderKind, start: Date, now: Date): boolean {
  if (kind === 'day-before') return now.getTime() < start.getTime() - HOUR;
  const window =
    kind === 'candidate-soon'
      ? NOTIFICATION_TOASTS.candidateReminderWindowMs
      : NOTIFICATION_TOASTS.companyReminderWindowMs;
  return now.getTime() <= start.getTime() + window;
}

export interface ReminderRequest {
  interviewId: number;
  kind: ReminderKind;
  /** The calendar SEQUENCE the reminder was planned for. */
  sequence: number;
}

/** Sends one reminder; returns false (and sends nothing) when it no longer applies. */
export async function sendInterviewReminder(
  ctx: NotifyContext,
  request: ReminderRequest,
  now = new Date(),
): Promise<boolean> {
  const view = await loadInterviewView(ctx.db, eq(interviews.id, request.interviewId));
  if (!view) return false;
  const { interview } = view;
  if (interview.status !== 'scheduled' || !interview.startTime) return false;
  if (interview.calendarSequence !== request.sequence) return false;
  if (!stillUseful(request.kind, interview.startTime, now)) return false;

  const metadata = interviewMetadata(view);
  if (request.kind === 'day-before') {
    const zones = await ctx.db
      .select({ id: users.id, timezone: users.timezone })
      .from(users)
      .where(inArray(users.id, [view.candidate.id, ...view.interviewers.map((person) => person.id)]));
    const zoneOf = (id: number) => zones.find((row) => row.id === id)?.timezone ?? interview.timezone;
    const what = `${view.opportunity.title} at ${view.company.name}`;
    await notifyUsers(ctx, [
      {
        userId: view.candidate.id,
        type: 'interview_starting_soon',
        title: `Reminder: interview tomorrow, ${what}`,
        body: formatInterviewTime(interview.startTime, zoneOf(view.candidate.id)),
        link: interviewPagePath('candidate', interview.uuid),
        data: metadata,
        channels: ['email', 'sms'],
      },
      ...view.interviewers.map((person) => ({
        userId: person.id,
        companyId: interview.companyId,
        type: 'interview_starting_soon' as const,
        title: `Reminder: interview tomorrow with ${fullName(view.candidate)}`,
        body: formatInterviewTime(interview.startTime!, zoneOf(person.id)),
        link: interviewPagePath('company', interview.uuid),
        data: metadata,
        channels: ['email', 'sms'] as const,
      })),
    ]);
    return true;
  }

  const candidateSide = request.kind === 'candidate-soon';
  const recipients = candidateSide ? [view.candidate.id] : view.interviewers.map((person) => person.id);
  if (recipients.length === 0) return false;
  // Stored first, so the toast survives a reload (GET /api/persistent-notifications/ reads it).
  await ctx.db.insert(notifications).values(
    recipients.map((userId) => ({
      userId,
      companyId: candidateSide ? null : interview.companyId,
      type: 'interview_starting_soon',
      title: candidateSide
        ? `Your interview with ${view.company.name} starts soon`
        : `Interview with ${fullName(view.candidate)} starts soon`,
      body: formatInterviewTime(interview.startTime!, interview.timezone),
      link: interviewPagePath(candidateSide ? 'candidate' : 'company', interview.uuid),
      data: metadata,
    })),
  );
  await broadcastToUsers(ctx.broadcaster, recipients, INTERVIEW_STARTING_SOON_EVENT, metadata);
  return true;
}
