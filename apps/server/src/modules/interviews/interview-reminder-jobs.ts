// Interview reminders as durable jobs (issue 18, decision 047): every write that sets, moves or ends
// an interview's time plans its three reminders in the same transaction — the old ones cancelled by
// key, new ones delayed to their due time. A restart, a second instance or a reschedule therefore
// never loses a reminder nor sends one for the old time (the handler also checks the SEQUENCE).
import type { Database } from '#server/db/client.ts';
import { cancelJobs, enqueueJob } from '#server/jobs/enqueue.ts';
import { defineJob } from '#server/jobs/job-definition.ts';
import { outboxBroadcaster } from '#server/jobs/outbox.ts';
import {
  type ReminderKind,
  type ReminderRequest,
  reminderDueAt,
  sendInterviewReminder,
} from './interview-reminders.ts';

const REMINDER_KINDS: readonly ReminderKind[] = ['candidate-soon', 'company-soon', 'day-before'];

const reminderKey = (interviewId: number, kind: ReminderKind) => `interview:${interviewId}:${kind}`;

export const interviewReminderJob = defineJob<ReminderRequest>(
  'interview-reminder',
  async (request, ctx) => {
    // One transaction (decision 036): the stored toast, the notifications and the push are queued
    // together, so a retried reminder never stores its toast twice nor loses its push.
    await ctx.db.transaction((tx) =>
      sendInterviewReminder(
        {
          db: tx,
          broadcaster: outboxBroadcaster(tx),
          appUrl: ctx.config.appUrl,
          keyring: ctx.keyring,
          log: ctx.log,
        },
        request,
      ),
    );
  },
  { retryLimit: 3, retryDelaySeconds: 10, expireInSeconds: 120 },
);

interface PlannedInterview {
  id: number;
  status: string;
  startTime: Date | null;
  calendarSequence: number;
}

/**
 * Replaces the interview's queued reminders with those of its current time (none unless scheduled).
 * A "tomorrow" reminder already overdue is left out (the invitation just said when); a "starting
 * soon" one overdue is sent at once, for an interview booked minutes ahead.
 */
export async function planInterviewReminders(
  tx: Database,
  interview: PlannedInterview,
  now = new Date(),
): Promise<void> {
  for (const kind of REMINDER_KINDS)
    await cancelJobs(tx, interviewReminderJob, reminderKey(interview.id, kind));
  if (interview.status !== 'scheduled' || !interview.startTime) return;
  for (const kind of REMINDER_KINDS) {
    const due = reminderDueAt(kind, interview.startTime);
    if (kind === 'day-before' && due <= now) continue;
    await enqueueJob(
      tx,
      interviewReminderJob,
      { interviewId: interview.id, kind, sequence: interview.calendarSequence },
      { key: reminderKey(interview.id, kind), startAfter: due },
    );
  }
}
