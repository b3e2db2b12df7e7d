// Opportunity templates owned by the active enterprise (decision 101): the company template's
// fields and rules (posting-fields.ts), pushed to chosen groups or to every location. Its locations
// use them read-only through templates.service.ts; here the enterprise lists and changes them.
import type { PaginationQuery } from '@hireloop/shared/api';
import type {
  CreateEnterpriseTemplateInput,
  UpdateEnterpriseTemplateInput,
} from '@hireloop/shared/enterprise-templates';
import { DEFAULT_PIPELINE_STEPS } from '@hireloop/shared/opportunities';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { EnterpriseAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { enterpriseGroups, opportunityTemplateGroups, opportunityTemplates } from '#server/db/schema.ts';
import { notFound, validation } from '#server/lib/errors.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import * as policy from './enterprise-templates.policy.ts';
import { POSTING_DEFAULTS, postingColumns, postingErrors, postingOf } from './posting-fields.ts';
import type { TemplateRow } from './templates.service.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface EnterpriseTemplate {
  row: TemplateRow;
  groups: { id: number; name: string }[];
}

/** The enterprise's templates the actor sees: all for an Owner; else pushed to all or to their groups. */
function visibleTo(access: EnterpriseAccess): SQL {
  const own = eq(opportunityTemplates.enterpriseId, access.id);
  if (access.groupIds === 'all') return own;
  const theirGroups = access.groupIds.length
    ? sql`exists (select 1 from ${opportunityTemplateGroups} where ${opportunityTemplateGroups.templateId} = ${opportunityTemplates.id} and ${inArray(opportunityTemplateGroups.groupId, access.groupIds)})`
    : sql`false`;
  return and(own, or(eq(opportunityTemplates.pushAll, true), theirGroups))!;
}

/** The groups each template is pushed to, in one query. */
async function groupsOf(db: Database | Transaction, templateIds: number[]) {
  const byTemplate = new Map<number, { id: number; name: string }[]>();
  if (templateIds.length === 0) return byTemplate;
  const rows = await db
    .select({
      templateId: opportunityTemplateGroups.templateId,
      id: enterpriseGroups.id,
      name: enterpriseGroups.name,
    })
    .from(opportunityTemplateGroups)
    .innerJoin(enterpriseGroups, eq(enterpriseGroups.id, opportunityTemplateGroups.groupId))
    .where(inArray(opportunityTemplateGroups.templateId, templateIds))
    .orderBy(asc(enterpriseGroups.name), asc(enterpriseGroups.id));
  for (const { templateId, ...group } of rows)
    byTemplate.set(templateId, [...(byTemplate.get(templateId) ?? []), group]);
  return byTemplate;
}

export const targetsOf = (template: EnterpriseTemplate) => ({
  pushAll: template.row.pushAll,
  groupIds: template.groups.map((group) => group.id),
});

export async function listEnterpriseTemplates(
  db: Database,
  access: EnterpriseAccess,
  query: PaginationQuery,
) {
  const where = visibleTo(access);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(opportunityTemplates)
      .where(where)
      .orderBy(desc(opportunityTemplates.updatedAt), desc(opportunityTemplates.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(opportunityTemplates).where(where),
  ]);
  const groups = await groupsOf(
    db,
    rows.map((row) => row.id),
  );
  return { templates: rows.map((row) => ({ row, groups: groups.get(row.id) ?? [] })), total };
}

/** One template the actor sees, or 404 (another enterprise's, or pushed only to groups they don't see). */
export async function findEnterpriseTemplate(
  db: Database | Transaction,
  access: EnterpriseAccess,
  id: number,
): Promise<EnterpriseTemplate> {
  const [row] = await db
    .select()
    .from(opportunityTemplates)
    .where(and(eq(opportunityTemplates.id, id), visibleTo(access)));
  if (!row) throw notFound('The template was not found.');
  return { row, groups: (await groupsOf(db, [row.id])).get(row.id) ?? [] };
}

/** Checks the chosen groups are the enterprise's and visible to the actor (else 422), then who may push. */
async function checkTargets(
  db: Database | Transaction,
  access: EnterpriseAccess,
  targets: { pushAll: boolean; groupIds: number[] },
) {
  if (targets.pushAll) {
    policy.authorize(access, 'pushAll');
    return;
  }
  const unique = [...new Set(targets.groupIds)];
  const found = unique.length
    ? await db
        .select({ id: enterpriseGroups.id })
        .from(enterpriseGroups)
        .where(and(eq(enterpriseGroups.enterpriseId, access.id), inArray(enterpriseGroups.id, unique)))
    : [];
  const known = new Set(
    found.map((group) => group.id).filter((id) => access.groupIds === 'all' || access.groupIds.includes(id)),
  );
  if (unique.some((id) => !known.has(id)))
    throw validation({ group_ids: ['One of the chosen groups does not exist.'] });
  policy.authorize(access, 'manage', { pushAll: false, groupIds: unique });
}

async function writeGroups(
  tx: Transaction,
  templateId: number,
  targets: { pushAll: boolean; groupIds: number[] },
) {
  await tx.delete(opportunityTemplateGroups).where(eq(opportunityTemplateGroups.templateId, templateId));
  const groupIds = targets.pushAll ? [] : [...new Set(targets.groupIds)];
  if (groupIds.length)
    await tx.insert(opportunityTemplateGroups).values(groupIds.map((groupId) => ({ templateId, groupId })));
}

export async function createEnterpriseTemplate(
  db: Database,
  access: EnterpriseAccess,
  userId: number,
  input: CreateEnterpriseTemplateInput,
): Promise<EnterpriseTemplate> {
  policy.authorize(access, 'create');
  const targets = { pushAll: input.push_all, groupIds: input.group_ids };
  const posting = { ...POSTING_DEFAULTS, ...postingColumns(input) };
  const errors = postingErrors(posting);
  if (Object.keys(errors).length > 0) throw validation(errors);
  const id = await db.transaction(async (tx) => {
    await checkTargets(tx, access, targets);
    const [row] = await tx
      .insert(opportunityTemplates)
      .values({
        ...posting,
        enterpriseId: access.id,
        pushAll: input.push_all,
        name: input.name,
        pipelineSteps: input.pipeline_steps ?? [...DEFAULT_PIPELINE_STEPS],
        createdBy: userId,
      })
      .returning({ id: opportunityTemplates.id });
    await writeGroups(tx, row!.id, targets);
    return row!.id;
  });
  return findEnterpriseTemplate(db, access, id);
}

export async function updateEnterpriseTemplate(
  db: Database,
  access: EnterpriseAccess,
  id: number,
  input: UpdateEnterpriseTemplateInput,
): Promise<EnterpriseTemplate> {
  await db.transaction(async (tx) => {
    const current = await findEnterpriseTemplate(tx, access, id);
    policy.authorize(access, 'manage', targetsOf(current));
    const retarget = input.push_all !== undefined || input.group_ids !== undefined;
    const pushAll = input.push_all ?? (input.group_ids !== undefined ? false : current.row.pushAll);
    const targets = { pushAll, groupIds: input.group_ids ?? targetsOf(current).groupIds };
    if (!targets.pushAll && targets.groupIds.length === 0)
      throw validation({
        group_ids: ['Choose the groups to push this template to, or push it to all locations.'],
      });
    if (retarget) await checkTargets(tx, access, targets);
    const changes = postingColumns(input);
    const errors = postingErrors({ ...postingOf(current.row), ...changes });
    if (Object.keys(errors).length > 0) throw validation(errors);
    await tx
      .update(opportunityTemplates)
      .set({
        ...changes,
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.pipeline_steps !== undefined ? { pipelineSteps: input.pipeline_steps } : {}),
        pushAll: targets.pushAll,
        updatedAt: new Date(),
      })
      .where(eq(opportunityTemplates.id, id));
    if (retarget) await writeGroups(tx, id, targets);
  });
  return findEnterpriseTemplate(db, access, id);
}

/** Opportunities its locations made from it keep their values; their template_id becomes null. */
export async function deleteEnterpriseTemplate(db: Database, access: EnterpriseAccess, id: number) {
  const current = await findEnterpriseTemplate(db, access, id);
  policy.authorize(access, 'manage', targetsOf(current));
  await db.delete(opportunityTemplates).where(eq(opportunityTemplates.id, id));
}
