// Interviewers' time: weekly hours (GET|PUT /api/users/self/availability) and busy time (their other
// scheduled interviews), which the free-slot search (interview-slots.service.ts) reads.
// Writers that take an interviewer's time lock the interviewers' calendar rows first, in id order,
// so two bookings of one slot run one after the other and the second sees the first (decision 044).
import {
  type Availability,
  DEFAULT_WEEKLY_HOURS,
  INTERVIEW_LIMITS,
  type Interval,
  type InterviewerCalendar,
} from '@hireloop/shared/interviews';
import { fullName } from '@hireloop/shared/people';
import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { executeRows } from '#server/db/execute.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import { companyMemberships, interviewInterviewers, userCalendars, users } from '#server/db/schema.ts';
import { validation } from '#server/lib/errors.ts';
import type { Transaction } from '../applications/application-submission.ts';

type Reader = Database | Transaction;
const MINUTE = 60_000;

export async function readAvailability(db: Database, userId: number) {
  const [row] = await db
    .select({ timezone: userCalendars.timezone, weeklyHours: userCalendars.weeklyHours, own: users.timezone })
    .from(users)
    .leftJoin(userCalendars, eq(userCalendars.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return {
    timezone: row?.timezone ?? row?.own ?? 'UTC',
    weekly_hours: row?.weeklyHours ?? [...DEFAULT_WEEKLY_HOURS],
    customized: Boolean(row?.weeklyHours),
  };
}

export async function saveAvailability(db: Database, userId: number, input: Availability) {
  const weekly = [...input.weekly_hours].sort(
    (a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start),
  );
  await db
    .insert(userCalendars)
    .values({ userId, timezone: input.timezone, weeklyHours: weekly })
    .onConflictDoUpdate({
      target: userCalendars.userId,
      set: { timezone: input.timezone, weeklyHours: weekly, updatedAt: sql`now()` },
    });
  return readAvailability(db, userId);
}

/** Locks the interviewers' calendar rows (created when missing) in id order. */
export async function lockInterviewerCalendars(tx: Transaction, userIds: readonly number[]) {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx
    .insert(userCalendars)
    .values(ids.map((userId) => ({ userId })))
    .onConflictDoNothing();
  await tx
    .select({ userId: userCalendars.userId })
    .from(userCalendars)
    .where(inArray(userCalendars.userId, ids))
    .orderBy(asc(userCalendars.userId))
    .for('update');
}

/** Busy time of each interviewer overlapping [from, to), leaving out one interview (a reschedule). */
export async function busyTimes(
  db: Reader,
  userIds: readonly number[],
  from: Date,
  to: Date,
  exceptInterviewId?: number,
): Promise<Map<number, Interval[]>> {
  const map = new Map<number, Interval[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return map;
  const rows = await db
    .select({
      userId: interviewInterviewers.userId,
      start: interviewInterviewers.startTime,
      end: interviewInterviewers.endTime,
    })
    .from(interviewInterviewers)
    .where(
      and(
        inArray(interviewInterviewers.userId, [...userIds]),
        eq(interviewInterviewers.busy, true),
        lt(interviewInterviewers.startTime, to),
        gt(interviewInterviewers.endTime, from),
        ...(exceptInterviewId ? [ne(interviewInterviewers.interviewId, exceptInterviewId)] : []),
      ),
    );
  for (const row of rows) {
    if (!row.start || !row.end) continue;
    map.get(row.userId)?.push({ start: row.start.getTime(), end: row.end.getTime() });
  }
  return map;
}

/**
 * Busy time of all these interviewers together over [from, to), merged into disjoint intervals by
 * the database (`range_agg`): the slot search needs only the union, and a busy calendar has
 * hundreds of interviews in two weeks, which arrive here as a few dozen ranges.
 */
export async function mergedBusyTime(
  db: Reader,
  userIds: readonly number[],
  from: Date,
  to: Date,
  exceptInterviewId?: number,
): Promise<Interval[]> {
  if (userIds.length === 0) return [];
  const rows = await executeRows<{ start: number | string; end: number | string }>(
    db as Database,
    sql`select extract(epoch from lower(taken)) * 1000 as "start", extract(epoch from upper(taken)) * 1000 as "end"
        from unnest((
          select range_agg(tstzrange(start_time, end_time))
          from ${interviewInterviewers}
          where user_id in ${[...userIds]} and busy
            and start_time < ${to.toISOString()}::timestamptz and end_time > ${from.toISOString()}::timestamptz
            ${exceptInterviewId ? sql`and interview_id <> ${exceptInterviewId}` : sql``}
        )) as taken
        order by 1`,
  );
  return rows.map((row) => ({ start: Number(row.start), end: Number(row.end) }));
}

export interface InterviewerInfo {
  id: number;
  firstName: string;
  lastName: string;
  timezone: string;
  weekly: InterviewerCalendar['weekly'];
  /** user_calendars.busy_version, raised whenever their busy time changes; null without a row. */
  busyVersion: number | null;
}

/** The company's members among `userIds`, with their hours, zones and busy versions. */
function interviewersQuery(reader: Reader) {
  return reader
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      ownZone: users.timezone,
      zone: userCalendars.timezone,
      weekly: userCalendars.weeklyHours,
      busyVersion: userCalendars.busyVersion,
    })
    .from(companyMemberships)
    .innerJoin(users, eq(users.id, companyMemberships.userId))
    .leftJoin(userCalendars, eq(userCalendars.userId, users.id))
    .where(
      and(
        eq(companyMemberships.companyId, sql.placeholder('companyId')),
        sql`${companyMemberships.userId} = any(${sql.placeholder('userIds')}::bigint[])`,
      ),
    );
}

/** Every slot search runs it: named, so PGlite keeps its plan (primary-key lookups whatever the ids). */
const interviewersStatement = preparedPerDatabase('hireloop_interviewers_of_company', (db) =>
  interviewersQuery(db),
);

/**
 * The interviewers, who must be members of the company: 422 on `interviewer_ids` otherwise. `named`
 * (outside a transaction only) runs the database's named statement.
 */
export async function loadInterviewers(
  db: Reader,
  companyId: number,
  userIds: readonly number[],
  { named = false }: { named?: boolean } = {},
): Promise<InterviewerInfo[]> {
  const ids = [...new Set(userIds)];
  const values = { companyId, userIds: ids };
  const rows = named
    ? await interviewersStatement(db as Database).execute(values)
    : await interviewersQuery(db).prepare('').execute(values);
  if (rows.length !== ids.length) {
    throw validation({ interviewer_ids: ['Every interviewer must be a member of the company.'] });
  }
  return rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    timezone: row.zone ?? row.ownZone ?? 'UTC',
    weekly: row.weekly ?? DEFAULT_WEEKLY_HOURS,
    busyVersion: row.busyVersion,
  }));
}

/** 422 when an interviewer already has an interview overlapping [start, start + duration). */
export async function assertInterviewersFree(
  db: Reader,
  interviewers: readonly InterviewerInfo[],
  start: Date,
  durationMinutes: number,
  exceptInterviewId?: number,
): Promise<void> {
  const end = new Date(start.getTime() + durationMinutes * MINUTE);
  const busy = await busyTimes(
    db,
    interviewers.map((person) => person.id),
    start,
    end,
    exceptInterviewId,
  );
  const taken = interviewers.filter((person) => (busy.get(person.id) ?? []).length > 0);
  if (taken.length > 0) {
    throw validation({
      interviewer_ids: taken.map((person) => `${fullName(person)} already has an interview at that time.`),
    });
  }
}

/** The search range of the slots endpoint: from now (default) for 14 days, at most 31. */
export function slotRange(input: { from?: Date | undefined; to?: Date | undefined }, now: Date) {
  const from = input.from ?? now;
  const to = input.to ?? new Date(from.getTime() + INTERVIEW_LIMITS.schedulingWindowDays * 24 * 60 * MINUTE);
  if (to <= from) throw validation({ to: ['The to must be a date after from.'] });
  if (to.getTime() - from.getTime() > INTERVIEW_LIMITS.maxSlotSearchDays * 24 * 60 * MINUTE) {
    throw validation({ to: [`The search may cover at most ${INTERVIEW_LIMITS.maxSlotSearchDays} days.`] });
  }
  return { from, to };
}
