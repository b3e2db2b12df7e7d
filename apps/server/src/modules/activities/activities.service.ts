// The User Activity Report: one member's audited requests in the actor's company over a period
// (UTC days), counted per day and kind, and listed newest first. Only requests that succeeded count
// as something the member did; the audit log itself also keeps the refused ones.
import {
  ACTIVITY_KINDS,
  type ActivityFilter,
  type ActivityKind,
  type ActivityKindCounts,
  DEFAULT_ACTIVITY_PERIOD_DAYS,
  MAX_ACTIVITY_PERIOD_DAYS,
} from '@hireloop/shared/activities';
import { and, desc, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { auditEvents, companyMemberships, users } from '#server/db/schema.ts';
import { notFound, validation } from '#server/lib/errors.ts';
import { pageWithTotal } from '#server/lib/pagination.ts';
import { authorize } from './activities.policy.ts';

const DAY_MS = 86_400_000;

export interface Period {
  /** First day, `YYYY-MM-DD`. */
  from: string;
  /** Last day, included. */
  to: string;
}

export interface ActivityFilters {
  from?: string | undefined;
  to?: string | undefined;
  kind?: ActivityFilter | undefined;
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The asked period; `to` is today and `from` 29 days before `to` when not given; at most 366 days. */
export function resolvePeriod(filters: ActivityFilters, now: Date): Period {
  const to = filters.to ?? isoDay(now.getTime());
  const from = filters.from ?? isoDay(Date.parse(to) - (DEFAULT_ACTIVITY_PERIOD_DAYS - 1) * DAY_MS);
  if (from > to) throw validation({ to: ['The to date must be on or after the from date.'] });
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_ACTIVITY_PERIOD_DAYS) {
    throw validation({ from: [`The period may cover at most ${MAX_ACTIVITY_PERIOD_DAYS} days.`] });
  }
  return { from, to };
}

/** The member the report is about: someone on the actor's company team, else 404. */
export async function findTeamMember(db: Database, company: CompanyAccess, userId: number) {
  authorize(company, 'viewActivity');
  const [member] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: companyMemberships.role,
    })
    .from(companyMemberships)
    .innerJoin(users, eq(users.id, companyMemberships.userId))
    .where(and(eq(companyMemberships.companyId, company.id), eq(companyMemberships.userId, userId)));
  if (!member) throw notFound('Team member not found.');
  return member;
}
export type ActivityMember = Awaited<ReturnType<typeof findTeamMember>>;

/** The rows of one member in one company over the period, kind filter applied. */
export function activityConditions(
  companyId: number,
  userId: number,
  period: Period,
  kind?: ActivityFilter,
): SQL {
  const conditions = [
    eq(auditEvents.companyId, companyId),
    eq(auditEvents.actorUserId, userId),
    gte(auditEvents.createdAt, new Date(`${period.from}T00:00:00Z`)),
    lt(auditEvents.createdAt, new Date(Date.parse(`${period.to}T00:00:00Z`) + DAY_MS)),
    lt(auditEvents.statusCode, 400),
  ];
  if (kind === 'other') conditions.push(isNull(auditEvents.kind));
  else if (kind) conditions.push(eq(auditEvents.kind, kind));
  return and(...conditions) as SQL;
}

const emptyCounts = (): ActivityKindCounts =>
  Object.fromEntries(ACTIVITY_KINDS.map((kind) => [kind, 0])) as ActivityKindCounts;

/** Counts per kind over the period and per day (every day present, oldest first). */
export async function countActivity(db: Database, companyId: number, userId: number, period: Period) {
  const day = sql<string>`to_char(${auditEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, kind: auditEvents.kind, count: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(and(activityConditions(companyId, userId, period), sql`${auditEvents.kind} is not null`))
    .groupBy(day, auditEvents.kind);
  const totals = emptyCounts();
  const byDay = new Map<string, ActivityKindCounts>();
  for (let time = Date.parse(period.from); time <= Date.parse(period.to); time += DAY_MS) {
    byDay.set(isoDay(time), emptyCounts());
  }
  for (const row of rows) {
    const kind = row.kind as ActivityKind;
    if (!(ACTIVITY_KINDS as readonly string[]).includes(kind)) continue;
    totals[kind] += row.count;
    const counts = byDay.get(row.day);
    if (counts) counts[kind] += row.count;
  }
  return { totals, days: [...byDay].map(([date, counts]) => ({ date, counts })) };
}

const impersonators = alias(users, 'impersonators');

/** What an event row carries, for the list and the CSV. */
export const eventColumns = {
  id: auditEvents.id,
  kind: auditEvents.kind,
  action: auditEvents.action,
  target: auditEvents.target,
  statusCode: auditEvents.statusCode,
  ipAddress: auditEvents.ipAddress,
  impersonatorId: auditEvents.impersonatorUserId,
  impersonatorFirstName: impersonators.firstName,
  impersonatorLastName: impersonators.lastName,
  createdAt: auditEvents.createdAt,
};

/** Events newest first, `limit` at a time; `cursor` is the exact time to read on from (keyset). */
export function selectEvents(db: Database, where: SQL, limit: number) {
  return db
    .select({ ...eventColumns, cursor: sql<string>`${auditEvents.createdAt}::text` })
    .from(auditEvents)
    .leftJoin(impersonators, eq(impersonators.id, auditEvents.impersonatorUserId))
    .where(where)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
}
export type EventRow = Omit<Awaited<ReturnType<typeof selectEvents>>[number], 'cursor'>;

/** One page of events, newest first, with the total of the filtered list. */
export async function listActivity(
  db: Database,
  where: SQL,
  window: { page: number; perPage: number },
): Promise<{ rows: EventRow[]; total: number }> {
  const read = ({ limit, offset }: { limit: number; offset: number }) =>
    db
      .select({ ...eventColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(auditEvents)
      .leftJoin(impersonators, eq(impersonators.id, auditEvents.impersonatorUserId))
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(limit)
      .offset(offset);
  const { rows, total } = await pageWithTotal(read, {
    limit: window.perPage,
    offset: (window.page - 1) * window.perPage,
  });
  return { rows, total };
}
