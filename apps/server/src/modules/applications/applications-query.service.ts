// Reading a candidate's own applications: one joined query per page (opportunity, company and
// current step come with each row), never a query per application.
import type { ApplicationListQuery } from '@hireloop/shared/applications';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { applications, companies, opportunities, pipelineSteps } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { pageOffset } from '../../lib/pagination.ts';

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

function viewQuery(db: Database) {
  return db
    .select(viewColumns)
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .leftJoin(pipelineSteps, eq(pipelineSteps.id, applications.currentStepId));
}

export async function listOwnApplications(
  db: Database,
  candidateUserId: number,
  query: ApplicationListQuery,
) {
  const where = and(
    eq(applications.candidateUserId, candidateUserId),
    query.status ? eq(applications.status, query.status) : undefined,
  );
  const [rows, totals] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(applications).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type ApplicationView = Awaited<ReturnType<typeof listOwnApplications>>['rows'][number];

/** The candidate's own application with its questions; another person's answers 404. */
export async function findOwnApplication(db: Database, candidateUserId: number, key: string) {
  const [row] = await db
    .select({ ...viewColumns, screeningQuestions: opportunities.screeningQuestions })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .leftJoin(pipelineSteps, eq(pipelineSteps.id, applications.currentStepId))
    .where(and(applicationKeyCondition(key), eq(applications.candidateUserId, candidateUserId)))
    .limit(1);
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return row;
}

export type ApplicationDetailView = Awaited<ReturnType<typeof findOwnApplication>>;
