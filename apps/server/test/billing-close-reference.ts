// The billing close as it was before it became set-based (decision 113): one entity per
// transaction. Kept for tests only, as the reference the set-based close must agree with.
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
import { CLOSED, invoiceNumber } from '#server/modules/billing/billing-close.service.ts';
import { nextCloseAfter } from '#server/modules/billing/billing-periods.ts';
import { billableCondition, invoicedUsage } from '#server/modules/billing/metering.service.ts';
import { loadPriceList, priceUsage } from '#server/modules/billing/pricing.ts';
import {
  recordMonthlyOpportunityUsage,
  recordMonthlySeatUsage,
} from '#server/modules/opportunities/record-monthly-opportunity-usage.ts';

/**
 * Closes the period of one entity if it is due at `now`. Returns the new invoice's id, or null when
 * nothing was due or another instance holds the account.
 */
export async function closePeriodPerEntity(
  db: Database,
  billableEntityId: number,
  now: Date,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        account: billingAccounts,
        trialEndsAt: billableEntities.trialEndsAt,
        cancellationAt: billableEntities.cancellationAt,
        companyId: billableEntities.companyId,
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
      const priced = priceUsage(await invoicedUsage(tx, invoice.id), await loadPriceList(tx, periodStart));
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
      await tx
        .update(invoices)
        .set({ subtotalMillionths: priced.subtotalMillionths, totalCents: priced.totalCents })
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
