// The active company's billing summary (usage so far, forecast, spend cap) and the spend cap with
// its alerts at 80 % and 100 %, sent once per level and period through the outbox.
import { formatCents, SPEND_CAP_ALERT_PERCENTS } from '@hireloop/shared/billing';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { billableEntities, billingAccounts, companyMemberships } from '#server/db/schema.ts';
import { type NotifyContext, notifyUsers } from '../notifications/notify.ts';
import { type EntityAccount, loadCompanyAccount } from './billing-account.ts';
import { unbilledUsage } from './metering.service.ts';
import { loadPriceList, type PricedUsageLine, priceUsage } from './pricing.ts';

export interface BillingSummary extends EntityAccount {
  now: Date;
  usage: PricedUsageLine[];
  usageCents: number;
  forecastCents: number;
  spendCapPercent: number | null;
}

/** Per-event usage grows with time: forecast it for the rest of the period at the pace so far. */
function forecastCents(
  lines: readonly PricedUsageLine[],
  usageCents: number,
  account: EntityAccount,
  now: Date,
) {
  const start = Math.max(
    account.account.periodStartsAt.getTime(),
    account.entity.trialEndsAt?.getTime() ?? 0,
  );
  const end = account.account.nextCloseAt.getTime();
  const elapsed = now.getTime() - start;
  if (elapsed <= 0 || end <= now.getTime()) return usageCents;
  const perEventMillionths = lines
    .filter((line) => line.itemName === 'Opportunity Invite')
    .reduce((sum, line) => sum + line.amountMillionths, 0);
  const projected = Math.round((perEventMillionths * (end - now.getTime())) / elapsed / 10_000);
  return usageCents + projected;
}

async function usageOf(db: Database, account: EntityAccount, now: Date) {
  const usage = await unbilledUsage(db, account.companyIds, account.entity.trialEndsAt, now);
  return priceUsage(usage, await loadPriceList(db, account.account.periodStartsAt));
}

function capPercent(usageCents: number, capCents: number | null): number | null {
  return capCents ? Math.floor((usageCents * 100) / capCents) : null;
}

export async function billingSummary(
  db: Database,
  company: CompanyAccess,
  now: Date,
): Promise<BillingSummary> {
  const account = await loadCompanyAccount(db, company.id);
  const { lines, totalCents } = await usageOf(db, account, now);
  return {
    ...account,
    now,
    usage: lines,
    usageCents: totalCents,
    forecastCents: forecastCents(lines, totalCents, account, now),
    spendCapPercent: capPercent(totalCents, account.account.spendCapCents),
  };
}

/** Sets (or removes) the monthly cap; alerts start over for the new cap. */
export async function setSpendCap(
  ctx: NotifyContext,
  company: CompanyAccess,
  spendCapCents: number | null,
  now: Date,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { entity } = await loadCompanyAccount(tx, company.id, true);
    await tx
      .update(billingAccounts)
      .set({ spendCapCents, spendCapAlertedPercent: 0, updatedAt: now })
      .where(eq(billingAccounts.billableEntityId, entity.id));
    await alertSpendCap({ ...ctx, db: tx }, entity.id, now);
  });
}

/**
 * Sends the highest spend-cap alert reached and not sent yet this period (email + in-app to the
 * Company Admins). Call it in a transaction: the account row is locked, so alerts go once.
 */
export async function alertSpendCap(
  ctx: NotifyContext,
  billableEntityId: number,
  now: Date,
): Promise<number | null> {
  const db = ctx.db;
  const [row] = await db
    .select({ companyId: billableEntities.companyId })
    .from(billableEntities)
    .where(eq(billableEntities.id, billableEntityId));
  // A billing group's payer has no spend cap (it is a company's setting).
  if (!row || row.companyId === null) return null;
  const account = await loadCompanyAccount(db, row.companyId, true);
  const cap = account.account.spendCapCents;
  if (!cap) return null;
  const { totalCents } = await usageOf(db, account, now);
  const percent = capPercent(totalCents, cap) ?? 0;
  const level = [...SPEND_CAP_ALERT_PERCENTS].reverse().find((threshold) => percent >= threshold);
  if (!level || level <= account.account.spendCapAlertedPercent) return null;
  await db
    .update(billingAccounts)
    .set({ spendCapAlertedPercent: level })
    .where(eq(billingAccounts.billableEntityId, billableEntityId));
  const admins = await db
    .select({ userId: companyMemberships.userId, companyId: companyMemberships.companyId })
    .from(companyMemberships)
    .where(
      and(
        inArray(companyMemberships.companyId, account.companyIds),
        eq(companyMemberships.role, 'Company Admin'),
      ),
    );
  const title = level >= 100 ? 'Spend cap reached' : `${level}% of your spend cap used`;
  const body = `Usage this period is ${formatCents(totalCents)} of your ${formatCents(cap)} monthly spend cap.`;
  await notifyUsers(
    { ...ctx, db },
    admins.map((admin) => ({
      userId: admin.userId,
      companyId: admin.companyId,
      type: 'billing' as const,
      title,
      body,
      link: '/company-billing',
      data: { billable_entity_id: billableEntityId, percent: level },
    })),
  );
  return level;
}

/** Every capped account's alerts (the scheduled check; usage is recorded by other modules). */
export async function alertAllSpendCaps(ctx: NotifyContext, now: Date): Promise<number> {
  const capped = await ctx.db
    .select({ id: billingAccounts.billableEntityId })
    .from(billingAccounts)
    .where(isNotNull(billingAccounts.spendCapCents));
  let sent = 0;
  for (const { id } of capped) {
    const level = await ctx.db.transaction((tx) => alertSpendCap({ ...ctx, db: tx }, id, now));
    if (level) sent += 1;
  }
  return sent;
}
