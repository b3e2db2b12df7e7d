// Refunds of paid invoices by a super admin (issue 22, decision 100): the whole rest or a part,
// through the payment gateway. Refunds use up an invoice's succeeded payments in the order they
// were made, so what is left of each payment follows from the invoice's refunded total.
// The amount is reserved on the invoice first (row locked), then refunded at the gateway outside
// the transaction (the test gateway writes through the same database); a refusal gives the
// reservation back. Two refunds at once can therefore never give back more than was paid.
import type { RefundInvoiceInput } from '@hireloop/shared/admin';
import type { InvoiceStatus } from '@hireloop/shared/billing';
import { and, asc, eq, sql } from 'drizzle-orm';
import { authorizeAdmin } from '#server/access/super-admin.ts';
import { type PaymentGateway, RefundFailedError } from '#server/adapters/payments/payment-gateway.ts';
import type { Database } from '#server/db/client.ts';
import { type InvoiceRow, invoicePayments, invoices } from '#server/db/schema.ts';
import { notFound, validation } from '#server/lib/errors.ts';

export const NOTHING_TO_REFUND = 'This invoice has nothing left to refund.';

interface RefundPart {
  paymentId: number;
  chargeRef: string;
  amountCents: number;
  /** The payment is given back in full by this part. */
  completes: boolean;
}

const refusal = (message: string) => validation({ amount_cents: [message] });

/** Locks the invoice, plans the parts per payment and reserves the amount on the invoice. */
async function reserveRefund(db: Database, invoiceId: number, input: RefundInvoiceInput, now: Date) {
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!invoice) throw notFound('Invoice not found.');
    const left = invoice.paidCents - invoice.refundedCents;
    if (left <= 0) throw refusal(NOTHING_TO_REFUND);
    const amount = input.amount_cents ?? left;
    if (amount > left) throw refusal(`At most ${left} cents are left to refund on this invoice.`);
    const payments = await tx
      .select()
      .from(invoicePayments)
      .where(
        and(
          eq(invoicePayments.invoiceId, invoiceId),
          sql`${invoicePayments.status} in ('succeeded', 'refunded')`,
        ),
      )
      .orderBy(asc(invoicePayments.id));
    const parts: RefundPart[] = [];
    let alreadyRefunded = invoice.refundedCents;
    let toRefund = amount;
    for (const payment of payments) {
      const usedUp = Math.min(alreadyRefunded, payment.amountCents);
      alreadyRefunded -= usedUp;
      const available = payment.amountCents - usedUp;
      if (available <= 0 || toRefund <= 0 || !payment.gatewayRef) continue;
      const part = Math.min(available, toRefund);
      parts.push({
        paymentId: payment.id,
        chargeRef: payment.gatewayRef,
        amountCents: part,
        completes: part === available,
      });
      toRefund -= part;
    }
    if (toRefund > 0) throw refusal('This invoice has no card payment left to refund that much from.');
    const refundedCents = invoice.refundedCents + amount;
    const status: InvoiceStatus = refundedCents >= invoice.paidCents ? 'refunded' : 'partial_refunded';
    await tx
      .update(invoices)
      .set({ refundedCents, status, updatedAt: now })
      .where(eq(invoices.id, invoiceId));
    return { before: invoice, parts };
  });
}

export async function refundInvoice(
  db: Database,
  gateway: PaymentGateway,
  adminId: number,
  invoiceId: number,
  input: RefundInvoiceInput,
  now: Date,
): Promise<InvoiceRow> {
  await authorizeAdmin(db, adminId);
  const { before, parts } = await reserveRefund(db, invoiceId, input, now);
  let refunded = 0;
  for (const part of parts) {
    try {
      await gateway.refund({
        chargeRef: part.chargeRef,
        amountCents: part.amountCents,
        // The invoice's refunded total before this refund makes the key: a retry reuses it.
        idempotencyKey: `refund:${invoiceId}:${before.refundedCents}:${part.paymentId}`,
      });
    } catch (error) {
      const reserved = parts.reduce((sum, each) => sum + each.amountCents, 0);
      await releaseReservation(db, before, reserved - refunded, now);
      if (error instanceof RefundFailedError) throw refusal(error.message);
      throw error;
    }
    refunded += part.amountCents;
    if (part.completes) {
      await db
        .update(invoicePayments)
        .set({ status: 'refunded', updatedAt: now })
        .where(eq(invoicePayments.id, part.paymentId));
    }
  }
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  return invoice!;
}

/** Gives back the part of the reservation the gateway did not refund (other refunds may have run since). */
async function releaseReservation(db: Database, before: InvoiceRow, notRefunded: number, now: Date) {
  const remaining = sql`${invoices.refundedCents} - ${notRefunded}`;
  await db
    .update(invoices)
    .set({
      refundedCents: remaining,
      status: sql`case when ${remaining} >= ${invoices.paidCents} then 'refunded' when ${remaining} > 0 then 'partial_refunded' else ${before.status} end`,
      updatedAt: now,
    })
    .where(eq(invoices.id, before.id));
}
