// Free interview slots: every interviewer's weekly hours (wall-clock times in their own zone) turned
// into real instants day by day with @date-fns/tz, so "Monday 9:00 America/New_York" stays 9:00
// local across daylight-saving changes; intersected across interviewers; minus everyone's busy time.
import { tzOffset } from '@date-fns/tz';
import { INTERVIEW_LIMITS } from './enums.ts';

/** One weekly window: ISO weekday (1 = Monday … 7 = Sunday) and `HH:MM` wall-clock times. */
export interface WeeklyWindow {
  weekday: number;
  start: string;
  end: string;
}

export interface InterviewerCalendar {
  timezone: string;
  weekly: readonly WeeklyWindow[];
  /** Interviews already taken (half-open [start, end) in epoch ms). */
  busy: readonly Interval[];
}

export interface Interval {
  start: number;
  end: number;
}

export interface SlotSearch {
  calendars: readonly InterviewerCalendar[];
  durationMinutes: number;
  from: Date;
  to: Date;
  /** Slots must start at or after this instant (now plus notice). */
  notBefore: Date;
  stepMinutes?: number;
  /**
   * Busy time of the interviewers taken together, when the caller already has it as one list (the
   * server reads it merged from the database); counted besides each calendar's own `busy`.
   */
  busy?: readonly Interval[];
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Mon–Fri 9:00–17:00: the hours of a user who never set theirs. */
export const DEFAULT_WEEKLY_HOURS: readonly WeeklyWindow[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  start: '09:00',
  end: '17:00',
}));

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/**
 * The instant of a wall-clock time in a zone. The zone's offset comes from @date-fns/tz's `tzOffset`
 * (Intl data, formatter cached per zone); a second look-up settles times next to a DST change. A
 * time skipped by the spring change lands an hour later, as clocks do.
 */
export function zonedInstant(
  year: number,
  month: number,
  day: number,
  minutes: number,
  timeZone: string,
): number {
  const guess = Date.UTC(year, month, day, 0, minutes);
  const first = tzOffset(timeZone, new Date(guess));
  const instant = guess - first * MINUTE;
  const second = tzOffset(timeZone, new Date(instant));
  return second === first ? instant : guess - second * MINUTE;
}

/** The windows of one calendar that overlap [from, to), as instants. */
export function availabilityIntervals(calendar: InterviewerCalendar, from: Date, to: Date): Interval[] {
  const intervals: Interval[] = [];
  const byWeekday = new Map<number, Array<{ start: number; end: number }>>();
  for (const window of calendar.weekly) {
    const list = byWeekday.get(window.weekday) ?? [];
    list.push({ start: minutesOf(window.start), end: minutesOf(window.end) });
    byWeekday.set(window.weekday, list);
  }
  // Local calendar days from the day before `from` (a late window may reach into the range) on.
  const firstLocal = new Date(from.getTime() - DAY + tzOffset(calendar.timezone, from) * MINUTE);
  const lastDay = to.getTime() + DAY;
  for (let offset = 0; ; offset += 1) {
    const local = new Date(
      Date.UTC(firstLocal.getUTCFullYear(), firstLocal.getUTCMonth(), firstLocal.getUTCDate() + offset),
    );
    if (local.getTime() - 14 * 60 * MINUTE > lastDay) break;
    const weekday = local.getUTCDay() === 0 ? 7 : local.getUTCDay();
    const windows = byWeekday.get(weekday);
    if (!windows) continue;
    const [year, month, day] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
    for (const window of windows) {
      const start = Math.max(zonedInstant(year, month, day, window.start, calendar.timezone), from.getTime());
      const end = Math.min(zonedInstant(year, month, day, window.end, calendar.timezone), to.getTime());
      if (end > start) intervals.push({ start, end });
    }
  }
  return mergeIntervals(intervals);
}

/** Sorted, overlapping or touching intervals joined. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** Times inside both lists (each sorted and merged). */
export function intersectIntervals(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const result: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const left = a[i]!;
    const right = b[j]!;
    const start = Math.max(left.start, right.start);
    const end = Math.min(left.end, right.end);
    if (end > start) result.push({ start, end });
    if (left.end < right.end) i += 1;
    else j += 1;
  }
  return result;
}

/** `free` minus `busy` (both sorted and merged). */
export function subtractIntervals(free: readonly Interval[], busy: readonly Interval[]): Interval[] {
  const result: Interval[] = [];
  let j = 0;
  for (const interval of free) {
    let start = interval.start;
    while (j < busy.length && busy[j]!.end <= start) j += 1;
    let k = j;
    while (k < busy.length && busy[k]!.start < interval.end) {
      if (busy[k]!.start > start) result.push({ start, end: busy[k]!.start });
      start = Math.max(start, busy[k]!.end);
      k += 1;
    }
    if (start < interval.end) result.push({ start, end: interval.end });
  }
  return result;
}

/**
 * Start times where every interviewer is inside their weekly hours and none is busy for the whole
 * duration. Starts fall on whole multiples of the step (UTC), which are round local times in every
 * zone whose offset is a whole half hour.
 */
export function findFreeSlots(search: SlotSearch): Date[] {
  if (search.calendars.length === 0) return [];
  const step = (search.stepMinutes ?? INTERVIEW_LIMITS.slotStepMinutes) * MINUTE;
  const duration = search.durationMinutes * MINUTE;
  const from = new Date(Math.max(search.from.getTime(), search.notBefore.getTime()));
  if (from >= search.to) return [];

  let free: Interval[] | null = null;
  for (const calendar of search.calendars) {
    const own = availabilityIntervals(calendar, from, search.to);
    free = free === null ? own : intersectIntervals(free, own);
    if (free.length === 0) return [];
  }
  const busy = mergeIntervals([
    ...(search.busy ?? []),
    ...search.calendars.flatMap((calendar) => calendar.busy),
  ]);
  const open = subtractIntervals(free ?? [], busy);

  const slots: Date[] = [];
  for (const interval of open) {
    for (
      let start = Math.ceil(interval.start / step) * step;
      start + duration <= interval.end;
      start += step
    ) {
      slots.push(new Date(start));
    }
  }
  return slots;
}

/** True when [start, start + duration) is one of the free slots' ranges (any step alignment). */
export function isWithinFreeTime(search: Omit<SlotSearch, 'from' | 'to'>, start: Date): boolean {
  const end = new Date(start.getTime() + search.durationMinutes * MINUTE);
  const slots = findFreeSlots({ ...search, from: start, to: end, stepMinutes: 1 });
  return slots.some((slot) => slot.getTime() === start.getTime());
}
