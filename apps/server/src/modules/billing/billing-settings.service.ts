// What a Company Admin changes on /company-billing/edit: the card (saved by the gateway, we keep
// brand, last four and expiry), the billing address, and cancellation with its undo.
import type {
  BillingAddressValues,
  BillingMode,
  BillingPeriod,
  CancelInput,
  PaymentMethodInput,
} from '@hireloop/shared/billing';
import { eq } from 'drizzle-orm';
import type { CompanyAccess } from '#server/access/actor.ts';
import { CardDeclinedError, type PaymentGateway } from '#server/adapters/payments/payment-gateway.ts';
import type { Database } from '#server/db/client.ts';
import {
  type BillingAccountRow,
  type BillingAddress,
  billableEntities,
  billingAccounts,
} from '#server/db/schema.ts';
import { AppError, validation } from '#server/lib/errors.ts';
import { inTrial, loadCompanyAccount } from './billing-account.ts';
import { CLOSED } from './billing-close.service.ts';
import { nextCloseAfter } from './billing-periods.ts';

export async function savePaymentMethod(
  db: Database,
  gateway: PaymentGateway,
  company: CompanyAccess,
  input: PaymentMethodInput,
  now: Date,
): Promise<void> {
  const { entity, account } = await loadCompanyAccount(db, company.id);
  await saveEntityPaymentMethod(db, gateway, entity.id, account, input, now);
}

/**
 * Saves a card with the gateway (nothing of ours is written yet) and answers the billing account's
 * columns for it. A declined card is a field error under `field` (e.g. `payment_method.`).
 */
export async function saveCardWithGateway(
  gateway: PaymentGateway,
  account: Pick<BillingAccountRow, 'gateway' | 'customerRef'> | null,
  input: PaymentMethodInput,
  label: string,
  field = '',
) {
  const method =
    input.payment_method_id !== undefined
      ? { providerPaymentMethodId: input.payment_method_id }
      : {
          card: {
            number: input.card_number!,
            expMonth: input.exp_month!,
            expYear: input.exp_year!,
            cvc: input.cvc!,
          },
        };
  // The customer belongs to one gateway; switching gateways starts a new one.
  const customerRef = account?.gateway === gateway.name ? account.customerRef : null;
  let saved: Awaited<ReturnType<PaymentGateway['savePaymentMethod']>>;
  try {
    saved = await gateway.savePaymentMethod(customerRef, method, label);
  } catch (error) {
    if (error instanceof CardDeclinedError) {
      throw validation({
        [field + (input.payment_method_id !== undefined ? 'payment_method_id' : 'card_number')]: [
          error.message,
        ],
      });
    }
    throw error;
  }
  return {
    gateway: gateway.name,
    customerRef: saved.customerRef,
    paymentMethodRef: saved.paymentMethodRef,
    cardBrand: saved.brand,
    cardLast4: saved.last4,
    cardExpMonth: saved.expMonth,
    cardExpYear: saved.expYear,
  };
}

async function saveEntityPaymentMethod(
  db: Database,
  gateway: PaymentGateway,
  billableEntityId: number,
  account: Pick<BillingAccountRow, 'gateway' | 'customerRef'>,
  input: PaymentMethodInput,
  now: Date,
): Promise<void> {
  const card = await saveCardWithGateway(gateway, account, input, `Billable entity ${billableEntityId}`);
  await db
    .update(billingAccounts)
    .set({ ...card, updatedAt: now })
    .where(eq(billingAccounts.billableEntityId, billableEntityId));
}

/** The stored shape of a billing address. */
export function billingAddressOf(input: BillingAddressValues): BillingAddress {
  return {
    name: input.name,
    line1: input.line_1,
    line2: input.line_2 ?? null,
    city: input.city,
    region: input.region ?? null,
    postalCode: input.postal_code,
    country: input.country,
  };
}

export async function saveBillingAddress(
  db: Database,
  company: CompanyAccess,
  input: BillingAddressValues,
  now: Date,
): Promise<void> {
  const { entity } = await loadCompanyAccount(db, company.id);
  await db
    .update(billingAccounts)
    .set({ address: billingAddressOf(input), updatedAt: now })
    .where(eq(billingAccounts.billableEntityId, entity.id));
}

/**
 * Cancels at the end of the current period (usage until then is still billed); a company still in
 * its trial closes when the trial ends. Cancelling again only updates the reason.
 */
export async function cancelSubscription(
  db: Database,
  company: CompanyAccess,
  input: CancelInput,
  now: Date,
): Promise<Date> {
  return db.transaction(async (tx) => {
    const { entity, account } = await loadCompanyAccount(tx, company.id, true);
    if (entity.cancellationAt && entity.cancellationAt <= now) {
      throw new AppError(409, 'This account is already cancelled.');
    }
    const cancellationAt =
      entity.cancellationAt ?? (inTrial(entity, now) ? entity.trialEndsAt! : account.nextCloseAt);
    await tx.update(billableEntities).set({ cancellationAt }).where(eq(billableEntities.id, entity.id));
    await tx
      .update(billingAccounts)
      .set({ cancellationReason: input.reason, cancellationComment: input.comment ?? null, updatedAt: now })
      .where(eq(billingAccounts.billableEntityId, entity.id));
    return cancellationAt;
  });
}

/** Undoes a cancellation that has not taken effect yet. */
export async function undoCancellation(db: Database, company: CompanyAccess, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { entity } = await loadCompanyAccount(tx, company.id, true);
    if (!entity.cancellationAt) throw validation({ cancellation: ['This account is not cancelled.'] });
    if (entity.cancellationAt <= now) {
      throw new AppError(409, 'The cancellation has taken effect; re-subscribe to reopen the account.');
    }
    await tx.update(billableEntities).set({ cancellationAt: null }).where(eq(billableEntities.id, entity.id));
    await tx
      .update(billingAccounts)
      .set({ cancellationReason: null, cancellationComment: null, updatedAt: now })
      .where(eq(billingAccounts.billableEntityId, entity.id));
  });
}

/** Reopens a cancelled or deleted account: a new period starts now, billed by the account's mode. */
export async function resubscribe(db: Database, company: CompanyAccess, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { entity, account } = await loadCompanyAccount(tx, company.id, true);
    const ended = (at: Date | null) => at !== null && at <= now;
    if (!ended(entity.cancellationAt) && !ended(entity.deletedAt)) {
      throw validation({ cancellation: ['This account is open; undo the cancellation instead.'] });
    }
    await tx
      .update(billableEntities)
      .set({ cancellationAt: null, deletedAt: null })
      .where(eq(billableEntities.id, entity.id));
    await tx
      .update(billingAccounts)
      .set({
        cancellationReason: null,
        cancellationComment: null,
        periodStartsAt: now,
        nextCloseAt: nextCloseAfter(
          account.billingMode as BillingMode,
          account.billingPeriod as BillingPeriod,
          account.cycleDay,
          now,
        ),
        updatedAt: now,
      })
      .where(eq(billingAccounts.billableEntityId, entity.id));
  });
}

/**
 * Starts a new period now for an account that had closed for good (its cancellation or deletion
 * took effect and its last period was billed): a super admin's unlock reopens it (decision 114).
 */
export async function reopenClosedAccount(db: Database, billableEntityId: number, now: Date): Promise<void> {
  const [account] = await db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.billableEntityId, billableEntityId))
    .for('update');
  if (!account || account.nextCloseAt < CLOSED) return;
  await db
    .update(billingAccounts)
    .set({
      periodStartsAt: now,
      nextCloseAt: nextCloseAfter(
        account.billingMode as BillingMode,
        account.billingPeriod as BillingPeriod,
        account.cycleDay,
        now,
      ),
      updatedAt: now,
    })
    .where(eq(billingAccounts.billableEntityId, billableEntityId));
}
