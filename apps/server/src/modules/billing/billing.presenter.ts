// Billing rows → the response shapes of @hireloop/shared/billing. Card references never leave.
import type {
  BillingMode,
  BillingPeriod,
  BillingSummary as BillingSummaryWire,
  CancellationReason,
  CardBrand,
} from '@hireloop/shared/billing';
import { lockReasonOf } from '@hireloop/shared/billing';
import type { BillingAccountRow } from '#server/db/schema.ts';
import type { BillingSummary } from './billing.service.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentPaymentMethod(account: BillingAccountRow) {
  if (!account.paymentMethodRef || !account.cardLast4) return null;
  return {
    brand: (account.cardBrand ?? 'unknown') as CardBrand,
    last4: account.cardLast4,
    exp_month: account.cardExpMonth ?? 0,
    exp_year: account.cardExpYear ?? 0,
  };
}

export function presentAddress(account: BillingAccountRow) {
  const address = account.address;
  if (!address) return null;
  return {
    name: address.name,
    line_1: address.line1,
    line_2: address.line2,
    city: address.city,
    region: address.region,
    postal_code: address.postalCode,
    country: address.country,
  };
}

export function presentBillingSummary(
  summary: BillingSummary,
  gateway: { name: 'test' | 'stripe'; publishableKey: string | null },
): BillingSummaryWire {
  const { entity, account, now } = summary;
  return {
    billable_entity_id: entity.id,
    now: now.toISOString(),
    trial_ends_at: iso(entity.trialEndsAt),
    in_trial: entity.trialEndsAt !== null && now < entity.trialEndsAt,
    billing_mode: account.billingMode as BillingMode,
    billing_period: account.billingPeriod as BillingPeriod,
    cycle_day: account.cycleDay,
    currency: 'USD',
    period: { starts_at: account.periodStartsAt.toISOString(), ends_at: account.nextCloseAt.toISOString() },
    usage: summary.usage.map((line) => ({
      item_name: line.itemName,
      quantity: line.quantity,
      unit_price_millionths: line.unitPriceMillionths,
      amount_millionths: line.amountMillionths,
    })),
    usage_cents: summary.usageCents,
    forecast_cents: summary.forecastCents,
    spend_cap_cents: account.spendCapCents,
    spend_cap_percent: summary.spendCapPercent,
    payment_method: presentPaymentMethod(account),
    address: presentAddress(account),
    first_unpaid_invoice_at: iso(entity.firstUnpaidInvoiceAt),
    cancellation_at: iso(entity.cancellationAt),
    cancellation_reason: (account.cancellationReason as CancellationReason | null) ?? null,
    lock_reason: lockReasonOf(entity, now),
    gateway: gateway.name,
    stripe_publishable_key: gateway.publishableKey,
  };
}
