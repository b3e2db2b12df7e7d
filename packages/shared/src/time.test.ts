import { describe, expect, it } from 'vitest';
import {
  durationText,
  formatDate,
  formatDateInZone,
  messageTime,
  relativeTime,
  toValidDate,
} from './time.ts';

// Local-time constructors keep these tests independent of the machine's time zone.
const now = new Date(2026, 2, 15, 12, 0, 0); // Mar 15, 2026, 12:00 local
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(now.getTime() - ms);
const ahead = (ms: number) => new Date(now.getTime() + ms);

describe('relativeTime', () => {
  it('says just now under one minute', () => {
    expect(relativeTime(now, now)).toBe('just now');
    expect(relativeTime(ago(59 * SECOND), now)).toBe('just now');
    expect(relativeTime(ahead(59 * SECOND), now)).toBe('just now');
  });

  it('counts minutes below an hour, singular and plural', () => {
    expect(relativeTime(ago(MINUTE), now)).toBe('1 minute ago');
    expect(relativeTime(ago(2 * MINUTE), now)).toBe('2 minutes ago');
    expect(relativeTime(ago(59 * MINUTE + 59 * SECOND), now)).toBe('59 minutes ago');
  });

  it('counts hours below a day', () => {
    expect(relativeTime(ago(HOUR), now)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * HOUR + 59 * MINUTE), now)).toBe('23 hours ago');
  });

  it('counts days up to two weeks', () => {
    expect(relativeTime(ago(DAY), now)).toBe('1 day ago');
    expect(relativeTime(ago(13 * DAY + 23 * HOUR), now)).toBe('13 days ago');
  });

  it('counts weeks from 14 days until a 30-day month', () => {
    expect(relativeTime(ago(14 * DAY), now)).toBe('2 weeks ago');
    expect(relativeTime(ago(21 * DAY), now)).toBe('3 weeks ago');
    expect(relativeTime(ago(29 * DAY), now)).toBe('4 weeks ago');
  });

  it('counts months of 30 days until a 365-day year', () => {
    expect(relativeTime(ago(30 * DAY), now)).toBe('1 month ago');
    expect(relativeTime(ago(59 * DAY), now)).toBe('1 month ago');
    expect(relativeTime(ago(60 * DAY), now)).toBe('2 months ago');
    expect(relativeTime(ago(364 * DAY), now)).toBe('12 months ago');
  });

  it('counts years of 365 days', () => {
    expect(relativeTime(ago(365 * DAY), now)).toBe('1 year ago');
    expect(relativeTime(ago(3 * 365 * DAY), now)).toBe('3 years ago');
  });

  it('mirrors future dates as "in …"', () => {
    expect(relativeTime(ahead(MINUTE), now)).toBe('in 1 minute');
    expect(relativeTime(ahead(5 * HOUR), now)).toBe('in 5 hours');
    expect(relativeTime(ahead(3 * DAY), now)).toBe('in 3 days');
    expect(relativeTime(ahead(14 * DAY), now)).toBe('in 2 weeks');
  });

  it('accepts ISO strings and epoch milliseconds, with six-digit fractions', () => {
    const base = Date.UTC(2026, 0, 5, 10, 0, 0);
    expect(relativeTime('2026-01-05T09:55:00.123456Z', base)).toBe('4 minutes ago');
    expect(relativeTime(base - 2 * HOUR, base)).toBe('2 hours ago');
  });

  it('answers "" for invalid input instead of throwing', () => {
    expect(relativeTime('not a date', now)).toBe('');
    expect(relativeTime(Number.NaN, now)).toBe('');
    expect(relativeTime(null, now)).toBe('');
    expect(relativeTime(now, 'garbage')).toBe('');
  });

  it('defaults now to the current time', () => {
    expect(relativeTime(new Date(Date.now() - 3 * MINUTE))).toBe('3 minutes ago');
  });
});

describe('durationText', () => {
  it('shows minutes below 240', () => {
    expect(durationText(0)).toBe('0 minutes');
    expect(durationText(1)).toBe('1 minute');
    expect(durationText(45)).toBe('45 minutes');
    expect(durationText(239)).toBe('239 minutes');
  });

  it('shows hours from 240 below 1440, one decimal at most', () => {
    expect(durationText(240)).toBe('4 hours');
    expect(durationText(270)).toBe('4.5 hours');
    expect(durationText(250)).toBe('4.2 hours');
    expect(durationText(1380)).toBe('23 hours');
  });

  it('shows days from 1440', () => {
    expect(durationText(1440)).toBe('1 day');
    expect(durationText(2160)).toBe('1.5 days');
    expect(durationText(2880)).toBe('2 days');
  });

  it('answers "" for negative or non-finite minutes', () => {
    expect(durationText(-5)).toBe('');
    expect(durationText(Number.NaN)).toBe('');
    expect(durationText(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatDate', () => {
  it('formats as Mon D, YYYY', () => {
    expect(formatDate(new Date(2026, 0, 5, 23, 59))).toBe('Jan 5, 2026');
    expect(formatDate(new Date(2025, 11, 31))).toBe('Dec 31, 2025');
  });

  it('reads a date-only string as that local calendar day', () => {
    expect(formatDate('2026-01-05')).toBe('Jan 5, 2026');
  });

  it('accepts epoch milliseconds', () => {
    expect(formatDate(new Date(2026, 6, 4).getTime())).toBe('Jul 4, 2026');
  });

  it('answers "" for invalid input', () => {
    expect(formatDate('yesterday-ish')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('messageTime', () => {
  it('shows the local time for a message sent today', () => {
    expect(messageTime(new Date(2026, 2, 15, 15, 5), now)).toBe('3:05 PM');
    expect(messageTime(new Date(2026, 2, 15, 0, 1), now)).toBe('12:01 AM');
  });

  it('shows Yesterday for the previous calendar day', () => {
    expect(messageTime(new Date(2026, 2, 14, 23, 59), now)).toBe('Yesterday');
    expect(messageTime(new Date(2026, 2, 14, 0, 0), now)).toBe('Yesterday');
  });

  it('falls back to relative time before yesterday', () => {
    expect(messageTime(new Date(2026, 2, 13, 23, 59), now)).toBe('1 day ago');
    expect(messageTime(new Date(2026, 1, 1), now)).toBe('1 month ago');
  });

  it('handles a month boundary for Yesterday', () => {
    expect(messageTime(new Date(2026, 1, 28, 18, 0), new Date(2026, 2, 1, 8, 0))).toBe('Yesterday');
  });

  it('answers "" for invalid input', () => {
    expect(messageTime('nope', now)).toBe('');
  });
});

describe('toValidDate', () => {
  it('returns null for missing or invalid values and a Date otherwise', () => {
    expect(toValidDate('')).toBeNull();
    expect(toValidDate('31/31/2026')).toBeNull();
    expect(toValidDate('2026-01-05T10:00:00Z')?.getTime()).toBe(Date.UTC(2026, 0, 5, 10));
  });

  it('does not share the caller’s Date instance', () => {
    const original = new Date(2026, 0, 1);
    const copy = toValidDate(original);
    expect(copy).not.toBe(original);
    expect(copy?.getTime()).toBe(original.getTime());
  });
});

describe('formatDateInZone', () => {
  it('writes the calendar day of the given zone, UTC when none or unknown', () => {
    const lateEvening = '2026-03-05T03:30:00Z';
    expect(formatDateInZone(lateEvening, 'America/Los_Angeles')).toBe('Mar 4, 2026');
    expect(formatDateInZone(lateEvening, 'Asia/Tokyo')).toBe('Mar 5, 2026');
    expect(formatDateInZone(lateEvening, null)).toBe('Mar 5, 2026');
    expect(formatDateInZone(lateEvening, 'Mars/Olympus_Mons')).toBe('Mar 5, 2026');
    expect(formatDateInZone('not a date', 'UTC')).toBe('');
  });
});
