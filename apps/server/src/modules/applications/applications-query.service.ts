// Reading a candidate's own applications: one joined query per page (opportunity, company and
// current step come with each row), never a query per application.
import type { ApplicationListQuery } from '@hireloop/shared/applications';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import { applications, companies, opportunities, pipelineSteps } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { pageOffset, pageWithTotal } from '#server/lib/pagination.ts';

export const APPLICATION_NOT_FOUND = 'This application was not found.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/api/applications/{id}` takes the numeric id or the uuid (the /finish-application/{uuid} link). */
export function applicationKeyCondition(key: string): SQL {
  if (/^\d{1,15}$/.test(key)) return eq(applications.id, Number(key));
  if (UUID.test(key)) return eq(applications.uuid, key.toLowerCase());
  throw notFound(APPLICATION_NOT_FOUND);
}

const viewColumns = {
  id: applications.id,
  uuid: applications.uuid,
  status: applications.status,
  answers: applications.answers,
  submittedAt: applications.submittedAt,
  withdrawnAt: applications.withdrawnAt,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  opportunityId: opportunities.id,
  opportunityTitle: opportunities.title,
  opportunityLocation: opportunities.location,
  opportunityRemote: opportunities.remote,
  opportunityStatus: opportunities.status,
  companyId: companies.id,
  companyName: companies.name,
  companyAvatarPath: companies.avatarPath,
  stepName: pipelineSteps.name,
};

/** An application with its opportunity, company and current step, plus the caller's columns. */
function viewQuery<Extra extends Record<string, SQL | AnyPgColumn>>(db: Database, extra: Extra) {
  return db
    .select({ ...viewColumns, ...extra })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .leftJoin(pipelineSteps, eq(pipelineSteps.id, applications.currentStepId));
}

/**
 * The candidate's own applications, newest first, with the list's total: one named statement per
 * filter (all, or one status). The dashboard asks for a page and the count of each status on load.
 */
function ownApplicationsPage(db: Database, byStatus: boolean) {
  const counted = alias(applications, 'counted');
  const ofCandidate = (table: typeof applications | typeof counted) =>
    and(
      eq(table.candidateUserId, sql.placeholder('candidateUserId')),
      byStatus ? eq(table.status, sql.placeholder('status')) : undefined,
    );
  const total = db.select({ total: sql<number>`count(*)::int` }).from(counted).where(ofCandidate(counted));
  return viewQuery(db, { total: sql<number>`(${total})` })
    .where(ofCandidate(applications))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

const ownApplications = preparedPerDatabase('hireloop_own_applications', (db) =>
  ownApplicationsPage(db, false),
);
const ownApplicationsByStatus = preparedPerDatabase('hireloop_own_applications_by_status', (db) =>
  ownApplicationsPage(db, true),
);

export async function listOwnApplications(
  db: Database,
  candidateUserId: number,
  query: ApplicationListQuery,
) {
  const statement = query.status ? ownApplicationsByStatus(db) : ownApplications(db);
  const { rows, total } = await pageWithTotal(
    (window) => statement.execute({ candidateUserId, status: query.status ?? null, ...window }),
    { limit: query.per_page, offset: pageOffset(query) },
  );
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

export type ApplicationView = Awaited<ReturnType<typeof listOwnApplications>>['rows'][number];

/** The candidate's own application with its questions; another person's answers 404. */
export async function findOwnApplication(db: Database, candidateUserId: number, key: string) {
  const [row] = await viewQuery(db, { screeningQuestions: opportunities.screeningQuestions })
    .where(and(applicationKeyCondition(key), eq(applications.candidateUserId, candidateUserId)))
    .limit(1);
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return row;
}

export type ApplicationDetailView = Awaited<ReturnType<typeof findOwnApplication>>;
