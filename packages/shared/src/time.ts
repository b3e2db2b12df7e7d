// Date and duration texts of SPEC.md §9: relative time, durations, "Mon D, YYYY" dates and
// message times. Every function accepts a Date, an ISO string or epoch milliseconds, and answers
// "" for missing or invalid input instead of throwing, so a bad value never breaks a page.
import { format, isSameDay, isValid, parseISO, subDays } from 'date-fns';

export type DateInput = Date | string | number | null | undefined;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Relative time shows days below two weeks, then weeks; a month is 30 days, a year 365. */
const DAYS_SHOWN_AS_DAYS_BELOW = 14;
const DAYS_PER_MONTH = 30;
const DAYS_PER_YEAR = 365;

/** Duration text: minutes below 240, hours below 1440 minutes (one day), else days. */
const DURATION_MINUTES_BELOW = 240;
const DURATION_HOURS_BELOW = 24 * 60;

/**
 * A valid Date or null. Strings go through date-fns `parseISO` first so that a date-only value
 * such as "2026-01-05" means that calendar day in local time (the platform parser would read it
 * as UTC midnight, i.e. the previous day west of Greenwich); other strings fall back to `Date`.
 */
export function toValidDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  let date: Date;
  if (typeof input === 'string') {
    date = parseISO(input);
    if (!isValid(date)) date = new Date(input);
  } else {
    date = new Date(input);
  }
  return isValid(date) ? date : null;
}

/** "1 minute", "2 minutes", "1.5 hours". */
function count(amount: number, unit: string): string {
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** One decimal at most, without a trailing ".0": 4 → "4", 4.25 → "4.3". */
function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * "just now" under a minute, then minutes, hours, days (under 14 days), weeks, months (30 days)
 * and years (365 days), always rounded down ("59 minutes ago", never "1 hour ago" early).
 * Future dates mirror the same scale as "in 3 days"; under a minute either way is "just now".
 */
export function relativeTime(date: DateInput, now: DateInput = new Date()): string {
  const then = toValidDate(date);
  const current = toValidDate(now);
  if (!then || !current) return '';
  const elapsedMs = current.getTime() - then.getTime();
  const text = elapsedText(Math.abs(elapsedMs));
  if (text === null) return 'just now';
  return elapsedMs < 0 ? `in ${text}` : `${text} ago`;
}

/** The amount and unit of an elapsed time, or null below one minute. */
function elapsedText(elapsedMs: number): string | null {
  const minutes = Math.floor(elapsedMs / MINUTE_MS);
  if (minutes < 1) return null;
  if (minutes < 60) return count(minutes, 'minute');
  const hours = Math.floor(elapsedMs / HOUR_MS);
  if (hours < 24) return count(hours, 'hour');
  const days = Math.floor(elapsedMs / DAY_MS);
  if (days < DAYS_SHOWN_AS_DAYS_BELOW) return count(days, 'day');
  if (days < DAYS_PER_MONTH) return count(Math.floor(days / 7), 'week');
  if (days < DAYS_PER_YEAR) return count(Math.floor(days / DAYS_PER_MONTH), 'month');
  return count(Math.floor(days / DAYS_PER_YEAR), 'year');
}

/**
 * "45 minutes" below 240 minutes, "4 hours" / "4.5 hours" below 1440, else "1 day" / "2.5 days".
 * Minutes are whole; hours and days keep one decimal so 90-minute steps stay exact, and drop a
 * trailing ".0". Negative or non-finite input gives "".
 */
export function durationText(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 0) return '';
  if (minutes < DURATION_MINUTES_BELOW) return count(Math.round(minutes), 'minute');
  if (minutes < DURATION_HOURS_BELOW) return count(roundToTenth(minutes / 60), 'hour');
  return count(roundToTenth(minutes / DURATION_HOURS_BELOW), 'day');
}

/** "Jan 5, 2026" (SPEC.md §9 "Mon D, YYYY"), in local time. */
export function formatDate(date: DateInput): string {
  const valid = toValidDate(date);
  return valid ? format(valid, 'MMM d, yyyy') : '';
}

/**
 * `formatDate` in a named time zone ("Jan 5, 2026"), for text composed where the reader's local time
 * is unknown (emails from the server): the user's zone when known, UTC otherwise. An unknown zone
 * falls back to UTC too.
 */
export function formatDateInZone(date: DateInput, timeZone: string | null | undefined): string {
  const valid = toValidDate(date);
  if (!valid) return '';
  const options = { month: 'short', day: 'numeric', year: 'numeric' } as const;
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: timeZone || 'UTC' }).format(valid);
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(valid);
  }
}

/** The local time ("3:05 PM") for today, "Yesterday" for yesterday, else the relative time. */
export function messageTime(date: DateInput, now: DateInput = new Date()): string {
  const sent = toValidDate(date);
  const current = toValidDate(now);
  if (!sent || !current) return '';
  if (isSameDay(sent, current)) return format(sent, 'h:mm a');
  if (isSameDay(sent, subDays(current, 1))) return 'Yesterday';
  return relativeTime(sent, current);
}
