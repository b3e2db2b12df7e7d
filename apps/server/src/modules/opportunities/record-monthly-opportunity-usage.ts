// The per-month charges (SPEC.md §3 "Opportunity Posted (Per Month)", "User Seat (Per Month)"):
// every opportunity still published and every company member is charged once per calendar month
// (UTC). Publishing and joining record the month they happen in; this covers the months after. It
// runs at start and hourly on every instance, and the billing close runs it for the companies it
// bills (so the month a period closes in is charged even before the hourly run reaches it): the
// partial unique indexes on (opportunity_id, period_month) and (company_id, user_id, period_month)
// turn every repeat into a no-op, so runs never double-charge.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { executeRows } from '#server/db/execute.ts';
import { POSTED_PER_MONTH, periodMonthOf } from './usage.service.ts';

export interface MonthlyUsageScope {
  /** Only these companies (the billing close); all when absent. */
  companyIds?: readonly number[];
  /** When the events count as recorded (the billing close: before its period ends). Default now(). */
  recordedAt?: Date;
}

function scopeOf(scope: MonthlyUsageScope): { where: SQL; createdAt: SQL } {
  const where = scope.companyIds
    ? sql`company_id in (${sql.join(
        scope.companyIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`true`;
  const createdAt = scope.recordedAt ? sql`${scope.recordedAt.toISOString()}::timestamptz` : sql`now()`;
  return { where, createdAt };
}

/** Returns how many opportunities were charged for the month (0 when all already were). */
export async function recordMonthlyOpportunityUsage(
  db: Database,
  now = new Date(),
  scope: MonthlyUsageScope = {},
): Promise<number> {
  if (scope.companyIds?.length === 0) return 0;
  const { where, createdAt } = scopeOf(scope);
  const rows = await executeRows<{ id: number }>(
    db,
    sql`
      insert into usage_events (company_id, item_name, opportunity_id, period_month, detail, created_at)
      select company_id, ${POSTED_PER_MONTH}, id, ${periodMonthOf(now)}::date, '{"source":"monthly"}'::jsonb, ${createdAt}
      from opportunities
      where status = 'published' and ${where}
      on conflict (opportunity_id, period_month) where item_name = 'Opportunity Posted (Per Month)'
      do nothing
      returning id`,
  );
  return rows.length;
}

/** The same for "User Seat (Per Month)": every member of a company, once per month. */
export async function recordMonthlySeatUsage(
  db: Database,
  now = new Date(),
  scope: MonthlyUsageScope = {},
): Promise<number> {
  if (scope.companyIds?.length === 0) return 0;
  const { where, createdAt } = scopeOf(scope);
  const rows = await executeRows<{ id: number }>(
    db,
    sql`
      insert into usage_events (company_id, item_name, user_id, period_month, detail, created_at)
      select company_id, 'User Seat (Per Month)', user_id, ${periodMonthOf(now)}::date, '{"source":"monthly"}'::jsonb, ${createdAt}
      from company_memberships
      where ${where}
      on conflict (company_id, user_id, period_month) where item_name = 'User Seat (Per Month)'
      do nothing
      returning id`,
  );
  return rows.length;
}
