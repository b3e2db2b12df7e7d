// Opportunities for tests, inserted directly (no HTTP): published with the default pipeline steps
// unless overridden.
import { DEFAULT_PIPELINE_STEPS } from '@hireloop/shared/opportunities';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { applications, opportunities, pipelineSteps } from '../src/db/schema.ts';
import { sanitizeDescription } from '../src/modules/opportunities/description.ts';

export type OpportunityRow = typeof opportunities.$inferSelect;
export type PipelineStepRow = typeof pipelineSteps.$inferSelect;

export type OpportunityOverrides = Partial<Omit<typeof opportunities.$inferInsert, 'companyId'>> & {
  /** Step names in order; defaults to DEFAULT_PIPELINE_STEPS. */
  steps?: readonly string[];
};

let sequence = 0;

export async function createTestOpportunity(
  db: Database,
  companyId: number,
  overrides: OpportunityOverrides = {},
): Promise<{ opportunity: OpportunityRow; steps: PipelineStepRow[] }> {
  sequence += 1;
  const { steps: stepNames = DEFAULT_PIPELINE_STEPS, ...columns } = overrides;
  const status = columns.status ?? 'published';
  const description = sanitizeDescription(
    columns.description ?? '<p>Bake bread and pastries every morning.</p>',
  );
  return db.transaction(async (tx) => {
    const [opportunity] = await tx
      .insert(opportunities)
      .values({
        title: `Baker ${sequence}`,
        location: 'Portland, OR',
        employmentType: 'full_time',
        publishedAt: status === 'published' || status === 'paused' ? new Date() : null,
        closedAt: status === 'closed' ? new Date() : null,
        ...columns,
        companyId,
        status,
        description: description.html,
        descriptionText: columns.descriptionText ?? description.text,
      })
      .returning();
    await tx
      .insert(pipelineSteps)
      .values(stepNames.map((name, position) => ({ opportunityId: opportunity!.id, name, position })));
    const steps = await tx
      .select()
      .from(pipelineSteps)
      .where(eq(pipelineSteps.opportunityId, opportunity!.id))
      .orderBy(asc(pipelineSteps.position));
    return { opportunity: opportunity!, steps };
  });
}

export type ApplicationStatus = 'draft' | 'active' | 'disqualified' | 'withdrawn' | 'hired';

/** An application row at a step, inserted directly (counts, delete and step-removal rules). */
export async function createTestApplicationAt(
  db: Database,
  opportunity: OpportunityRow,
  candidateUserId: number,
  step: PipelineStepRow | null,
  status: ApplicationStatus = 'active',
) {
  const [row] = await db
    .insert(applications)
    .values({
      opportunityId: opportunity.id,
      companyId: opportunity.companyId,
      candidateUserId,
      status,
      currentStepId: step?.id ?? null,
      submittedAt: status === 'draft' ? null : new Date(),
    })
    .returning();
  return row!;
}
