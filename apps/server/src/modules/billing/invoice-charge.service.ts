// Charging an invoice: at the close, on the dunning days (1, 3 and 7 days after the first failure)
// and when a Company Admin pays it. Each attempt is a payment row whose idempotency key goes to the
// gateway; the row is written before the call and settled after it, so a crash in between is
// finished by the next run with the same key (the gateway answers the first outcome).
import {
  cardDescription,
  formatCents,
  type InvoiceStatus,
  UNPAID_INVOICE_STATUSES,
} from '@hireloop/shared/billing';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ChargeResult, PaymentGateway } from '#server/adapters/payments/payment-gateway.ts';
import type { Database } from '#server/db/client.ts';
import { billableEntities, billingAccounts, invoicePayments, invoices } from '#server/db/schema.ts';
import { enqueueMail } from '#server/jobs/outbox.ts';
import { paymentFailedMail, receiptMail } from './billing.mails.ts';
import { billingAdmins } from './billing-contacts.ts';

const DAY_MS = 86_400_000;
/** The gateway's result, or the error of a call that threw (the provider could not be reached). */
export type GatewayAnswer = ChargeResult | { status: 'error'; message: string };
/** Days after the first failed charge on which it is tried again (each failure mails the admins). */
export const DUNNING_DAYS = [1, 3, 7] as const;

export interface ChargeDeps {
  db: Database;
  gateway: PaymentGateway;
  appUrl: string;
}

export type ChargeOutcome =
  | { status: 'paid' }
  | { status: Exclude<InvoiceStatus, 'paid'>; message: string }
  | { status: 'skipped' };

export const CHARGEABLE: readonly string[] = ['generating', ...UNPAID_INVOICE_STATUSES];

export interface PreparedCharge {
  paymentId: number;
  idempotencyKey: string;
  amountCents: number;
  customerRef: string;
  paymentMethodRef: string;
  number: string;
}

/** Step 1 (one transaction): decide whether to charge, and record the attempt before making it. */
async function prepareCharge(
  db: Database,
  appUrl: string,
  invoiceId: number,
  now: Date,
): Promise<PreparedCharge | ChargeOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ invoice: invoices, account: billingAccounts })
      .from(invoices)
      .innerJoin(billingAccounts, eq(billingAccounts.billableEntityId, invoices.billableEntityId))
      .where(eq(invoices.id, invoiceId))
      .for('update', { of: invoices });
    if (!row || !CHARGEABLE.includes(row.invoice.status)) return { status: 'skipped' as const };
    const { invoice, account } = row;
    const due = invoice.totalCents - invoice.paidCents;
    if (due <= 0) {
      await settle(tx, invoice.billableEntityId, invoiceId, 'paid', now, null);
      return { status: 'paid' as const };
    }
    // An attempt whose outcome was never saved (a crash): finish it with its own key.
    const [pending] = await tx
      .select()
      .from(invoicePayments)
      .where(and(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.status, 'pending')));
    if (pending) {
      return {
        paymentId: pending.id,
        idempotencyKey: pending.idempotencyKey,
        amountCents: pending.amountCents,
        customerRef: account.customerRef ?? '',
        paymentMethodRef: account.paymentMethodRef ?? '',
        number: invoice.number,
      };
    }
    const missing: InvoiceStatus | null = !account.paymentMethodRef
      ? 'missing_payment_method'
      : !account.address
        ? 'missing_address'
        : null;
    if (missing) {
      const message =
        missing === 'missing_payment_method'
          ? 'No payment method is on file.'
          : 'No billing address is on file.';
      const attempts = invoice.attempts + 1;
      await tx.update(invoices).set({ attempts }).where(eq(invoices.id, invoiceId));
      await recordFailure(tx, appUrl, invoice, missing, message, due, attempts, now);
      return { status: missing, message };
    }
    const attempt = invoice.attempts + 1;
    const idempotencyKey = `invoice-${invoiceId}-attempt-${attempt}`;
    const [payment] = await tx
      .insert(invoicePayments)
      .values({
        invoiceId,
        idempotencyKey,
        amountCents: due,
        cardBrand: account.cardBrand,
        cardLast4: account.cardLast4,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: invoicePayments.id });
    await tx.update(invoices).set({ attempts: attempt, updatedAt: now }).where(eq(invoices.id, invoiceId));
    return {
      paymentId: payment!.id,
      idempotencyKey,
      amountCents: due,
      customerRef: account.customerRef!,
      paymentMethodRef: account.paymentMethodRef!,
      number: invoice.number,
    };
  });
}

/**
 * The next dunning retry: 1, 3 and 7 days after the close first tried the invoice (its issue
 * time). `attempts` counts the tries so far: 1 at the close, then one per dunning day.
 */
function nextRetryAt(invoice: typeof invoices.$inferSelect, attempts: number): Date | null {
  const day = DUNNING_DAYS[attempts - 1];
  return day === undefined ? null : new Date(invoice.issuedAt.getTime() + day * DAY_MS);
}

/** An attempt that did not collect: the status, the next retry, and a notice to the admins. */
async function recordFailure(
  tx: Database,
  appUrl: string,
  invoice: typeof invoices.$inferSelect,
  status: InvoiceStatus,
  message: string,
  amountCents: number,
  attempts: number,
  now: Date,
) {
  const retry = nextRetryAt(invoice, attempts);
  await settle(tx, invoice.billableEntityId, invoice.id, status, now, retry);
  for (const admin of await billingAdmins(tx, invoice.billableEntityId)) {
    const facts = {
      id: invoice.id,
      number: invoice.number,
      amountCents,
      payer: admin.payer,
      billingPath: admin.billingPath,
    };
    await enqueueMail(tx, paymentFailedMail(admin.email, admin.firstName, facts, message, retry, appUrl));
  }
}

/** Sets the status and keeps the entity's first unpaid invoice date in step with its invoices. */
async function settle(
  tx: Database,
  billableEntityId: number,
  invoiceId: number,
  status: InvoiceStatus,
  now: Date,
  retryAt: Date | null,
) {
  await tx
    .update(invoices)
    .set({
      status,
      nextRetryAt: retryAt,
      updatedAt: now,
      ...(status === 'paid' ? { paidAt: now } : {}),
    })
    .where(eq(invoices.id, invoiceId));
  const [open] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(invoices)
    .where(
      and(
        eq(invoices.billableEntityId, billableEntityId),
        inArray(invoices.status, [...UNPAID_INVOICE_STATUSES]),
      ),
    );
  if ((open?.count ?? 0) === 0) {
    await tx
      .update(billableEntities)
      .set({ firstUnpaidInvoiceAt: null })
      .where(eq(billableEntities.id, billableEntityId));
  } else {
    await tx
      .update(billableEntities)
      .set({
        firstUnpaidInvoiceAt: sql`coalesce(${billableEntities.firstUnpaidInvoiceAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(billableEntities.id, billableEntityId));
  }
}

/** Step 3 (one transaction): save the gateway's answer, once, and mail the receipt or the notice. */
export async function saveOutcome(
  deps: ChargeDeps,
  invoiceId: number,
  prepared: PreparedCharge,
  result: GatewayAnswer,
  now: Date,
): Promise<ChargeOutcome> {
  return deps.db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    const saved = await tx
      .update(invoicePayments)
      .set({
        status: result.status === 'succeeded' ? 'succeeded' : 'failed',
        gatewayRef: 'ref' in result ? result.ref : null,
        failureCode:
          result.status === 'failed' ? result.code : result.status === 'error' ? 'gateway_error' : null,
        failureMessage: result.status === 'succeeded' ? null : result.message,
        updatedAt: now,
      })
      .where(and(eq(invoicePayments.id, prepared.paymentId), eq(invoicePayments.status, 'pending')))
      .returning({ cardBrand: invoicePayments.cardBrand, cardLast4: invoicePayments.cardLast4 });
    // Another run saved it first: its outcome stands.
    if (saved.length === 0 || !invoice) return { status: 'skipped' as const };
    if (result.status === 'succeeded') {
      // A partial capture (the gateway took less than asked) leaves the rest due: partially_paid.
      const captured = Math.min(result.amountCents ?? prepared.amountCents, prepared.amountCents);
      const paidCents = invoice.paidCents + captured;
      const short = captured < prepared.amountCents;
      if (short) {
        await tx
          .update(invoicePayments)
          .set({ amountCents: captured })
          .where(eq(invoicePayments.id, prepared.paymentId));
      }
      await tx.update(invoices).set({ paidCents }).where(eq(invoices.id, invoiceId));
      if (!short) await settle(tx, invoice.billableEntityId, invoiceId, 'paid', now, null);
      const card = cardDescription(saved[0]!.cardBrand, saved[0]!.cardLast4 ?? '????');
      for (const admin of await billingAdmins(tx, invoice.billableEntityId)) {
        const facts = {
          id: invoice.id,
          number: invoice.number,
          amountCents: captured,
          payer: admin.payer,
          billingPath: admin.billingPath,
        };
        await enqueueMail(tx, receiptMail(admin.email, admin.firstName, facts, card, deps.appUrl));
      }
      if (!short) return { status: 'paid' as const };
      const rest = invoice.totalCents - paidCents;
      const message = `Only ${formatCents(captured)} of ${formatCents(prepared.amountCents)} was captured; ${formatCents(rest)} is still due.`;
      await recordFailure(tx, deps.appUrl, invoice, 'partially_paid', message, rest, invoice.attempts, now);
      return { status: 'partially_paid' as const, message };
    }
    const status: InvoiceStatus = result.status === 'error' ? 'error' : 'payment_failed';
    await recordFailure(
      tx,
      deps.appUrl,
      invoice,
      status,
      result.message,
      prepared.amountCents,
      invoice.attempts,
      now,
    );
    return { status, message: result.message };
  });
}

/** Charges what is still due on an invoice. Safe to call again at any point (see the top). */
export async function chargeInvoice(deps: ChargeDeps, invoiceId: number, now: Date): Promise<ChargeOutcome> {
  const prepared = await prepareCharge(deps.db, deps.appUrl, invoiceId, now);
  if ('status' in prepared) return prepared;
  let result: GatewayAnswer;
  try {
    result = await deps.gateway.charge({
      customerRef: prepared.customerRef,
      paymentMethodRef: prepared.paymentMethodRef,
      amountCents: prepared.amountCents,
      currency: 'USD',
      idempotencyKey: prepared.idempotencyKey,
      description: `Invoice ${prepared.number}`,
    });
  } catch (error) {
    result = {
      status: 'error',
      message: (error as Error).message || 'The payment provider could not be reached.',
    };
  }
  return saveOutcome(deps, invoiceId, prepared, result, now);
}
