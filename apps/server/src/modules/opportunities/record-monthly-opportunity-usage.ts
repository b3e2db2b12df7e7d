// Charges "Opportunity Posted (Per Month)" for every opportunity still published when a new
// calendar month (UTC) begins. Publishing records the month it happens in; this covers the months
// after. It runs at start and hourly on every instance: the partial unique index on
// (opportunity_id, period_month) turns every repeat into a no-op, so runs never double-charge.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { executeRows } from '#server/db/execute.ts';
import { POSTED_PER_MONTH, periodMonthOf } from './usage.service.ts';

/** Returns how many opportunities were charged for the month (0 when all already were). */
export async function recordMonthlyOpportunityUsage(db: Database, now = new Date()): Promise<number> {
  const rows = await executeRows<{ id: number }>(
    db,
    sql`
      insert into usage_events (company_id, item_name, opportunity_id, period_month, detail)
      select company_id, ${POSTED_PER_MONTH}, id, ${periodMonthOf(now)}::date, '{"source":"monthly"}'::jsonb
      from opportunities
      where status = 'published'
      on conflict (opportunity_id, period_month) where item_name = 'Opportunity Posted (Per Month)'
      do nothing
      returning id`,
  );
  return rows.length;
}
