// Charging a batch of invoices (a billing run's thousand at a time) with the protocol of
// chargeInvoice (invoice-charge.service.ts, decision 069) and the bookkeeping set-based (decision 128):
// 1. One transaction writes a pending payment, with its idempotency key, for every invoice that is
//    simply due (card and address on file, no attempt left pending, something owed). The others go
//    through chargeInvoice one by one, which knows how to finish a pending attempt or refuse.
// 2. The gateway charges them: the test gateway in a few statements for the batch, a provider one
//    call per invoice, a few at a time. A crash here leaves pending payments that the next run
//    finishes with the same keys, so nobody is charged twice.
// 3. One transaction saves every full capture: payments, invoices paid, the entities' first unpaid
//    date, the receipts. Declines, errors and partial captures are saved one by one as before, so
//    each invoice's outcome is its own.
import { cardDescription, UNPAID_INVOICE_STATUSES } from '@hireloop/shared/billing';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ChargeRequest } from '#server/adapters/payments/payment-gateway.ts';
import type { Database } from '#server/db/client.ts';
import { executeRows } from '#server/db/execute.ts';
import { billingAccounts, invoicePayments, invoices } from '#server/db/schema.ts';
import { enqueueMails } from '#server/jobs/outbox.ts';
import { receiptMail } from './billing.mails.ts';
import { arrayLiteral } from './billing-close-sql.ts';
import { billingAdminsOf } from './billing-contacts.ts';
import {
  CHARGEABLE,
  type ChargeDeps,
  chargeInvoice,
  type GatewayAnswer,
  type PreparedCharge,
  saveOutcome,
} from './invoice-charge.service.ts';

/** Provider calls at once when the gateway has no batch call (Stripe: one request per invoice). */
const GATEWAY_CONCURRENCY = 4;

interface BatchCharge extends PreparedCharge {
  invoiceId: number;
}

/** Step 1: the attempts of the simply-due invoices, recorded before any call; the rest apart. */
async function prepareBatch(
  db: Database,
  invoiceIds: readonly number[],
  now: Date,
): Promise<{ batch: BatchCharge[]; oneByOne: number[] }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: invoices.id,
        status: invoices.status,
        due: sql<number>`(${invoices.totalCents} - ${invoices.paidCents})::bigint`.mapWith(Number),
        attempts: invoices.attempts,
        number: invoices.number,
        customerRef: billingAccounts.customerRef,
        paymentMethodRef: billingAccounts.paymentMethodRef,
        address: billingAccounts.address,
        cardBrand: billingAccounts.cardBrand,
        cardLast4: billingAccounts.cardLast4,
      })
      .from(invoices)
      .innerJoin(billingAccounts, eq(billingAccounts.billableEntityId, invoices.billableEntityId))
      .where(inArray(invoices.id, [...invoiceIds]))
      .orderBy(asc(invoices.id))
      .for('update', { of: invoices });
    if (rows.length === 0) return { batch: [], oneByOne: [] };
    // Attempts left pending, read after the locks: a statement's snapshot is taken when it starts,
    // so a run that waited for another's batch sees its pending payments only in a new statement.
    const pending = new Set(
      (
        await tx
          .select({ invoiceId: invoicePayments.invoiceId })
          .from(invoicePayments)
          .where(
            and(
              inArray(
                invoicePayments.invoiceId,
                rows.map((row) => row.id),
              ),
              eq(invoicePayments.status, 'pending'),
            ),
          )
      ).map((row) => row.invoiceId),
    );
    const chargeable = rows.filter((row) => CHARGEABLE.includes(row.status));
    const simple = chargeable.filter(
      (row) => !pending.has(row.id) && row.due > 0 && row.paymentMethodRef && row.address,
    );
    const simpleIds = new Set(simple.map((row) => row.id));
    const oneByOne = chargeable.filter((row) => !simpleIds.has(row.id)).map((row) => row.id);
    if (simple.length === 0) return { batch: [], oneByOne };
    const keyOf = (row: (typeof simple)[number]) => `invoice-${row.id}-attempt-${row.attempts + 1}`;
    // Rows travel as array literals (one parameter per column), as in the close.
    const at = now.toISOString();
    const payments = await executeRows<{ id: string | number; invoice_id: string | number }>(
      tx,
      sql`insert into invoice_payments
          (invoice_id, idempotency_key, amount_cents, card_brand, card_last4, created_at, updated_at)
        select t.*, ${at}::timestamptz, ${at}::timestamptz from unnest(
          ${arrayLiteral(simple.map((row) => row.id))}::bigint[],
          ${arrayLiteral(simple.map(keyOf))}::text[],
          ${arrayLiteral(simple.map((row) => row.due))}::bigint[],
          ${arrayLiteral(simple.map((row) => row.cardBrand))}::text[],
          ${arrayLiteral(simple.map((row) => row.cardLast4))}::text[]
        ) as t
        returning id, invoice_id`,
    );
    const paymentOf = new Map(payments.map((p) => [Number(p.invoice_id), Number(p.id)]));
    await tx.execute(sql`update invoices set attempts = attempts + 1, updated_at = ${at}::timestamptz
      where id = any(${arrayLiteral([...simpleIds])}::bigint[])`);
    const batch = simple.map((row) => ({
      invoiceId: row.id,
      paymentId: paymentOf.get(row.id)!,
      idempotencyKey: keyOf(row),
      amountCents: row.due,
      customerRef: row.customerRef ?? '',
      paymentMethodRef: row.paymentMethodRef!,
      number: row.number,
    }));
    return { batch, oneByOne };
  });
}

/** Step 2: the gateway's answers, in order. A batch call that throws leaves every attempt pending. */
async function callGateway(deps: ChargeDeps, batch: readonly BatchCharge[]): Promise<GatewayAnswer[]> {
  const requests: ChargeRequest[] = batch.map((charge) => ({
    customerRef: charge.customerRef,
    paymentMethodRef: charge.paymentMethodRef,
    amountCents: charge.amountCents,
    currency: 'USD',
    idempotencyKey: charge.idempotencyKey,
    description: `Invoice ${charge.number}`,
  }));
  if (deps.gateway.chargeMany) return deps.gateway.chargeMany(requests);
  const answers: GatewayAnswer[] = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < requests.length; i = next++) {
      try {
        answers[i] = await deps.gateway.charge(requests[i]!);
      } catch (error) {
        // As chargeInvoice: the attempt is saved as an error and retried on the dunning days.
        const message = (error as Error).message || 'The payment provider could not be reached.';
        answers[i] = { status: 'error', message };
      }
    }
  };
  await Promise.all(Array.from({ length: GATEWAY_CONCURRENCY }, worker));
  return answers;
}

/** Step 3 for the full captures: one transaction, a statement or two each. Returns how many it saved. */
async function savePaid(
  deps: ChargeDeps,
  paid: readonly { charge: BatchCharge; ref: string }[],
  now: Date,
): Promise<number> {
  if (paid.length === 0) return 0;
  const at = now.toISOString();
  return deps.db.transaction(async (tx) => {
    // Invoices first, then payments: the order chargeInvoice locks them in.
    await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        inArray(
          invoices.id,
          paid.map((p) => p.charge.invoiceId),
        ),
      )
      .orderBy(asc(invoices.id))
      .for('update');
    // Only attempts still pending: another run that saved one first keeps its outcome.
    const saved = await executeRows<{
      invoice_id: string | number;
      amount_cents: string | number;
      card_brand: string | null;
      card_last4: string | null;
    }>(
      tx,
      sql`update invoice_payments p set status = 'succeeded', gateway_ref = t.ref, updated_at = ${at}::timestamptz
        from unnest(${arrayLiteral(paid.map((p) => p.charge.paymentId))}::bigint[],
          ${arrayLiteral(paid.map((p) => p.ref))}::text[]) as t(id, ref)
        where p.id = t.id and p.status = 'pending'
        returning p.invoice_id, p.amount_cents, p.card_brand, p.card_last4`,
    );
    if (saved.length === 0) return 0;
    const settled = await executeRows<{
      id: string | number;
      billable_entity_id: string | number;
      number: string;
    }>(
      tx,
      sql`update invoices i set paid_cents = i.paid_cents + t.amount, status = 'paid', paid_at = ${at}::timestamptz,
          next_retry_at = null, updated_at = ${at}::timestamptz
        from unnest(${arrayLiteral(saved.map((s) => Number(s.invoice_id)))}::bigint[],
          ${arrayLiteral(saved.map((s) => Number(s.amount_cents)))}::bigint[]) as t(id, amount)
        where i.id = t.id
        returning i.id, i.billable_entity_id, i.number`,
    );
    const entityIds = [...new Set(settled.map((row) => Number(row.billable_entity_id)))];
    // As settle(): the first unpaid date goes once no invoice is unpaid, and stays while one is.
    const unpaid = sql.join(
      UNPAID_INVOICE_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    );
    await tx.execute(sql`update billable_entities b set first_unpaid_invoice_at = case
        when exists (select 1 from invoices i where i.billable_entity_id = b.id and i.status in (${unpaid}))
        then coalesce(b.first_unpaid_invoice_at, ${at}::timestamptz) else null end
      where b.id = any(${arrayLiteral(entityIds)}::bigint[])`);
    const admins = await billingAdminsOf(tx, entityIds);
    const byInvoice = new Map(saved.map((s) => [Number(s.invoice_id), s]));
    const mails = settled.flatMap((invoice) => {
      const payment = byInvoice.get(Number(invoice.id))!;
      const card = cardDescription(payment.card_brand, payment.card_last4 ?? '????');
      return (admins.get(Number(invoice.billable_entity_id)) ?? []).map((admin) =>
        receiptMail(
          admin.email,
          admin.firstName,
          {
            id: Number(invoice.id),
            number: invoice.number,
            amountCents: Number(payment.amount_cents),
            payer: admin.payer,
            billingPath: admin.billingPath,
          },
          card,
          deps.appUrl,
        ),
      );
    });
    await enqueueMails(tx, mails);
    return saved.length;
  });
}

/**
 * Charges what is still due on each of these invoices, like chargeInvoice on each (safe to run
 * again or concurrently at any point). Returns how many it charged or found wanting (not skipped).
 */
export async function chargeInvoices(
  deps: ChargeDeps,
  invoiceIds: readonly number[],
  now: Date,
): Promise<number> {
  if (invoiceIds.length === 0) return 0;
  const { batch, oneByOne } = await prepareBatch(deps.db, invoiceIds, now);
  let charged = 0;
  for (const id of oneByOne) {
    if ((await chargeInvoice(deps, id, now)).status !== 'skipped') charged += 1;
  }
  if (batch.length === 0) return charged;
  const answers = await callGateway(deps, batch);
  const paid: { charge: BatchCharge; ref: string }[] = [];
  for (const [i, charge] of batch.entries()) {
    const answer = answers[i]!;
    const full =
      answer.status === 'succeeded' && (answer.amountCents ?? charge.amountCents) >= charge.amountCents;
    if (full) paid.push({ charge, ref: answer.ref });
    // A decline, an error or a partial capture: its own transaction, mails and dunning as ever.
    else if ((await saveOutcome(deps, charge.invoiceId, charge, answer, now)).status !== 'skipped') {
      charged += 1;
    }
  }
  return charged + (await savePaid(deps, paid, now));
}
