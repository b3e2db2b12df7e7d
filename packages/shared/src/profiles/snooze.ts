// Snoozing (hidden from company searches until a date): its limits, the window rules and the
// payload of POST /api/users/{id}/snooze.

import { isCalendarDate } from '../calendar-date.ts';
import { z } from '../zod.ts';

/** A candidate may hide from searches for at most this long. */
export const MAX_SNOOZE_DAYS = 365;
/** How long the automatic snooze lasts once applied (skipped for those who opted out). */
export const AUTO_SNOOZE_DAYS = 90;

/** `until` as a calendar date means midnight UTC of that day; a timestamp must carry its offset. */
export function snoozeEnd(until: string): Date | null {
  if (isCalendarDate(until)) return new Date(`${until}T00:00:00Z`);
  const parsed = z.iso.datetime({ offset: true }).safeParse(until);
  return parsed.success ? new Date(until) : null;
}

/** The latest moment a snooze may end: one year from `now`. */
export function latestSnoozeEnd(now: Date): Date {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + 1);
  return latest;
}

export const SNOOZE_NOT_IN_FUTURE = 'The snooze must end at a future date.';
export const SNOOZE_TOO_LONG = 'You can snooze for at most one year.';

/** POST /api/users/{id}/snooze: hidden from company searches until a future date at most a year away. */
export const snoozeSchema = z.object({
  until: z
    .string()
    .trim()
    .min(1)
    .superRefine((value, ctx) => {
      const end = snoozeEnd(value);
      const now = new Date();
      if (!end) ctx.addIssue({ code: 'custom', message: 'The until must be a valid date.' });
      else if (end.getTime() <= now.getTime())
        ctx.addIssue({ code: 'custom', message: SNOOZE_NOT_IN_FUTURE });
      else if (end.getTime() > latestSnoozeEnd(now).getTime())
        ctx.addIssue({ code: 'custom', message: SNOOZE_TOO_LONG });
    }),
});
export type SnoozeInput = z.infer<typeof snoozeSchema>;
