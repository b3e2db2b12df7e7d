// The set-based close's bulk statements (decision 113): a batch's rows travel as PostgreSQL array
// literals unnested in one statement each, so a batch of a thousand entities is a handful of round
// trips on either driver, whatever its parameter limits.
import { type BillingItem, PER_MONTH_ITEMS } from '@hireloop/shared/billing';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { executeRows } from '#server/db/execute.ts';
import type { PricedUsageLine, UsageQuantity } from './pricing.ts';

/** An invoice the close inserted and now fills: the companies and span it bills. */
export interface InvoiceToFill {
  invoiceId: number;
  billableEntityId: number;
  companyIds: number[];
  periodStart: Date;
  periodEnd: Date;
  trialEndsAt: Date | null;
}

export interface PricedInvoice {
  invoiceId: number;
  lines: PricedUsageLine[];
  subtotalMillionths: number;
  /** Before the deal's discount, which is taken off the invoice's total. */
  totalCents: number;
  discountCents: number;
}

/** A PostgreSQL array literal of numbers, timestamps or texts (null → NULL). */
export function arrayLiteral(values: readonly (number | string | Date | null)[]): string {
  const items = values.map((value) => {
    if (value === null) return 'NULL';
    if (typeof value === 'number') {
      if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
      return String(value);
    }
    const text = value instanceof Date ? value.toISOString() : value;
    return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

/**
 * Marks every unbilled, billable usage event of each invoice's companies recorded before its
 * period's end with the invoice (trial rule of decision 070), and returns what it marked summed per
 * invoice, company and item. One statement for the whole batch.
 */
export async function claimUsage(
  tx: Database,
  toFill: readonly InvoiceToFill[],
): Promise<Map<number, UsageQuantity[]>> {
  const pairs = toFill.flatMap((invoice) => invoice.companyIds.map((companyId) => ({ invoice, companyId })));
  const perMonth = sql.join(
    PER_MONTH_ITEMS.map((item) => sql`${item}`),
    sql`, `,
  );
  const rows = await executeRows<{
    invoice_id: string | number;
    company_id: string | number;
    item_name: BillingItem;
    quantity: string | number;
  }>(
    tx,
    sql`with batch as (
        select * from unnest(
          ${arrayLiteral(pairs.map((p) => p.invoice.invoiceId))}::bigint[],
          ${arrayLiteral(pairs.map((p) => p.companyId))}::bigint[],
          ${arrayLiteral(pairs.map((p) => p.invoice.periodEnd))}::timestamptz[],
          ${arrayLiteral(pairs.map((p) => p.invoice.trialEndsAt))}::timestamptz[]
        ) as b(invoice_id, company_id, period_end, trial_ends_at)
      ), claimed as (
        update usage_events e set invoice_id = b.invoice_id
        from batch b
        where e.company_id = b.company_id
          and e.invoice_id is null
          and e.created_at < b.period_end
          and (b.trial_ends_at is null or case when e.item_name in (${perMonth})
            then ((e.period_month + interval '1 month') at time zone 'UTC') > b.trial_ends_at
            else e.created_at >= b.trial_ends_at end)
        returning e.invoice_id, e.company_id, e.item_name, e.quantity
      )
      select invoice_id, company_id, item_name, sum(quantity) as quantity
      from claimed group by invoice_id, company_id, item_name`,
  );
  const usage = new Map<number, UsageQuantity[]>();
  for (const row of rows) {
    const invoiceId = Number(row.invoice_id);
    const list = usage.get(invoiceId) ?? [];
    list.push({ companyId: Number(row.company_id), itemName: row.item_name, quantity: Number(row.quantity) });
    usage.set(invoiceId, list);
  }
  return usage;
}

/** Inserts every line of the batch in one statement, then sets every invoice's totals in one. */
export async function saveInvoiceLines(tx: Database, priced: readonly PricedInvoice[]): Promise<void> {
  const lines = priced.flatMap((invoice) =>
    invoice.lines.map((line) => ({ invoiceId: invoice.invoiceId, ...line })),
  );
  if (lines.length > 0) {
    await tx.execute(sql`insert into invoice_lines
        (invoice_id, company_id, item_name, quantity, unit_price_millionths, amount_millionths, amount_cents)
      select * from unnest(
        ${arrayLiteral(lines.map((l) => l.invoiceId))}::bigint[],
        ${arrayLiteral(lines.map((l) => l.companyId))}::bigint[],
        ${arrayLiteral(lines.map((l) => l.itemName))}::text[],
        ${arrayLiteral(lines.map((l) => l.quantity))}::integer[],
        ${arrayLiteral(lines.map((l) => l.unitPriceMillionths))}::bigint[],
        ${arrayLiteral(lines.map((l) => l.amountMillionths))}::bigint[],
        ${arrayLiteral(lines.map((l) => l.amountCents))}::bigint[]
      )`);
  }
  await tx.execute(sql`update invoices i
    set subtotal_millionths = t.subtotal, total_cents = t.total - t.discount, discount_cents = t.discount
    from unnest(
      ${arrayLiteral(priced.map((p) => p.invoiceId))}::bigint[],
      ${arrayLiteral(priced.map((p) => p.subtotalMillionths))}::bigint[],
      ${arrayLiteral(priced.map((p) => p.totalCents))}::bigint[],
      ${arrayLiteral(priced.map((p) => p.discountCents))}::bigint[]
    ) as t(id, subtotal, total, discount)
    where i.id = t.id`);
}

/** Moves each account to its next period (the spend-cap alerts start over). */
export async function startNextPeriods(
  tx: Database,
  periods: readonly { billableEntityId: number; periodStart: Date; nextCloseAt: Date }[],
  now: Date,
): Promise<void> {
  await tx.execute(sql`update billing_accounts a
    set period_starts_at = p.period_start, next_close_at = p.next_close_at,
      spend_cap_alerted_percent = 0, updated_at = ${now.toISOString()}::timestamptz
    from unnest(
      ${arrayLiteral(periods.map((p) => p.billableEntityId))}::bigint[],
      ${arrayLiteral(periods.map((p) => p.periodStart))}::timestamptz[],
      ${arrayLiteral(periods.map((p) => p.nextCloseAt))}::timestamptz[]
    ) as p(id, period_start, next_close_at)
    where a.billable_entity_id = p.id`);
}
