// Pipeline steps of opportunities: creating them, applying an edited list (add, rename, reorder,
// remove) and counting the candidates in each, for a whole page of opportunities at once.
import type { FieldErrors } from '@hireloop/shared/api';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { applications, pipelineSteps } from '#server/db/schema.ts';
import { validation } from '#server/lib/errors.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface StepWithCounts {
  id: number;
  name: string;
  position: number;
  candidateCount: number;
  applicationCount: number;
}

export interface OpportunityCounts {
  steps: StepWithCounts[];
  /** Submitted applications in any status. */
  applicantCount: number;
  /** Every application row, unfinished ones included (deleting would take them along). */
  applicationCount: number;
}

export async function insertSteps(tx: Executor, opportunityId: number, names: readonly string[]) {
  await tx.insert(pipelineSteps).values(names.map((name, position) => ({ opportunityId, name, position })));
}

/**
 * Makes the opportunity's steps exactly `wanted`, in that order: an id keeps the step (renamed if
 * the name changed), no id adds one, a step left out is removed. A step some application is still
 * at cannot be removed (its history points at it): the candidates must move or the opportunity be
 * closed instead.
 */
export async function replaceSteps(
  tx: Transaction,
  opportunityId: number,
  wanted: ReadonlyArray<{ id?: number | undefined; name: string }>,
): Promise<void> {
  const current = await tx
    .select({ id: pipelineSteps.id, name: pipelineSteps.name })
    .from(pipelineSteps)
    .where(eq(pipelineSteps.opportunityId, opportunityId));
  const currentIds = new Set(current.map((step) => step.id));
  const errors: FieldErrors = {};
  wanted.forEach((step, index) => {
    if (step.id !== undefined && !currentIds.has(step.id)) {
      errors[`pipeline_steps.${index}.id`] = ['The selected step is invalid.'];
    }
  });
  if (Object.keys(errors).length > 0) throw validation(errors);

  const keptIds = new Set(wanted.flatMap((step) => (step.id ? [step.id] : [])));
  const removed = current.filter((step) => !keptIds.has(step.id));
  if (removed.length > 0) {
    const occupied = await tx
      .selectDistinct({ stepId: applications.currentStepId })
      .from(applications)
      .where(
        and(
          eq(applications.opportunityId, opportunityId),
          inArray(
            applications.currentStepId,
            removed.map((step) => step.id),
          ),
        ),
      );
    const occupiedIds = new Set(occupied.map((row) => row.stepId));
    const blocked = removed.filter((step) => occupiedIds.has(step.id));
    if (blocked.length > 0) {
      throw validation({
        pipeline_steps: blocked.map((step) => `The step "${step.name}" still has candidates.`),
      });
    }
    await tx.delete(pipelineSteps).where(
      inArray(
        pipelineSteps.id,
        removed.map((step) => step.id),
      ),
    );
  }

  const kept = wanted.flatMap((step, position) =>
    step.id ? [{ id: step.id, name: step.name, position }] : [],
  );
  if (kept.length > 0) {
    const rows = sql.join(
      kept.map((step) => sql`(${step.id}::bigint, ${step.name}::text, ${step.position}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${pipelineSteps} set name = wanted.name, position = wanted.position
      from (values ${rows}) as wanted(id, name, position)
      where ${pipelineSteps.id} = wanted.id and ${pipelineSteps.opportunityId} = ${opportunityId}`);
  }
  const added = wanted.flatMap((step, position) =>
    step.id ? [] : [{ opportunityId, name: step.name, position }],
  );
  if (added.length > 0) await tx.insert(pipelineSteps).values(added);
}

/** Steps with their counts for many opportunities: two queries whatever the number. */
export async function countsForOpportunities(
  db: Executor,
  opportunityIds: readonly number[],
): Promise<Map<number, OpportunityCounts>> {
  const result = new Map<number, OpportunityCounts>();
  if (opportunityIds.length === 0) return result;
  for (const id of opportunityIds) result.set(id, { steps: [], applicantCount: 0, applicationCount: 0 });
  const [steps, groups] = await Promise.all([
    db
      .select({
        id: pipelineSteps.id,
        opportunityId: pipelineSteps.opportunityId,
        name: pipelineSteps.name,
        position: pipelineSteps.position,
      })
      .from(pipelineSteps)
      .where(inArray(pipelineSteps.opportunityId, [...opportunityIds]))
      .orderBy(asc(pipelineSteps.opportunityId), asc(pipelineSteps.position)),
    db
      .select({
        opportunityId: applications.opportunityId,
        stepId: applications.currentStepId,
        candidates:
          sql<number>`count(*) filter (where ${applications.status} in ('active', 'hired'))`.mapWith(Number),
        submitted: sql<number>`count(*) filter (where ${applications.status} <> 'draft')`.mapWith(Number),
        total: sql<number>`count(*)`.mapWith(Number),
      })
      .from(applications)
      .where(inArray(applications.opportunityId, [...opportunityIds]))
      .groupBy(applications.opportunityId, applications.currentStepId),
  ]);
  const byStep = new Map(groups.map((group) => [group.stepId, group]));
  for (const step of steps) {
    const group = byStep.get(step.id);
    result.get(step.opportunityId)?.steps.push({
      id: step.id,
      name: step.name,
      position: step.position,
      candidateCount: group?.candidates ?? 0,
      applicationCount: group?.total ?? 0,
    });
  }
  for (const group of groups) {
    const counts = result.get(group.opportunityId);
    if (!counts) continue;
    counts.applicantCount += group.submitted;
    counts.applicationCount += group.total;
  }
  return result;
}
