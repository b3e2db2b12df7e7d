// The merged busy time of a set of interviewers, reused while none of their busy_version values
// moved (decision 125). A trigger raises a user's version on every insert, update or delete of their
// interview_interviewers rows, whoever writes them, so the version pair read with the interviewers in
// the same request says exactly whether a stored union is still theirs, on every instance. The
// search window moves with the clock, so a miss reads a day beyond what was asked and later searches
// inside that range reuse it (busy time outside a search's own window changes none of its slots).
// The free slots of that whole range are kept beside it, per set of hours, zones and duration.
import { findFreeSlots, type Interval } from '@hireloop/shared/interviews';
import { LRUCache } from 'lru-cache';
import type { Database } from '#server/db/client.ts';
import { type InterviewerInfo, mergedBusyTime } from './availability.service.ts';

/** How far past the asked window a miss reads. */
const READ_AHEAD_MS = 24 * 60 * 60_000;

interface Entry {
  from: number;
  to: number;
  busy: Interval[];
  /** Slot starts over [from, to) with no notice, by hours, zones and duration. */
  slots: Map<string, number[]>;
}

const perDatabase = new WeakMap<object, LRUCache<string, Entry>>();

function entriesOf(db: object): LRUCache<string, Entry> {
  let entries = perDatabase.get(db);
  if (!entries) {
    entries = new LRUCache({ max: 1_000 });
    perDatabase.set(db, entries);
  }
  return entries;
}

/** The interviewers and their versions, the interview a reschedule leaves out. */
function keyOf(interviewers: readonly InterviewerInfo[], exceptInterviewId: number | undefined) {
  const people = [...interviewers]
    .sort((a, b) => a.id - b.id)
    .map((person) => `${person.id}@${person.busyVersion}`)
    .join(',');
  return `${people}|${exceptInterviewId ?? ''}`;
}

export interface SlotSearch {
  from: Date;
  to: Date;
  /** The first start allowed (now plus the notice). */
  notBefore: Date;
  durationMinutes: number;
  exceptInterviewId?: number;
}

/**
 * The free slot starts (ms) of these interviewers in the search: their hours and zones as just read,
 * their busy time reused while their versions stand (read when someone has no version yet).
 *
 * Slots computed over a wider range and then cut to [max(from, notBefore), to) are exactly the
 * slots of the narrower search: starts are whole steps of the epoch, and the free time is the same
 * set inside the narrower range, so a start whose slot fits there fits in both.
 */
export async function loadFreeSlotStarts(
  db: Database,
  interviewers: readonly InterviewerInfo[],
  search: SlotSearch,
): Promise<number[]> {
  const from = search.from.getTime();
  const to = search.to.getTime();
  const entry = await loadEntry(db, interviewers, search.from, search.to, search.exceptInterviewId);
  const hoursKey = `${search.durationMinutes}|${JSON.stringify(
    [...interviewers].sort((a, b) => a.id - b.id).map((person) => [person.timezone, person.weekly]),
  )}`;
  let starts = entry.slots.get(hoursKey);
  if (!starts) {
    starts = findFreeSlots({
      calendars: interviewers.map((person) => ({
        timezone: person.timezone,
        weekly: person.weekly,
        busy: [],
      })),
      busy: entry.busy,
      durationMinutes: search.durationMinutes,
      from: new Date(entry.from),
      to: new Date(entry.to),
      notBefore: new Date(entry.from),
    }).map((start) => start.getTime());
    // A few sets of hours per entry at most; a changed one is simply another key.
    if (entry.slots.size >= 8) entry.slots.clear();
    entry.slots.set(hoursKey, starts);
  }
  const first = Math.max(from, search.notBefore.getTime());
  const duration = search.durationMinutes * 60_000;
  return starts.filter((start) => start >= first && start + duration <= to);
}

async function loadEntry(
  db: Database,
  interviewers: readonly InterviewerInfo[],
  from: Date,
  to: Date,
  exceptInterviewId: number | undefined,
): Promise<Entry> {
  const ids = interviewers.map((person) => person.id);
  if (interviewers.some((person) => person.busyVersion === null)) {
    const busy = await mergedBusyTime(db, ids, from, to, exceptInterviewId);
    return { from: from.getTime(), to: to.getTime(), busy, slots: new Map() };
  }
  const entries = entriesOf(db);
  const key = keyOf(interviewers, exceptInterviewId);
  const hit = entries.get(key);
  if (hit && hit.from <= from.getTime() && hit.to >= to.getTime()) return hit;
  const readTo = new Date(to.getTime() + READ_AHEAD_MS);
  const busy = await mergedBusyTime(db, ids, from, readTo, exceptInterviewId);
  const entry = { from: from.getTime(), to: readTo.getTime(), busy, slots: new Map() };
  entries.set(key, entry);
  return entry;
}
