// The merged busy time of a set of interviewers, reused while none of their busy_version values
// moved (decision 125). A trigger raises a user's version on every insert, update or delete of their
// interview_interviewers rows, whoever writes them, so the version pair read with the interviewers in
// the same request says exactly whether a stored union is still theirs, on every instance. The
// search window moves with the clock, so a miss reads a day beyond what was asked and later searches
// inside that range reuse it (busy time outside a search's own window changes none of its slots).
import type { Interval } from '@hireloop/shared/interviews';
import { LRUCache } from 'lru-cache';
import type { Database } from '#server/db/client.ts';
import { type InterviewerInfo, mergedBusyTime } from './availability.service.ts';

/** How far past the asked window a miss reads. */
const READ_AHEAD_MS = 24 * 60 * 60_000;

interface Entry {
  from: number;
  to: number;
  busy: Interval[];
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

/**
 * The union of the interviewers' busy time over at least [from, to), sorted; shared between
 * requests, so never change it. Read from the database when someone has no version yet.
 */
export async function loadMergedBusyTime(
  db: Database,
  interviewers: readonly InterviewerInfo[],
  from: Date,
  to: Date,
  exceptInterviewId?: number,
): Promise<readonly Interval[]> {
  const ids = interviewers.map((person) => person.id);
  if (interviewers.some((person) => person.busyVersion === null)) {
    return mergedBusyTime(db, ids, from, to, exceptInterviewId);
  }
  const entries = entriesOf(db);
  const key = keyOf(interviewers, exceptInterviewId);
  const hit = entries.get(key);
  if (hit && hit.from <= from.getTime() && hit.to >= to.getTime()) return hit.busy;
  const readTo = new Date(to.getTime() + READ_AHEAD_MS);
  const busy = await mergedBusyTime(db, ids, from, readTo, exceptInterviewId);
  entries.set(key, { from: from.getTime(), to: readTo.getTime(), busy });
  return busy;
}
