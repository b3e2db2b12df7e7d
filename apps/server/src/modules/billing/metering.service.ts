// What a billable entity owes so far: its companies' usage events not billed yet, up to an instant.
// Trial rule: per-event items ("Opportunity Invite") are free before the trial ends; per-month items
// are free for months that end within the trial, and charged whole for the month the trial ends in
// (decision 068). Months are calendar months in UTC.
import { type BillingItem, PER_MONTH_ITEMS } from '@hireloop/shared/billing';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { executeRows } from '#server/db/execute.ts';
import type { UsageQuantity } from './pricing.ts';

/** The SQL condition "this usage event is billable" for an entity whose trial ends at `trialEndsAt`. */
export function billableCondition(trialEndsAt: Date | null) {
  if (!trialEndsAt) return sql`true`;
  const perMonth = sql.join(
    PER_MONTH_ITEMS.map((item) => sql`${item}`),
    sql`, `,
  );
  return sql`case when e.item_name in (${perMonth})
    then ((e.period_month + interval '1 month') at time zone 'UTC') > ${trialEndsAt.toISOString()}::timestamptz
    else e.created_at >= ${trialEndsAt.toISOString()}::timestamptz end`;
}

/** Usage events matching `where` (an SQL condition on `e`), summed per company and item. */
async function usagePerCompanyAndItem(db: Database, where: SQL): Promise<UsageQuantity[]> {
  const rows = await executeRows<{
    company_id: string | number;
    item_name: BillingItem;
    quantity: string | number;
  }>(
    db,
    sql`select e.company_id, e.item_name, sum(e.quantity) as quantity
      from usage_events e
      where ${where}
      group by e.company_id, e.item_name`,
  );
  return rows.map((row) => ({
    companyId: Number(row.company_id),
    itemName: row.item_name,
    quantity: Number(row.quantity),
  }));
}

/** Unbilled, billable usage of these companies recorded before `until`, per company and item. */
export async function unbilledUsage(
  db: Database,
  companyIds: readonly number[],
  trialEndsAt: Date | null,
  until: Date,
): Promise<UsageQuantity[]> {
  if (companyIds.length === 0) return [];
  return usagePerCompanyAndItem(
    db,
    sql`e.company_id in (${sql.join(
      companyIds.map((id) => sql`${id}`),
      sql`, `,
    )})
        and e.invoice_id is null
        and e.created_at < ${until.toISOString()}::timestamptz
        and ${billableCondition(trialEndsAt)}`,
  );
}

/** The usage a close claimed for an invoice, per company and item. */
export async function invoicedUsage(db: Database, invoiceId: number): Promise<UsageQuantity[]> {
  return usagePerCompanyAndItem(db, sql`e.invoice_id = ${invoiceId}`);
}
