// Opportunity templates of the active company: a name, the posting fields and the step names a
// new opportunity starts with.

import type { PaginationQuery } from '@hireloop/shared/api';
import type { CreateTemplateInput, UpdateTemplateInput } from '@hireloop/shared/opportunities';
import { DEFAULT_PIPELINE_STEPS } from '@hireloop/shared/opportunities';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { opportunityTemplates } from '#server/db/schema.ts';
import { notFound, validation } from '#server/lib/errors.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import * as opportunitiesPolicy from './opportunities.policy.ts';
import { POSTING_DEFAULTS, postingColumns, postingErrors, postingOf } from './posting-fields.ts';

export type TemplateRow = typeof opportunityTemplates.$inferSelect;

/** The company's template, or 404 (also for another company's). */
export async function findTemplate(db: Database, company: CompanyAccess, id: number): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(opportunityTemplates)
    .where(and(eq(opportunityTemplates.id, id), eq(opportunityTemplates.companyId, company.id)));
  if (!row) throw notFound('The template was not found.');
  return row;
}

export async function listTemplates(
  db: Database,
  company: CompanyAccess,
  query: PaginationQuery,
): Promise<{ rows: TemplateRow[]; total: number }> {
  const where = eq(opportunityTemplates.companyId, company.id);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(opportunityTemplates)
      .where(where)
      .orderBy(sql`${opportunityTemplates.updatedAt} desc nulls last`, desc(opportunityTemplates.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(opportunityTemplates).where(where),
  ]);
  return { rows, total };
}

export async function createTemplate(
  db: Database,
  company: CompanyAccess,
  userId: number,
  input: CreateTemplateInput,
): Promise<TemplateRow> {
  opportunitiesPolicy.authorize(company, 'manage');
  const posting = { ...POSTING_DEFAULTS, ...postingColumns(input) };
  const errors = postingErrors(posting);
  if (Object.keys(errors).length > 0) throw validation(errors);
  const [row] = await db
    .insert(opportunityTemplates)
    .values({
      ...posting,
      companyId: company.id,
      name: input.name,
      pipelineSteps: input.pipeline_steps ?? [...DEFAULT_PIPELINE_STEPS],
      createdBy: userId,
    })
    .returning();
  return row!;
}

export async function updateTemplate(
  db: Database,
  company: CompanyAccess,
  id: number,
  input: UpdateTemplateInput,
): Promise<TemplateRow> {
  opportunitiesPolicy.authorize(company, 'manage');
  return db.transaction(async (tx) => {
    const row = await findTemplate(tx, company, id);
    const changes = postingColumns(input);
    const errors = postingErrors({ ...postingOf(row), ...changes });
    if (Object.keys(errors).length > 0) throw validation(errors);
    const [updated] = await tx
      .update(opportunityTemplates)
      .set({
        ...changes,
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.pipeline_steps !== undefined ? { pipelineSteps: input.pipeline_steps } : {}),
        updatedAt: new Date(),
      })
      .where(eq(opportunityTemplates.id, row.id))
      .returning();
    return updated!;
  });
}

/** Opportunities made from it keep their values; their template_id becomes null. */
export async function deleteTemplate(db: Database, company: CompanyAccess, id: number): Promise<void> {
  opportunitiesPolicy.authorize(company, 'manage');
  const row = await findTemplate(db, company, id);
  await db.delete(opportunityTemplates).where(eq(opportunityTemplates.id, row.id));
}
