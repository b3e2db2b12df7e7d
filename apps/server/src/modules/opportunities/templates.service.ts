// Opportunity templates of the active company: a name, the posting fields and the step names a
// new opportunity starts with. The company also reads and uses (never changes) the templates its
// enterprise pushed to it: to all locations or to a group it is in (decision 101).

import type { PaginationQuery } from '@hireloop/shared/api';
import type { CreateTemplateInput, UpdateTemplateInput } from '@hireloop/shared/opportunities';
import { DEFAULT_PIPELINE_STEPS } from '@hireloop/shared/opportunities';
import { and, count, desc, eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import {
  companies,
  enterpriseGroupCompanies,
  enterprises,
  opportunityTemplateGroups,
  opportunityTemplates,
} from '#server/db/schema.ts';
import { forbidden, notFound, validation } from '#server/lib/errors.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import * as opportunitiesPolicy from './opportunities.policy.ts';
import { POSTING_DEFAULTS, postingColumns, postingErrors, postingOf } from './posting-fields.ts';

export type TemplateRow = typeof opportunityTemplates.$inferSelect;
/** A template the company may use; `enterpriseName` is set for one its enterprise pushed. */
export type UsableTemplateRow = TemplateRow & { enterpriseName: string | null };

/** The company's own templates and those its enterprise pushed to all locations or to its groups. */
function usableBy(companyId: number): SQL {
  const pushedToItsGroup = sql`exists (select 1 from ${opportunityTemplateGroups} inner join ${enterpriseGroupCompanies} on ${enterpriseGroupCompanies.groupId} = ${opportunityTemplateGroups.groupId} where ${opportunityTemplateGroups.templateId} = ${opportunityTemplates.id} and ${enterpriseGroupCompanies.companyId} = ${companyId})`;
  return or(
    eq(opportunityTemplates.companyId, companyId),
    and(
      eq(
        opportunityTemplates.enterpriseId,
        sql`(select ${companies.enterpriseId} from ${companies} where ${companies.id} = ${companyId})`,
      ),
      or(eq(opportunityTemplates.pushAll, true), pushedToItsGroup),
    ),
  )!;
}

const usableColumns = { ...getTableColumns(opportunityTemplates), enterpriseName: enterprises.name };

/** A template the company may use (its own or pushed to it), or 404 (also for another company's). */
export async function findTemplate(
  db: Database,
  company: CompanyAccess,
  id: number,
): Promise<UsableTemplateRow> {
  const [row] = await db
    .select(usableColumns)
    .from(opportunityTemplates)
    .leftJoin(enterprises, eq(enterprises.id, opportunityTemplates.enterpriseId))
    .where(and(eq(opportunityTemplates.id, id), usableBy(company.id)));
  if (!row) throw notFound('The template was not found.');
  return row;
}

/** A template the company owns (to change it); one its enterprise pushed is read-only: 403. */
async function findOwnTemplate(db: Database, company: CompanyAccess, id: number): Promise<TemplateRow> {
  const row = await findTemplate(db, company, id);
  if (row.companyId !== company.id)
    throw forbidden(
      'This template belongs to your enterprise: you can use it, but only the enterprise can change it.',
    );
  return row;
}

export async function listTemplates(
  db: Database,
  company: CompanyAccess,
  query: PaginationQuery,
): Promise<{ rows: UsableTemplateRow[]; total: number }> {
  const where = usableBy(company.id);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(usableColumns)
      .from(opportunityTemplates)
      .leftJoin(enterprises, eq(enterprises.id, opportunityTemplates.enterpriseId))
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
    const row = await findOwnTemplate(tx, company, id);
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
  const row = await findOwnTemplate(db, company, id);
  await db.delete(opportunityTemplates).where(eq(opportunityTemplates.id, row.id));
}
