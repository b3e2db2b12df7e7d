// The hiring figures of /company-dashboard (the `hiring` part of GET /api/company-dashboard): open
// opportunities, applicants in the last 7 days, candidates per step name across open
// opportunities, and the newest activity. Each figure is a subquery that starts from the company's
// indexes, read in the company dashboard's one statement (companies/company-profile.service.ts).
import type { HiringFigures } from '@hireloop/shared/pipeline';
import { and, eq, gte, inArray, max, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { correlated } from '#server/db/correlated.ts';
import { applications, companies, opportunities, pipelineSteps } from '#server/db/schema.ts';

/** "This week" is the rolling last seven days, so the figure never drops to zero on a Monday. */
const WEEK = sql`now() - interval '7 days'`;

/**
 * The figures as columns of a select from `companies` (the company dashboard reads them in the same
 * statement as its own figures).
 */
export function hiringFigureColumns(db: Database) {
  const published = and(eq(opportunities.companyId, companies.id), eq(opportunities.status, 'published'));
  // Steps with the same name on several opportunities are one row, placed by their furthest
  // position, so a shared last step ("Hired") stays last after longer pipelines' steps.
  const steps = db
    .select({
      name: pipelineSteps.name,
      n: sql<number>`count(${applications.id})::int`.as('n'),
      position: max(pipelineSteps.position).as('position'),
    })
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
    .as('steps');
  const submitted = and(eq(applications.companyId, companies.id), ne(applications.status, 'draft'));
  return {
    open: correlated(sql<number>`(select count(*)::int from ${opportunities} where ${published})`),
    recent: correlated(
      sql<number>`(select count(*)::int from ${applications} where ${and(submitted, gte(applications.submittedAt, WEEK))})`,
    ),
    perStep: correlated(
      sql<{ name: string; count: number }[]>`coalesce((
          select json_agg(json_build_object('name', ${steps.name}, 'count', ${steps.n})
            order by ${steps.position}, ${steps.name})
          from ${steps}
        ), '[]'::json)`,
    ),
    lastActivityAt: correlated(
      sql<
        Date | string | null
      >`(select max(${applications.lastActivityAt}) from ${applications} where ${submitted})`,
    ),
  };
}

export type HiringFiguresRow = {
  open: number;
  recent: number;
  perStep: { name: string; count: number }[];
  lastActivityAt: Date | string | null;
};

export function hiringFiguresFromRow(row: HiringFiguresRow | undefined): HiringFigures {
  const lastActivity = row?.lastActivityAt ?? null;
  return {
    open_opportunities: row?.open ?? 0,
    new_applicants_this_week: row?.recent ?? 0,
    candidates_per_step: row?.perStep ?? [],
    last_activity_at: lastActivity ? new Date(lastActivity).toISOString() : null,
  };
}
