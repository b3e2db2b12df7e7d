// Opportunities for tests, inserted directly (no HTTP): published with the default pipeline steps
// unless overridden.
import { DEFAULT_PIPELINE_STEPS } from '@hireloop/shared/opportunities';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { applications, opportunities, pipelineSteps, usageEvents } from '../src/db/schema.ts';
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

/** A POST /api/opportunities body that may be published as it is. */
export const publishableOpportunity = {
  title: 'Line Cook',
  description: '<p>Prepare dishes on the line.</p>',
  location: 'Austin, TX',
  employment_type: 'full_time',
  pay_min: 18,
  pay_max: 24,
  pay_period: 'hour',
};

export async function countCompanyOpportunities(db: Database, companyId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(opportunities)
    .where(eq(opportunities.companyId, companyId));
  return row!.total;
}

/** The "Opportunity Posted" usage events recorded for an opportunity (one per live month). */
export async function postingEventsOf(db: Database, opportunityId: number) {
  return db
    .select()
    .from(usageEvents)
    .where(
      and(
        eq(usageEvents.opportunityId, opportunityId),
        eq(usageEvents.itemName, 'Opportunity Posted (Per Month)'),
      ),
    );
}
