// partially_paid (decision 114): a charge the gateway captures only in part keeps the rest due. The
// built-in gateway's 4000 0000 0000 5050 captures half of each charge; Stripe reports
// `amount_received`. The transitions: generating → partially_paid → partially_paid (another
// partial retry) → payment_failed (a declined retry keeps what was paid) → paid (the rest).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoicePayments, invoices, testGatewayCharges } from '#server/db/schema.ts';
import { setClockNow } from '#server/lib/clock.ts';
import { mailsTo } from '#server-test/application-factories.ts';
import { billingChargeSetup, card, DAY_MS } from '#server-test/billing-charge-setup.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import type { TestCompany } from '#server-test/tenancy-factories.ts';
import { runBillingCycle } from './billing-cycle.ts';

const ctx = await appForThisFile();
const { db, deps, entityOf, billedCompany } = billingChargeSetup(ctx);

async function onlyInvoice(company: TestCompany) {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.billableEntityId, (await entityOf(company)).id));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const paymentsOf = (invoiceId: number) =>
  db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(invoicePayments.id);

async function partlyPaidAtTrialEnd() {
  const { company, admin } = await billedCompany('Partial Bakery', '4000000000005050');
  const entity = await entityOf(company);
  const at = new Date(entity.trialEndsAt!.getTime() + 60_000);
  setClockNow(at, entity.id);
  await runBillingCycle(deps, at, entity.id);
  return { company, admin, entity, at };
}

describe('partially_paid', () => {
  it('keeps the rest due when the gateway captures part: receipt for the part, notice for the rest', async () => {
    const { company, at } = await partlyPaidAtTrialEnd();
    const invoice = await onlyInvoice(company);
    // Four seats at $12.00: $48.00 due, half captured.
    expect(invoice).toMatchObject({
      status: 'partially_paid',
      totalCents: 4_800,
      paidCents: 2_400,
      attempts: 1,
    });
    expect(invoice.nextRetryAt!.getTime()).toBe(invoice.issuedAt.getTime() + DAY_MS);
    expect((await entityOf(company)).firstUnpaidInvoiceAt).toEqual(at);
    const payments = await paymentsOf(invoice.id);
    expect(payments.map((p) => [p.status, p.amountCents])).toEqual([['succeeded', 2_400]]);
    const mails = await mailsTo(ctx, company.members['Company Admin'].user.email);
    const receipt = mails.find((mail) => mail.subject === `Receipt for invoice ${invoice.number}`);
    expect(receipt?.text).toContain('We received $24.00');
    const notice = mails.find((mail) => mail.subject === `Payment failed for invoice ${invoice.number}`);
    expect(notice?.text).toContain('Only $24.00 of $48.00 was captured; $24.00 is still due.');

    // A re-run charges nothing more before the retry day: exactly one charge at the gateway.
    await runBillingCycle(deps, at, (await entityOf(company)).id);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    const charges = await db
      .select()
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.idempotencyKey, payments[0]!.idempotencyKey));
    expect(charges.map((c) => c.amountCents)).toEqual([2_400]);
  });

  it('moves partially_paid → partially_paid → payment_failed on retries, then paid by the admin', async () => {
    const { company, admin, entity } = await partlyPaidAtTrialEnd();
    let invoice = await onlyInvoice(company);
    const issued = invoice.issuedAt.getTime();

    // Day 1: half of the $24.00 left is captured.
    await runBillingCycle(deps, new Date(issued + DAY_MS + 1), entity.id);
    invoice = await onlyInvoice(company);
    expect(invoice).toMatchObject({ status: 'partially_paid', paidCents: 3_600, attempts: 2 });
    expect(invoice.nextRetryAt!.getTime()).toBe(issued + 3 * DAY_MS);

    // Day 3, with a card that declines every charge: what was paid stays paid.
    await admin.put('/api/billing/payment-method', card('4000000000000341'));
    await runBillingCycle(deps, new Date(issued + 3 * DAY_MS + 1), entity.id);
    invoice = await onlyInvoice(company);
    expect(invoice).toMatchObject({ status: 'payment_failed', paidCents: 3_600, attempts: 3 });

    // The admin pays the rest with a good card: only the $12.00 still due is charged.
    await admin.put('/api/billing/payment-method', card('4242424242424242'));
    const paid = await admin.post(`/api/invoices/${invoice.id}/pay`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().invoice).toMatchObject({ status: 'paid', paid_cents: 4_800 });
    const payments = await paymentsOf(invoice.id);
    expect(payments.map((p) => [p.status, p.amountCents])).toEqual([
      ['succeeded', 2_400],
      ['succeeded', 1_200],
      ['failed', 1_200],
      ['succeeded', 1_200],
    ]);
    expect((await entityOf(company)).firstUnpaidInvoiceAt).toBeNull();
  });

  it('answers a partial capture when the admin pays with 422 naming what is still due', async () => {
    const { company, admin } = await partlyPaidAtTrialEnd();
    const invoice = await onlyInvoice(company);
    const response = await admin.post(`/api/invoices/${invoice.id}/pay`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.payment).toEqual([
      'Only $12.00 of $24.00 was captured; $12.00 is still due.',
    ]);
    expect(await onlyInvoice(company)).toMatchObject({ status: 'partially_paid', paidCents: 3_600 });
  });
});
