// The billing close, set-based (decision 113): due periods are closed a batch of entities at a
// time, each batch one transaction, exactly once whatever crashes or runs twice (decision 069).
// 1. The batch's billing accounts are locked (`FOR UPDATE SKIP LOCKED`: a second instance takes
//    other entities). Its invoices are inserted in one statement (unique per entity and period
//    start: a re-run inserts nothing), the per-month items of the months the periods end in are
//    recorded, and one statement claims the usage events (each marked with its invoice, so it is
//    billed once) and sums them per invoice, company and item. Lines and totals follow in bulk,
//    then every account moves to its next period. All of a batch commits, or none of it.
// 2. Charging (invoice-charge.service.ts) happens after, per invoice, with idempotency keys.
import type { BillingMode, BillingPeriod } from '@hireloop/shared/billing';
import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  billableEntities,
  billingAccounts,
  enterpriseBillingGroupLocations,
  enterpriseBillingGroups,
  invoices,
} from '#server/db/schema.ts';
import {
  recordMonthlyOpportunityUsage,
  recordMonthlySeatUsage,
} from '#server/modules/opportunities/record-monthly-opportunity-usage.ts';
import { claimUsage, type InvoiceToFill, saveInvoiceLines, startNextPeriods } from './billing-close-sql.ts';
import { nextCloseAfter } from './billing-periods.ts';
import { loadPriceHistory, priceListAt, priceUsage } from './pricing.ts';

/** Entities closed per transaction: ~100 usage events each keeps a batch to a few seconds. */
export const CLOSE_BATCH = 1000;
/** The next close of an account that has closed for good (cancelled, deleted): never. */
export const CLOSED = new Date('9999-01-01T00:00:00Z');

export function invoiceNumber(billableEntityId: number, periodStart: Date): string {
  const day = periodStart.toISOString().slice(0, 10).replaceAll('-', '');
  return `HL-${String(billableEntityId).padStart(6, '0')}-${day}`;
}

export interface DueAccount {
  billableEntityId: number;
  companyId: number | null;
  trialEndsAt: Date | null;
  cancellationAt: Date | null;
  deletedAt: Date | null;
  /** A deal's discount (decision 116). */
  discountPercent: number | null;
  discountEndsAt: Date | null;
  periodStart: Date;
  periodEnd: Date;
  billingMode: string;
  billingPeriod: string;
  cycleDay: number;
}

export interface BatchResult {
  /** Periods closed (with or without an invoice). */
  closed: number;
  invoices: number;
}

/** When an account stops for good: its cancellation or its deletion, whichever is first. */
function endOf(account: DueAccount): Date | null {
  const ends = [account.cancellationAt, account.deletedAt].filter((at): at is Date => at !== null);
  return ends.length === 0 ? null : new Date(Math.min(...ends.map((at) => at.getTime())));
}

/** The next close of an account after this period: never once it has ended (decision 070). */
export function nextCloseOf(account: DueAccount): Date {
  const end = endOf(account);
  if (end && end <= account.periodEnd) return CLOSED;
  return nextCloseAfter(
    account.billingMode as BillingMode,
    account.billingPeriod as BillingPeriod,
    account.cycleDay,
    account.periodEnd,
  );
}

/**
 * A deal's discount (decision 116) on an invoice of `totalCents`: its percent, rounded to the cent,
 * while the period starts before the discount ends; nothing otherwise.
 */
export function dealDiscountCents(
  totalCents: number,
  periodStart: Date,
  entity: { discountPercent: number | null; discountEndsAt: Date | null },
): number {
  if (!entity.discountPercent || !entity.discountEndsAt || periodStart >= entity.discountEndsAt) return 0;
  return Math.round((totalCents * entity.discountPercent) / 100);
}

/** A trial that ended (cancelled or deleted) before it ran out closes without a bill. */
function freeTrialOnly(account: DueAccount): boolean {
  const end = endOf(account);
  return (
    end !== null && end <= account.periodEnd && account.trialEndsAt !== null && end <= account.trialEndsAt
  );
}

/** Locks up to `limit` due accounts no other instance holds, oldest close first. */
async function lockDueAccounts(tx: Database, now: Date, limit: number, only?: number): Promise<DueAccount[]> {
  return tx
    .select({
      billableEntityId: billingAccounts.billableEntityId,
      companyId: billableEntities.companyId,
      trialEndsAt: billableEntities.trialEndsAt,
      cancellationAt: billableEntities.cancellationAt,
      deletedAt: billableEntities.deletedAt,
      discountPercent: billableEntities.discountPercent,
      discountEndsAt: billableEntities.discountEndsAt,
      periodStart: billingAccounts.periodStartsAt,
      periodEnd: billingAccounts.nextCloseAt,
      billingMode: billingAccounts.billingMode,
      billingPeriod: billingAccounts.billingPeriod,
      cycleDay: billingAccounts.cycleDay,
    })
    .from(billingAccounts)
    .innerJoin(billableEntities, eq(billableEntities.id, billingAccounts.billableEntityId))
    .where(
      and(
        lte(billingAccounts.nextCloseAt, now),
        only === undefined ? undefined : eq(billingAccounts.billableEntityId, only),
      ),
    )
    .orderBy(asc(billingAccounts.nextCloseAt), asc(billingAccounts.billableEntityId))
    .limit(limit)
    .for('update', { of: billingAccounts, skipLocked: true });
}

/**
 * The companies each entity's invoice bills: a company itself unless a billing group pays for it;
 * a billing group its locations (locked, so a membership change waits for the close; decision 075).
 */
async function billedCompanies(
  tx: Database,
  accounts: readonly DueAccount[],
): Promise<Map<number, number[]>> {
  const companyIds = accounts.flatMap((a) => (a.companyId === null ? [] : [a.companyId]));
  const groupEntityIds = accounts.filter((a) => a.companyId === null).map((a) => a.billableEntityId);
  const conditions = [
    companyIds.length > 0 ? inArray(enterpriseBillingGroupLocations.companyId, companyIds) : undefined,
    groupEntityIds.length > 0 ? inArray(enterpriseBillingGroups.billableEntityId, groupEntityIds) : undefined,
  ].filter((condition) => condition !== undefined);
  const locations =
    conditions.length === 0
      ? []
      : await tx
          .select({
            companyId: enterpriseBillingGroupLocations.companyId,
            payerEntityId: enterpriseBillingGroups.billableEntityId,
          })
          .from(enterpriseBillingGroupLocations)
          .innerJoin(
            enterpriseBillingGroups,
            eq(enterpriseBillingGroups.id, enterpriseBillingGroupLocations.groupId),
          )
          .where(or(...conditions))
          .orderBy(asc(enterpriseBillingGroupLocations.companyId))
          .for('share', { of: enterpriseBillingGroupLocations });
  const grouped = new Set(locations.map((l) => l.companyId));
  const billed = new Map<number, number[]>();
  for (const account of accounts) {
    billed.set(
      account.billableEntityId,
      account.companyId === null
        ? locations.filter((l) => l.payerEntityId === account.billableEntityId).map((l) => l.companyId)
        : grouped.has(account.companyId)
          ? []
          : [account.companyId],
    );
  }
  return billed;
}

/** Records the per-month items of the month each period ends in, for the companies it bills. */
async function recordLastMonths(tx: Database, toFill: readonly InvoiceToFill[]): Promise<void> {
  const byEnd = new Map<number, number[]>();
  for (const invoice of toFill) {
    const key = invoice.periodEnd.getTime();
    byEnd.set(key, [...(byEnd.get(key) ?? []), ...invoice.companyIds]);
  }
  for (const [end, companyIds] of byEnd) {
    const lastMonth = new Date(end - 1);
    const recordedAt = new Date(Math.min(Date.now(), lastMonth.getTime()));
    await recordMonthlyOpportunityUsage(tx, lastMonth, { companyIds, recordedAt });
    await recordMonthlySeatUsage(tx, lastMonth, { companyIds, recordedAt });
  }
}

/**
 * Closes one period of up to `limit` due entities in one transaction. Returns how many periods it
 * closed (0: nothing due that another instance does not hold).
 */
export async function closeDueBatch(
  db: Database,
  now: Date,
  options: { limit?: number; only?: number } = {},
): Promise<BatchResult> {
  return db.transaction(async (tx) => {
    const accounts = await lockDueAccounts(tx, now, options.limit ?? CLOSE_BATCH, options.only);
    if (accounts.length === 0) return { closed: 0, invoices: 0 };
    const billed = await billedCompanies(tx, accounts);
    const invoicing = accounts.filter(
      (a) => !freeTrialOnly(a) && (billed.get(a.billableEntityId)?.length ?? 0) > 0,
    );
    const inserted =
      invoicing.length === 0
        ? []
        : await tx
            .insert(invoices)
            .values(
              invoicing.map((a) => ({
                billableEntityId: a.billableEntityId,
                number: invoiceNumber(a.billableEntityId, a.periodStart),
                periodStart: a.periodStart,
                periodEnd: a.periodEnd,
                status: 'generating',
                issuedAt: now,
                updatedAt: now,
              })),
            )
            .onConflictDoNothing()
            .returning({ id: invoices.id, billableEntityId: invoices.billableEntityId });
    const byEntity = new Map(accounts.map((a) => [a.billableEntityId, a]));
    const toFill: InvoiceToFill[] = inserted.map((row) => {
      const account = byEntity.get(row.billableEntityId)!;
      return {
        invoiceId: row.id,
        billableEntityId: row.billableEntityId,
        companyIds: billed.get(row.billableEntityId)!,
        periodStart: account.periodStart,
        periodEnd: account.periodEnd,
        trialEndsAt: account.trialEndsAt,
      };
    });
    if (toFill.length > 0) {
      await recordLastMonths(tx, toFill);
      // Claim, then price what was claimed: a location's own close and its group's close racing
      // over the same events each bill only the events they marked (decision 075).
      const usage = await claimUsage(tx, toFill);
      const history = await loadPriceHistory(tx);
      const priced = toFill.map((invoice) => {
        const usagePriced = priceUsage(
          usage.get(invoice.invoiceId) ?? [],
          priceListAt(history, invoice.periodStart),
        );
        const account = byEntity.get(invoice.billableEntityId)!;
        return {
          invoiceId: invoice.invoiceId,
          ...usagePriced,
          discountCents: dealDiscountCents(usagePriced.totalCents, invoice.periodStart, account),
        };
      });
      await saveInvoiceLines(tx, priced);
    }
    await startNextPeriods(
      tx,
      accounts.map((a) => ({
        billableEntityId: a.billableEntityId,
        periodStart: a.periodEnd,
        nextCloseAt: nextCloseOf(a),
      })),
      now,
    );
    return { closed: accounts.length, invoices: inserted.length };
  });
}

/** Invoices left `generating` (a close or charge that did not finish) and unpaid ones due a retry. */
export async function invoicesToCharge(
  db: Database,
  now: Date,
  only?: number,
  afterId = 0,
): Promise<number[]> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        sql`(${invoices.status} = 'generating' or (${invoices.nextRetryAt} is not null and ${invoices.nextRetryAt} <= ${now.toISOString()}::timestamptz))`,
        only === undefined ? undefined : eq(invoices.billableEntityId, only),
        gt(invoices.id, afterId),
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(CLOSE_BATCH);
  return rows.map((row) => row.id);
}
