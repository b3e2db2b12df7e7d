// Calendar dates `YYYY-MM-DD`: the one check and the one schema every date field and date query
// parameter uses (available_from, snooze dates, applied_from/applied_to…), so an impossible date
// such as 2026-02-30 is a 422 on its field rather than a database error (decision 023).
import { fieldLabel } from './validation-messages.ts';
import { z } from './zod.ts';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date `YYYY-MM-DD` that exists (leap years included), from year 1 on: PostgreSQL has
 * no year 0 and JavaScript does, so `0000-01-01` is refused here rather than by the database.
 */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match || Number(match[1]) < 1) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** "The applied from must be a valid date in the format YYYY-MM-DD." */
export const calendarDateMessage = (issue: { path?: PropertyKey[] }): string =>
  `The ${fieldLabel(issue.path ?? [])} must be a valid date in the format YYYY-MM-DD.`;

/** A required calendar date (documented as `format: date`); surrounding blanks are ignored. */
export const calendarDateSchema = z
  .string()
  .trim()
  .pipe(
    z.iso
      .date({ error: calendarDateMessage, abort: true })
      .refine(isCalendarDate, { error: calendarDateMessage }),
  );
