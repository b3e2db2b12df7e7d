// The company's demo: the getting-started tour of its dashboard (docs/decisions/015). It is
// completed once, for good, when the company publishes its first opportunity or when someone who
// may act on it finishes or dismisses the tour. Until then SPEC.md §2 sends a visit that starts on
// a company page to the company dashboard.
import { and, eq, sql } from 'drizzle-orm';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { companies } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import * as companiesPolicy from './companies.policy.ts';

type Executor = Pick<Database, 'update'>;

/** Marks the demo completed; a no-op when it already is (so it can run inside any publishing flow). */
export async function markDemoCompleted(db: Executor, companyId: number): Promise<void> {
  await db
    .update(companies)
    .set({ demoCompleted: true, updatedAt: sql`now()` })
    .where(and(eq(companies.id, companyId), eq(companies.demoCompleted, false)));
}

/**
 * POST /api/companies/{id}/complete-demo: `company` is the user's access to that company (null when
 * they have none: 404). Idempotent.
 */
export async function completeDemo(db: Database, company: CompanyAccess | null): Promise<{ id: number }> {
  if (!company) throw notFound('Company not found.');
  companiesPolicy.authorize(company, 'completeDemo');
  await markDemoCompleted(db, company.id);
  return { id: company.id };
}
