// What Stripe tells us after the fact (the webhook, signature checked by the route):
// - a PaymentIntent that succeeded or failed while its payment row is still `pending` (our process
//   died between the charge and saving it) is finished now, by repeating the charge with its own
//   idempotency key (Stripe answers the same PaymentIntent; decision 069);
// - a refunded charge marks the payment and its invoice `refunded` or `partial_refunded`.
import type { InvoiceStatus } from '@hireloop/shared/billing';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { invoicePayments, invoices } from '#server/db/schema.ts';
import { type ChargeDeps, chargeInvoice } from './invoice-charge.service.ts';

export type WebhookOutcome = 'settled' | 'refunded' | 'ignored';

async function finishPending(
  deps: ChargeDeps,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<WebhookOutcome> {
  if (!idempotencyKey) return 'ignored';
  const [payment] = await deps.db
    .select({ invoiceId: invoicePayments.invoiceId })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.idempotencyKey, idempotencyKey), eq(invoicePayments.status, 'pending')));
  if (!payment) return 'ignored';
  const outcome = await chargeInvoice(deps, payment.invoiceId, now);
  return outcome.status === 'skipped' ? 'ignored' : 'settled';
}

async function recordRefund(deps: ChargeDeps, charge: Stripe.Charge, now: Date): Promise<WebhookOutcome> {
  const intentId =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!intentId) return 'ignored';
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(invoicePayments)
      .where(and(eq(invoicePayments.gatewayRef, intentId), eq(invoicePayments.status, 'succeeded')))
      .for('update');
    if (!payment) return 'ignored' as const;
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, payment.invoiceId))
      .for('update');
    if (!invoice) return 'ignored' as const;
    const refundedCents = Math.min(charge.amount_refunded, invoice.paidCents);
    const status: InvoiceStatus = refundedCents >= invoice.paidCents ? 'refunded' : 'partial_refunded';
    if (charge.amount_refunded >= payment.amountCents) {
      await tx
        .update(invoicePayments)
        .set({ status: 'refunded', updatedAt: now })
        .where(eq(invoicePayments.id, payment.id));
    }
    await tx
      .update(invoices)
      .set({ status, refundedCents, updatedAt: now })
      .where(eq(invoices.id, invoice.id));
    return 'refunded' as const;
  });
}

export async function handleStripeEvent(
  deps: ChargeDeps,
  event: Stripe.Event,
  now: Date,
): Promise<WebhookOutcome> {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
      return finishPending(deps, event.data.object.metadata?.idempotency_key, now);
    case 'charge.refunded':
      return recordRefund(deps, event.data.object, now);
    default:
      return 'ignored';
  }
}
