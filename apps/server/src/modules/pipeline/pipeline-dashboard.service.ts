// The hiring figures of /company-dashboard (the `hiring` part of GET /api/company-dashboard): open
// opportunities, applicants in the last 7 days, candidates per step name across open
// opportunities, and the newest activity. Four small queries run together, each starting from the
// company's indexes.
import type { HiringFigures } from '@hireloop/shared/pipeline';
import { and, asc, count, eq, gte, inArray, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { applications, opportunities, pipelineSteps } from '../../db/schema.ts';

/** "This week" is the rolling last seven days, so the figure never drops to zero on a Monday. */
const WEEK = sql`now() - interval '7 days'`;

export async function companyHiringFigures(db: Database, companyId: number): Promise<HiringFigures> {
  const published = and(eq(opportunities.companyId, companyId), eq(opportunities.status, 'published'));
  const [open, recent, perStep, latest] = await Promise.all([
    db.select({ n: count() }).from(opportunities).where(published),
    db
      .select({ n: count() })
      .from(applications)
      .where(
        and(
          eq(applications.companyId, companyId),
          ne(applications.status, 'draft'),
          gte(applications.submittedAt, WEEK),
        ),
      ),
    // Steps with the same name on several opportunities are one row, placed by their furthest
    // position, so a shared last step ("Hired") stays last after longer pipelines' steps.
    db
      .select({ name: pipelineSteps.name, n: count(applications.id) })
      .from(pipelineSteps)
      .innerJoin(opportunities, eq(opportunities.id, pipelineSteps.opportunityId))
      .leftJoin(
        applications,
        and(
          // The opportunity column lets applications_opportunity_step_idx serve the join.
          eq(applications.opportunityId, pipelineSteps.opportunityId),
          eq(applications.currentStepId, pipelineSteps.id),
          inArray(applications.status, ['active', 'hired']),
        ),
      )
      .where(published)
      .groupBy(pipelineSteps.name)
      .orderBy(asc(max(pipelineSteps.position)), asc(pipelineSteps.name)),
    db
      .select({ at: max(applications.lastActivityAt) })
      .from(applications)
      .where(and(eq(applications.companyId, companyId), ne(applications.status, 'draft'))),
  ]);
  const lastActivity = latest[0]?.at ?? null;
  return {
    open_opportunities: open[0]?.n ?? 0,
    new_applicants_this_week: recent[0]?.n ?? 0,
    candidates_per_step: perStep.map((row) => ({ name: row.name, count: Number(row.n) })),
    last_activity_at: lastActivity ? new Date(lastActivity).toISOString() : null,
  };
}
