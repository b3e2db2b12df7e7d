// Reading interviews: one by id or uuid (with who may see it), and the lists of the company side
// (every interview for Manager+, their own for others) and of the candidate. Interviewers of a
// page come in one query (no N+1).
import type { InterviewsQuery } from '@hireloop/shared/interviews';
import { and, asc, desc, eq, exists, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Actor, activeCompanyOf } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import {
  companies,
  interviewInterviewers,
  interviews,
  opportunities,
  schedulingLinks,
  users,
} from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import type { Transaction } from '../applications/application-submission.ts';
import {
  authorizeViewInterview,
  INTERVIEW_NOT_FOUND,
  type InterviewViewer,
  seesAllCompanyInterviews,
} from './interviews.policy.ts';

type Reader = Database | Transaction;

const candidate = alias(users, 'interview_candidate');

export interface PersonView {
  id: number;
  firstName: string;
  lastName: string;
  avatarPath: string | null;
}

const interviewColumns = {
  interview: interviews,
  company: {
    id: companies.id,
    name: companies.name,
    nickname: companies.nickname,
    avatarPath: companies.avatarPath,
  },
  opportunity: { id: opportunities.id, title: opportunities.title, scorecard: opportunities.scorecard },
  candidate: {
    id: candidate.id,
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    avatarPath: candidate.avatarPath,
    email: candidate.email,
    timezone: candidate.timezone,
  },
  link: {
    uuid: schedulingLinks.uuid,
    expiresAt: schedulingLinks.expiresAt,
    bookedAt: schedulingLinks.bookedAt,
  },
};

export type InterviewRow = Awaited<ReturnType<typeof selectInterviews>>[number];

export interface InterviewView extends InterviewRow {
  interviewers: PersonView[];
}

function selectInterviews(db: Reader, where: SQL | undefined) {
  return db
    .select(interviewColumns)
    .from(interviews)
    .innerJoin(companies, eq(companies.id, interviews.companyId))
    .innerJoin(opportunities, eq(opportunities.id, interviews.opportunityId))
    .innerJoin(candidate, eq(candidate.id, interviews.candidateUserId))
    .leftJoin(schedulingLinks, eq(schedulingLinks.interviewId, interviews.id))
    .where(where);
}

/** Interviewers of several interviews, in one query. */
export async function interviewersOf(db: Reader, interviewIds: readonly number[]) {
  const map = new Map<number, PersonView[]>();
  if (interviewIds.length === 0) return map;
  const rows = await db
    .select({
      interviewId: interviewInterviewers.interviewId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarPath: users.avatarPath,
    })
    .from(interviewInterviewers)
    .innerJoin(users, eq(users.id, interviewInterviewers.userId))
    .where(inArray(interviewInterviewers.interviewId, [...interviewIds]))
    .orderBy(asc(users.firstName), asc(users.id));
  for (const { interviewId, ...person } of rows) {
    const list = map.get(interviewId) ?? [];
    list.push(person);
    map.set(interviewId, list);
  }
  return map;
}

async function withInterviewers(db: Reader, rows: InterviewRow[]): Promise<InterviewView[]> {
  const interviewers = await interviewersOf(
    db,
    rows.map((row) => row.interview.id),
  );
  return rows.map((row) => ({ ...row, interviewers: interviewers.get(row.interview.id) ?? [] }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** By numeric id or uuid (pages use the uuid, the pinned API the id). */
export function interviewKeyCondition(key: string): SQL {
  if (UUID.test(key)) return eq(interviews.uuid, key.toLowerCase());
  if (/^\d{1,15}$/.test(key)) return eq(interviews.id, Number(key));
  throw notFound(INTERVIEW_NOT_FOUND);
}

export async function loadInterviewView(db: Reader, where: SQL): Promise<InterviewView | null> {
  const [row] = await selectInterviews(db, where).limit(1);
  if (!row) return null;
  const [view] = await withInterviewers(db, [row]);
  return view ?? null;
}

/** Several interviews (newest start first, at most `limit`), interviewers in one more query. */
export async function loadInterviewViews(db: Reader, where: SQL, limit: number): Promise<InterviewView[]> {
  const rows = await selectInterviews(db, where).orderBy(desc(interviews.startTime)).limit(limit);
  return withInterviewers(db, rows);
}

export function accessFacts(view: InterviewView) {
  return {
    companyId: view.interview.companyId,
    candidateUserId: view.interview.candidateUserId,
    organizerUserId: view.interview.organizerUserId,
    interviewerIds: view.interviewers.map((person) => person.id),
    status: view.interview.status,
  };
}

/** The interview the actor may see, with how they see it; 404 / 403 otherwise. */
export async function loadVisibleInterview(
  db: Reader,
  actor: Actor,
  key: string,
): Promise<{ view: InterviewView; viewer: InterviewViewer }> {
  const view = await loadInterviewView(db, interviewKeyCondition(key));
  if (!view) throw notFound(INTERVIEW_NOT_FOUND);
  return { view, viewer: authorizeViewInterview(actor, accessFacts(view)) };
}

function listFilters(query: InterviewsQuery, now: Date): SQL[] {
  const filters: SQL[] = [];
  if (query.when === 'upcoming') {
    // Upcoming: not yet over, or waiting for the candidate to pick a time.
    filters.push(or(gte(interviews.endTime, now), eq(interviews.status, 'not_scheduled'))!);
  } else if (query.when === 'past') {
    filters.push(lt(interviews.endTime, now));
  }
  if (query.status) filters.push(eq(interviews.status, query.status));
  if (query.opportunity_id) filters.push(eq(interviews.opportunityId, query.opportunity_id));
  if (query.application_id) filters.push(eq(interviews.applicationId, query.application_id));
  if (query.from) filters.push(gte(interviews.startTime, query.from));
  if (query.to) filters.push(lt(interviews.startTime, query.to));
  if (query.interviewer_id) filters.push(takesPart(query.interviewer_id));
  return filters;
}

const takesPart = (userId: number) =>
  exists(
    sql`(select 1 from ${interviewInterviewers} where ${interviewInterviewers.interviewId} = ${interviews.id} and ${interviewInterviewers.userId} = ${userId})`,
  );

/** Which list the actor asked for: the company's (with an active company) or their own as candidate. */
export function listScopeOf(actor: Actor, query: InterviewsQuery): 'company' | 'candidate' {
  return query.scope ?? (actor.activeCompany ? 'company' : 'candidate');
}

export async function listInterviews(db: Database, actor: Actor, query: InterviewsQuery, now = new Date()) {
  const scope = listScopeOf(actor, query);
  const filters = listFilters(query, now);
  if (scope === 'candidate') {
    filters.push(eq(interviews.candidateUserId, actor.userId));
  } else {
    const company = activeCompanyOf(actor);
    filters.push(eq(interviews.companyId, company.id));
    if (!seesAllCompanyInterviews(company)) {
      filters.push(or(takesPart(actor.userId), eq(interviews.organizerUserId, actor.userId))!);
    }
  }
  const where = and(...filters);
  // Upcoming soonest first; past and everything else most recent first. Unbooked ones sort last.
  const order =
    query.when === 'upcoming'
      ? [sql`${interviews.startTime} asc nulls last`, asc(interviews.id)]
      : [sql`${interviews.startTime} desc nulls first`, desc(interviews.id)];
  const [rows, [count]] = await Promise.all([
    selectInterviews(db, where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(interviews).where(where),
  ]);
  return { scope, rows: await withInterviewers(db, rows), total: count?.total ?? 0 };
}
