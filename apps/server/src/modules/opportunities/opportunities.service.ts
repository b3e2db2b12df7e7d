// The active company's opportunities: create (blank or from a template), list with step counts,
// read, partial update (fields, status, pipeline steps) and delete. Every write is one transaction.
import type { FieldErrors } from '@hireloop/shared/api';
import {
  type CreateOpportunityInput,
  canChangeStatus,
  DEFAULT_PIPELINE_STEPS,
  MIN_PIPELINE_STEPS,
  type OpportunityListQuery,
  type OpportunityStatus,
  type UpdateOpportunityInput,
} from '@hireloop/shared/opportunities';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { opportunities } from '#server/db/schema.ts';
import { notFound, validation } from '#server/lib/errors.ts';
import { likePattern } from '#server/lib/like-pattern.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import { markDemoCompleted } from '../companies/company-demo.service.ts';
import * as opportunitiesPolicy from './opportunities.policy.ts';
import {
  countsForOpportunities,
  type Executor,
  insertSteps,
  type OpportunityCounts,
  replaceSteps,
} from './pipeline-steps.service.ts';
import {
  POSTING_DEFAULTS,
  type PostingRow,
  postingColumns,
  postingErrors,
  postingOf,
  publishErrors,
} from './posting-fields.ts';
import { findTemplate } from './templates.service.ts';
import { POSTED_PER_MONTH, recordUsage } from './usage.service.ts';

export type OpportunityRow = typeof opportunities.$inferSelect;
export type OpportunityWithCounts = OpportunityRow & OpportunityCounts;

const STATUS_LABELS: Record<OpportunityStatus, string> = {
  draft: 'a draft',
  published: 'published',
  paused: 'paused',
  closed: 'closed',
};

/** Title, pay and (when it is to be live) publishing rules over the final values. */
function assertValidPosting(posting: PostingRow, status: OpportunityStatus): void {
  const errors: FieldErrors = {
    ...postingErrors(posting),
    ...(status === 'published' ? publishErrors(posting) : {}),
  };
  if (Object.keys(errors).length > 0) throw validation(errors);
}

/** published_at marks when it went live (kept through a pause); closed_at when it closed. */
function statusTimestamps(from: OpportunityStatus | null, to: OpportunityStatus, now: Date) {
  if (to === 'published' && from !== 'published' && from !== 'paused')
    return { publishedAt: now, closedAt: null };
  if (to === 'closed' && from !== 'closed') return { closedAt: now };
  return {};
}

/** Going live: the billable posting, and the company's first one completes its demo (docs/decisions/015). */
async function recordPosting(db: Database, row: OpportunityRow): Promise<void> {
  await recordUsage(db, { companyId: row.companyId, itemName: POSTED_PER_MONTH, opportunityId: row.id });
  await markDemoCompleted(db, row.companyId);
}

export async function createOpportunity(
  db: Database,
  company: CompanyAccess,
  userId: number,
  input: CreateOpportunityInput,
): Promise<OpportunityWithCounts> {
  opportunitiesPolicy.authorize(company, 'manage');
  const template = input.template_id ? await findTemplate(db, company, input.template_id) : null;
  const posting: PostingRow = {
    ...POSTING_DEFAULTS,
    ...(template ? postingOf(template) : {}),
    ...postingColumns(input),
  };
  const status = input.status ?? 'draft';
  assertValidPosting(posting, status);
  const steps =
    input.pipeline_steps ??
    (template && template.pipelineSteps.length >= MIN_PIPELINE_STEPS
      ? template.pipelineSteps
      : DEFAULT_PIPELINE_STEPS);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(opportunities)
      .values({
        ...posting,
        companyId: company.id,
        status,
        templateId: template?.id ?? null,
        createdBy: userId,
        ...statusTimestamps(null, status, new Date()),
      })
      .returning();
    await insertSteps(tx, row!.id, steps);
    if (status === 'published') await recordPosting(tx, row!);
    return row!.id;
  });
  return getOpportunity(db, company, id);
}

/** The company's opportunity, or 404 (also for another company's). */
async function findOwned(
  db: Executor,
  company: CompanyAccess,
  id: number,
  lock = false,
): Promise<OpportunityRow> {
  const query = db
    .select()
    .from(opportunities)
    .where(and(eq(opportunities.id, id), eq(opportunities.companyId, company.id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('The opportunity was not found.');
  return row;
}

export async function getOpportunity(
  db: Database,
  company: CompanyAccess,
  id: number,
): Promise<OpportunityWithCounts> {
  const row = await findOwned(db, company, id);
  const counts = await countsForOpportunities(db, [row.id]);
  return { ...row, ...counts.get(row.id)! };
}

export async function listOpportunities(
  db: Database,
  company: CompanyAccess,
  query: OpportunityListQuery,
): Promise<{ rows: OpportunityWithCounts[]; total: number }> {
  const filters: SQL[] = [eq(opportunities.companyId, company.id)];
  if (query.status) filters.push(eq(opportunities.status, query.status));
  if (query.search) {
    // Words anywhere (stemmed: "bakers" finds "Baker") or a piece of the title ("bak").
    filters.push(
      or(
        sql`${opportunities.searchVector} @@ websearch_to_tsquery('english', ${query.search})`,
        ilike(opportunities.title, likePattern(query.search)),
      )!,
    );
  }
  const where = and(...filters);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(opportunities)
      .where(where)
      // nulls last: the order of opportunities_company_status_idx, so a status filter reads it in order.
      .orderBy(sql`${opportunities.createdAt} desc nulls last`, desc(opportunities.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(opportunities).where(where),
  ]);
  const counts = await countsForOpportunities(
    db,
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => ({ ...row, ...counts.get(row.id)! })), total };
}

export async function updateOpportunity(
  db: Database,
  company: CompanyAccess,
  id: number,
  input: UpdateOpportunityInput,
): Promise<OpportunityWithCounts> {
  opportunitiesPolicy.authorize(company, 'manage');
  await db.transaction(async (tx) => {
    // Locked so two editors publishing or reordering at once apply one after the other.
    const row = await findOwned(tx, company, id, true);
    const from = row.status as OpportunityStatus;
    const to = input.status ?? from;
    if (!canChangeStatus(from, to)) {
      throw validation({
        status: [`An opportunity that is ${STATUS_LABELS[from]} cannot become ${STATUS_LABELS[to]}.`],
      });
    }
    const changes = postingColumns(input);
    assertValidPosting({ ...postingOf(row), ...changes }, to);
    const now = new Date();
    const [updated] = await tx
      .update(opportunities)
      .set({ ...changes, status: to, updatedAt: now, ...statusTimestamps(from, to, now) })
      .where(eq(opportunities.id, row.id))
      .returning();
    if (input.pipeline_steps) await replaceSteps(tx, row.id, input.pipeline_steps);
    if (to === 'published' && from !== 'published') await recordPosting(tx, updated!);
  });
  return getOpportunity(db, company, id);
}

export async function deleteOpportunity(db: Database, company: CompanyAccess, id: number): Promise<void> {
  opportunitiesPolicy.authorize(company, 'manage');
  await db.transaction(async (tx) => {
    const row = await findOwned(tx, company, id, true);
    const counts = (await countsForOpportunities(tx, [row.id])).get(row.id)!;
    if (row.status !== 'draft' && counts.applicationCount > 0) {
      throw validation({
        opportunity: [
          'Candidates have applied to this opportunity, so it cannot be deleted. Close it instead.',
        ],
      });
    }
    await tx.delete(opportunities).where(eq(opportunities.id, row.id));
  });
}
