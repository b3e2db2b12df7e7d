// The billing close, charges, dunning, the lock and reinstating, over the real app and database:
// each invoice status with the test cards, exactly once under a crash between charge and save and
// under two concurrent runs, the dunning days, the lock on day 10, access and tenants.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentGateway } from '#server/adapters/payments/payment-gateway.ts';
import { invoicePayments, invoices, testGatewayCharges, usageEvents } from '#server/db/schema.ts';
import { clockNow, setClockNow } from '#server/lib/clock.ts';
import { mailsTo } from '#server-test/application-factories.ts';
import { ADDRESS, billingChargeSetup, card, DAY_MS } from '#server-test/billing-charge-setup.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { pdfText } from '#server-test/pdf-text.ts';
import type { TestCompany } from '#server-test/tenancy-factories.ts';
import { runBillingCycle } from './billing-cycle.ts';
import { nextCloseAfter } from './billing-periods.ts';
import { chargeInvoice } from './invoice-charge.service.ts';

const ctx = await appForThisFile();
const { db, gateway, deps, entityOf, billedCompany } = billingChargeSetup(ctx);

const invoicesOf = async (company: TestCompany) =>
  db
    .select()
    .from(invoices)
    .where(eq(invoices.billableEntityId, (await entityOf(company)).id));

/** A company whose trial has just ended, billed "as of" one minute later. */
async function closeAtTrialEnd(company: TestCompany) {
  const entity = await entityOf(company);
  const at = new Date(entity.trialEndsAt!.getTime() + 60_000);
  setClockNow(at, entity.id);
  await runBillingCycle(deps, at, entity.id);
  return at;
}

const setUp = (cardNumber: string | null, address = true) =>
  billedCompany('Billed Bakery', cardNumber, address);

describe('billing periods', () => {
  it('closes by mode and period, in UTC', () => {
    const at = new Date('2031-01-31T10:00:00Z');
    expect(nextCloseAfter('on_billing_cycle', 'month', 1, at).toISOString()).toBe('2031-02-01T00:00:00.000Z');
    expect(nextCloseAfter('immediate_then_recurring_monthly', 'month', 1, at).toISOString()).toBe(
      '2031-02-01T00:00:00.000Z',
    );
    expect(nextCloseAfter('on_billing_cycle', 'year', 1, at).toISOString()).toBe('2032-01-01T00:00:00.000Z');
    expect(nextCloseAfter('monthly_on_cycle_day', 'month', 15, at).toISOString()).toBe(
      '2031-02-15T00:00:00.000Z',
    );
    expect(
      nextCloseAfter('monthly_on_cycle_day', 'month', 31 - 3, new Date('2031-02-28T00:00:00Z')).toISOString(),
    ).toBe('2031-03-28T00:00:00.000Z');
    expect(nextCloseAfter('monthly_on_cycle_day', 'year', 5, at).toISOString()).toBe(
      '2032-01-05T00:00:00.000Z',
    );
  });
});

describe('the billing close', () => {
  it('invoices the seats when the trial ends and charges 4242… once: paid, with a receipt', async () => {
    const { company, admin } = await setUp('4242424242424242');
    await closeAtTrialEnd(company);
    await closeAtTrialEnd(company); // a second run finds nothing due
    const [invoice, ...more] = await invoicesOf(company);
    expect(more).toHaveLength(0);
    expect(invoice).toMatchObject({ status: 'paid', totalCents: 4_800, paidCents: 4_800 });
    const shown = (await admin.get(`/api/invoices/${invoice!.id}`)).json();
    expect(shown.lines).toEqual([
      expect.objectContaining({ item_name: 'User Seat (Per Month)', quantity: 4, amount_cents: 4_800 }),
    ]);
    expect(shown.payments).toEqual([
      expect.objectContaining({ status: 'succeeded', card: 'Visa ending in 4242' }),
    ]);
    expect(shown.abilities.pay).toBe(false);
    const seats = await db.select().from(usageEvents).where(eq(usageEvents.invoiceId, invoice!.id));
    expect(seats).toHaveLength(4);
    const mails = await mailsTo(ctx, company.members['Company Admin'].user.email);
    expect(mails.map((mail) => mail.subject)).toContain(`Receipt for invoice ${invoice!.number}`);
    expect((await entityOf(company)).firstUnpaidInvoiceAt).toBeNull();
    const list = (await admin.get('/api/invoices')).json();
    expect(list.data.map((row: { id: number }) => row.id)).toEqual([invoice!.id]);
    expect(list.meta.total).toBe(1);
  });

  it('marks missing_payment_method, then missing_address, payment_failed (…0341), and paid after a good card', async () => {
    const { company, admin } = await setUp(null, false);
    const closedAt = await closeAtTrialEnd(company);
    let [invoice] = await invoicesOf(company);
    expect(invoice).toMatchObject({ status: 'missing_payment_method', attempts: 1 });
    expect(invoice!.nextRetryAt!.getTime()).toBe(invoice!.issuedAt.getTime() + DAY_MS);
    expect((await entityOf(company)).firstUnpaidInvoiceAt).toEqual(closedAt);

    await admin.put('/api/billing/payment-method', card('4000000000000341'));
    let paid = await admin.post(`/api/invoices/${invoice!.id}/pay`);
    expect(paid.statusCode).toBe(422);
    expect(paid.json().message).toBe('No billing address is on file.');

    await admin.put('/api/billing/address', ADDRESS);
    paid = await admin.post(`/api/invoices/${invoice!.id}/pay`);
    expect(paid.statusCode).toBe(422);
    expect(paid.json().errors.payment).toEqual(['Your card was declined.']);
    [invoice] = await invoicesOf(company);
    expect(invoice!.status).toBe('payment_failed');

    await admin.put('/api/billing/payment-method', card('5555555555554444'));
    paid = await admin.post(`/api/invoices/${invoice!.id}/pay`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().invoice).toMatchObject({ status: 'paid', paid_cents: 4_800 });
    expect(paid.json().invoice.payments.map((p: { status: string }) => p.status)).toEqual([
      'failed',
      'succeeded',
    ]);
    expect((await entityOf(company)).firstUnpaidInvoiceAt).toBeNull();
    expect((await admin.post(`/api/invoices/${invoice!.id}/pay`)).json().message).toBe(
      'This invoice is already paid.',
    );
  });

  it('gives error when the gateway cannot be reached, and retries on the dunning days 1, 3 and 7 with a mail each', async () => {
    const { company } = await setUp('4000000000000341');
    await closeAtTrialEnd(company);
    const entityId = (await entityOf(company)).id;
    let [invoice] = await invoicesOf(company);
    expect(invoice).toMatchObject({ status: 'payment_failed', attempts: 1 });
    const issued = invoice!.issuedAt.getTime();
    for (const [day, next] of [
      [1, 3],
      [3, 7],
      [7, null],
    ] as const) {
      // Not before its day.
      await runBillingCycle(deps, new Date(issued + day * DAY_MS - 60_000), entityId);
      expect((await invoicesOf(company))[0]!.attempts).toBe(day === 1 ? 1 : day === 3 ? 2 : 3);
      await runBillingCycle(deps, new Date(issued + day * DAY_MS), entityId);
      [invoice] = await invoicesOf(company);
      expect(invoice!.nextRetryAt?.getTime() ?? null).toBe(next === null ? null : issued + next * DAY_MS);
    }
    expect(invoice).toMatchObject({ status: 'payment_failed', attempts: 4 });
    const mails = await mailsTo(ctx, company.members['Company Admin'].user.email);
    expect(
      mails.filter((mail) => mail.subject === `Payment failed for invoice ${invoice!.number}`),
    ).toHaveLength(4);

    const unreachable: PaymentGateway = {
      ...gateway,
      charge: async () => {
        throw new Error('The payment provider could not be reached.');
      },
    };
    const outcome = await chargeInvoice(
      { ...deps, gateway: unreachable },
      invoice!.id,
      new Date(issued + 8 * DAY_MS),
    );
    expect(outcome).toEqual({ status: 'error', message: 'The payment provider could not be reached.' });
  });

  // A provider is called per invoice (`charge`); the test gateway charges a batch (`chargeMany`).
  it.each(['one by one', 'in a batch'])(
    'charges exactly once when the process dies between the charge and saving it (%s)',
    async (how) => {
      const { company } = await setUp('4242424242424242');
      const entity = await entityOf(company);
      const at = new Date(entity.trialEndsAt!.getTime() + 60_000);
      let charged!: () => void;
      const chargedOnce = new Promise<void>((resolve) => {
        charged = resolve;
      });
      // The gateway takes the money, then the process "dies": the call never returns to be saved.
      const { chargeMany, ...oneByOne } = gateway;
      const dying: PaymentGateway =
        how === 'one by one'
          ? {
              ...oneByOne,
              charge: async (request) => {
                await gateway.charge(request);
                charged();
                return new Promise(() => {});
              },
            }
          : {
              ...gateway,
              chargeMany: async (requests) => {
                await chargeMany!(requests);
                charged();
                return new Promise(() => {});
              },
            };
      void runBillingCycle({ ...deps, gateway: dying }, at, entity.id);
      await chargedOnce;
      let [invoice] = await invoicesOf(company);
      expect(invoice!.status).toBe('generating');
      const pending = await db
        .select()
        .from(invoicePayments)
        .where(eq(invoicePayments.invoiceId, invoice!.id));
      expect(pending.map((payment) => payment.status)).toEqual(['pending']);

      // The restarted job finishes it with the same idempotency key: one charge at the gateway.
      await runBillingCycle(deps, at, entity.id);
      [invoice] = await invoicesOf(company);
      expect(invoice).toMatchObject({ status: 'paid', paidCents: 4_800, attempts: 1 });
      const charges = await db
        .select()
        .from(testGatewayCharges)
        .where(eq(testGatewayCharges.idempotencyKey, pending[0]!.idempotencyKey));
      expect(charges).toHaveLength(1);
      const payments = await db
        .select()
        .from(invoicePayments)
        .where(eq(invoicePayments.invoiceId, invoice!.id));
      expect(payments.map((payment) => payment.status)).toEqual(['succeeded']);
    },
  );

  it('makes one invoice and one charge per period when two instances run at once', async () => {
    const { company } = await setUp('4242424242424242');
    const entity = await entityOf(company);
    const at = new Date(entity.trialEndsAt!.getTime() + 60_000);
    await Promise.all([1, 2, 3].map(() => runBillingCycle(deps, at, entity.id)));
    const rows = await invoicesOf(company);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', paidCents: 4_800 });
    const payments = await db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, rows[0]!.id));
    expect(payments).toHaveLength(1);
  });

  it('runs through the dev clock, which production does not have', async () => {
    const { company } = await setUp('4242424242424242');
    const entity = await entityOf(company);
    const at = new Date(entity.trialEndsAt!.getTime() + 60_000);
    const developer = new TestClient(ctx.app);
    const response = await developer.post('/api/dev/clock', {
      now: at.toISOString(),
      billable_entity_id: entity.id,
      run_billing: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().now.slice(0, 16)).toBe(at.toISOString().slice(0, 16));
    expect(response.json().billing.invoices).toBeGreaterThanOrEqual(1);
    expect((await invoicesOf(company))[0]).toMatchObject({ status: 'paid' });
    expect((await developer.post('/api/dev/clock', { now: '2031-02-30T00:00:00Z' })).statusCode).toBe(422);
    expect((await developer.post('/api/dev/clock', { now: null })).json().billing).toBeNull();
    expect(
      (await new TestClient(ctx.app, '203.0.113.9').post('/api/dev/clock', { now: null })).statusCode,
    ).toBe(403);
  });
});

describe('the lock', () => {
  it('locks company calls 10 days after the first unpaid invoice, and the admin reinstates at once', async () => {
    const { company, admin } = await setUp(null);
    const recruiter = company.members.Recruiter.client;
    const closedAt = await closeAtTrialEnd(company);
    const entity = await entityOf(company);

    setClockNow(new Date(closedAt.getTime() + 10 * DAY_MS - 60_000), entity.id);
    expect((await recruiter.get('/api/offers')).statusCode).toBe(200);

    setClockNow(new Date(closedAt.getTime() + 10 * DAY_MS), entity.id);
    const locked = await recruiter.get('/api/offers');
    expect(locked.statusCode).toBe(402);
    expect(locked.json()).toEqual({
      message: 'Settle Invoices to Unlock Your Account',
      lock_reason: 'invoice_overdue',
      billable_entity_id: entity.id,
    });
    // Sign-out, the user and billing still answer; switching into it answers 402 (→ /reinstate-payment).
    expect((await recruiter.get('/api/users/self')).statusCode).toBe(200);
    const switched = await recruiter.put(`/api/companies/set/${company.id}`);
    expect(switched.statusCode).toBe(402);
    expect(switched.json().billable_entity_id).toBe(entity.id);
    expect((await recruiter.get('/api/billing')).statusCode).toBe(403);
    const summary = (await admin.get('/api/billing')).json();
    expect(summary.lock_reason).toBe('invoice_overdue');

    const declined = await admin.put('/api/billing/payment-method', card('4000000000000002'));
    expect(declined.json().errors.card_number).toEqual(['Your card was declined.']);
    await admin.put('/api/billing/payment-method', card('4242424242424242'));
    const [invoice] = await invoicesOf(company);
    expect((await admin.post(`/api/invoices/${invoice!.id}/pay`)).statusCode).toBe(200);
    expect((await recruiter.get('/api/offers')).statusCode).toBe(200);
    expect((await recruiter.put(`/api/companies/set/${company.id}`)).statusCode).toBe(200);
  });

  it('locks a cancelled company once its cancellation takes effect', async () => {
    const { company, admin } = await setUp('4242424242424242');
    const cancelled = (await admin.post('/api/billing/cancel', { reason: 'no_longer_needed' })).json();
    const entityId = cancelled.billable_entity_id;
    setClockNow(new Date(new Date(cancelled.cancellation_at).getTime() + 1000), entityId);
    const response = await company.members.Manager.client.get('/api/offers');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      message: 'Account Cancelled, Re-subscribe',
      lock_reason: 'cancelled',
    });
    // A trial cancelled before it ended closes without a bill, and no period follows.
    await runBillingCycle(deps, clockNow(entityId), entityId);
    expect(await invoicesOf(company)).toHaveLength(0);
  });
});

describe('invoice access', () => {
  it("is the Company Admin's, another company's invoice is 404, and the PDF renders", async () => {
    const { company, admin } = await setUp('4242424242424242');
    const other = await setUp('4242424242424242');
    await closeAtTrialEnd(company);
    const [invoice] = await invoicesOf(company);
    for (const role of ['Manager', 'Recruiter', 'Team Member'] as const) {
      expect((await company.members[role].client.get(`/api/invoices/${invoice!.id}`)).statusCode).toBe(403);
      expect((await company.members[role].client.post(`/api/invoices/${invoice!.id}/pay`)).statusCode).toBe(
        403,
      );
    }
    expect((await other.admin.get(`/api/invoices/${invoice!.id}`)).statusCode).toBe(404);
    expect((await other.admin.get(`/api/invoices/${invoice!.id}/pdf`)).statusCode).toBe(404);
    expect((await other.admin.post(`/api/invoices/${invoice!.id}/pay`)).statusCode).toBe(404);
    expect((await admin.get('/api/invoices/99999999')).statusCode).toBe(404);
    expect((await admin.get('/api/invoices/abc')).statusCode).toBe(422);
    expect((await admin.get('/api/invoices?per_page=1000')).statusCode).toBe(422);

    const pdf = await admin.get(`/api/invoices/${invoice!.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Invoice ${invoice!.number}`);
    expect(text).toContain('User Seat (Per Month)');
    expect(text).toContain('$48.00');
    const rows = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.billableEntityId, (await entityOf(other.company)).id)));
    expect(rows).toHaveLength(0);
  });
});
