// The billing close: each period of each billable entity becomes exactly one invoice, whatever
// crashes or runs twice (decision 069).
// 1. In one transaction with the billing account locked: the invoice (unique per entity and period
//    start), its lines, the usage events it bills (marked with its id, so each is billed once) and
//    the next period. A second instance skips the locked account; a re-run finds the period moved.
// 2. The charge (invoice-charge.service.ts) records a pending payment with an idempotency key
//    before calling the gateway; a re-run after a crash between charge and save repeats the call
//    with the same key, and the gateway answers the first outcome instead of charging again.
import type { BillingMode, BillingPeriod } from '@hireloop/shared/billing';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { executeRows } from '#server/db/execute.ts';
import {
  billableEntities,
  billingAccounts,
  enterpriseBillingGroupLocations,
  enterpriseBillingGroups,
  invoiceLines,
  invoices,
} from '#server/db/schema.ts';
import {
  recordMonthlyOpportunityUsage,
  recordMonthlySeatUsage,
} from '#server/modules/opportunities/record-monthly-opportunity-usage.ts';
import { nextCloseAfter } from './billing-periods.ts';
import { billableCondition, invoicedUsage } from './metering.service.ts';
import { loadPriceList, priceUsage } from './pricing.ts';

const CLOSE_BATCH = 500;
/** The next close of an account that has closed for good (cancelled): never. */
export const CLOSED = new Date('9999-01-01T00:00:00Z');

export function invoiceNumber(billableEntityId: number, periodStart: Date): string {
  const day = periodStart.toISOString().slice(0, 10).replaceAll('-', '');
  return `HL-${String(billableEntityId).padStart(6, '0')}-${day}`;
}

/**
 * Closes the period of one entity if it is due at `now`. Returns the new invoice's id, or null when
 * nothing was due or another instance holds the account.
 */
export async function closePeriod(db: Database, billableEntityId: number, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        account: billingAccounts,
        trialEndsAt: billableEntities.trialEndsAt,
        cancellationAt: billableEntities.cancellationAt,
        companyId: billableEntities.companyId,
        discountPercent: billableEntities.discountPercent,
        discountEndsAt: billableEntities.discountEndsAt,
      })
      .from(billingAccounts)
      .innerJoin(billableEntities, eq(billableEntities.id, billingAccounts.billableEntityId))
      .where(
        and(eq(billingAccounts.billableEntityId, billableEntityId), lte(billingAccounts.nextCloseAt, now)),
      )
      .for('update', { of: billingAccounts, skipLocked: true });
    if (!row) return null;
    const { account } = row;
    const periodStart = account.periodStartsAt;
    const periodEnd = account.nextCloseAt;
    const companyIds = await billedCompanyIds(tx, billableEntityId, row.companyId);
    const cancelledBy = row.cancellationAt && row.cancellationAt <= periodEnd;
    // A trial cancelled before it ended closes without a bill; any other cancellation bills its
    // last period. Either way no further period starts.
    const nextCloseAt = cancelledBy
      ? CLOSED
      : nextCloseAfter(
          account.billingMode as BillingMode,
          account.billingPeriod as BillingPeriod,
          account.cycleDay,
          periodEnd,
        );
    const freeTrialOnly = cancelledBy && row.trialEndsAt !== null && row.cancellationAt! <= row.trialEndsAt;

    // Nothing to bill: a location whose billing group pays for it, or a group left without locations.
    const [invoice] =
      freeTrialOnly || companyIds.length === 0
        ? []
        : await tx
            .insert(invoices)
            .values({
              billableEntityId,
              number: invoiceNumber(billableEntityId, periodStart),
              periodStart,
              periodEnd,
              status: 'generating',
              issuedAt: now,
              updatedAt: now,
            })
            .onConflictDoNothing()
            .returning({ id: invoices.id });

    if (invoice) {
      // The month the period ends in is charged with it, whether or not the hourly run got there.
      const lastMonth = new Date(periodEnd.getTime() - 1);
      const recordedAt = new Date(Math.min(Date.now(), lastMonth.getTime()));
      await recordMonthlyOpportunityUsage(tx, lastMonth, { companyIds, recordedAt });
      await recordMonthlySeatUsage(tx, lastMonth, { companyIds, recordedAt });
      // Claim the usage first, then price what was claimed: a location's own close and its group's
      // close racing over the same events each bill only the events they marked (decision 075).
      await executeRows(
        tx,
        sql`update usage_events e set invoice_id = ${invoice.id}
          where e.company_id in (${sql.join(
            companyIds.map((id) => sql`${id}`),
            sql`, `,
          )})
            and e.invoice_id is null
            and e.created_at < ${periodEnd.toISOString()}::timestamptz
            and ${billableCondition(row.trialEndsAt)}`,
      );
      const priced = priceUsage(await invoicedUsage(tx, invoice.id), await loadPriceList(tx));
      if (priced.lines.length > 0) {
        await tx.insert(invoiceLines).values(
          priced.lines.map((line) => ({
            invoiceId: invoice.id,
            companyId: line.companyId,
            itemName: line.itemName,
            quantity: line.quantity,
            unitPriceMillionths: line.unitPriceMillionths,
            amountMillionths: line.amountMillionths,
            amountCents: line.amountCents,
          })),
        );
      }
      const discountCents = dealDiscountCents(priced.totalCents, periodStart, row);
      await tx
        .update(invoices)
        .set({
          subtotalMillionths: priced.subtotalMillionths,
          totalCents: priced.totalCents - discountCents,
          discountCents,
        })
        .where(eq(invoices.id, invoice.id));
    }

    await tx
      .update(billingAccounts)
      .set({
        periodStartsAt: periodEnd,
        nextCloseAt,
        spendCapAlertedPercent: 0,
        updatedAt: now,
      })
      .where(eq(billingAccounts.billableEntityId, billableEntityId));
    return invoice?.id ?? null;
  });
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

/**
 * The companies an entity's invoice bills: a company itself unless a billing group pays for it; a
 * billing group its locations (locked, so a membership change waits for the close).
 */
async function billedCompanyIds(
  tx: Database,
  billableEntityId: number,
  companyId: number | null,
): Promise<number[]> {
  if (companyId !== null) {
    const [grouped] = await tx
      .select({ groupId: enterpriseBillingGroupLocations.groupId })
      .from(enterpriseBillingGroupLocations)
      .where(eq(enterpriseBillingGroupLocations.companyId, companyId))
      .for('share');
    return grouped ? [] : [companyId];
  }
  const rows = await tx
    .select({ companyId: enterpriseBillingGroupLocations.companyId })
    .from(enterpriseBillingGroupLocations)
    .innerJoin(
      enterpriseBillingGroups,
      eq(enterpriseBillingGroups.id, enterpriseBillingGroupLocations.groupId),
    )
    .where(eq(enterpriseBillingGroups.billableEntityId, billableEntityId))
    .orderBy(asc(enterpriseBillingGroupLocations.companyId))
    .for('share', { of: enterpriseBillingGroupLocations });
  return rows.map((r) => r.companyId);
}

/** Entities whose period is due, oldest first, a batch at a time. */
export async function dueEntityIds(db: Database, now: Date, only?: number): Promise<number[]> {
  const rows = await db
    .select({ id: billingAccounts.billableEntityId })
    .from(billingAccounts)
    .where(
      and(
        lte(billingAccounts.nextCloseAt, now),
        only === undefined ? undefined : eq(billingAccounts.billableEntityId, only),
      ),
    )
    .orderBy(asc(billingAccounts.nextCloseAt))
    .limit(CLOSE_BATCH);
  return rows.map((row) => row.id);
}

/** Invoices left `generating` (a close or charge that did not finish) and unpaid ones due a retry. */
export async function invoicesToCharge(db: Database, now: Date, only?: number): Promise<number[]> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        sql`(${invoices.status} = 'generating' or (${invoices.nextRetryAt} is not null and ${invoices.nextRetryAt} <= ${now.toISOString()}::timestamptz))`,
        only === undefined ? undefined : eq(invoices.billableEntityId, only),
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(CLOSE_BATCH);
  return rows.map((row) => row.id);
}
