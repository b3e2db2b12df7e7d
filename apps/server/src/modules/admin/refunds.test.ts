// Refunds by a super admin over the real app, the billing close and the built-in test gateway:
// partial then the rest, never more than was paid, refused for other users, 404 and 422.
import { SUPER_ADMIN_REQUIRED } from '@hireloop/shared/admin';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createPaymentGateway } from '#server/adapters/payments/create-payment-gateway.ts';
import { type PaymentGateway, RefundFailedError } from '#server/adapters/payments/payment-gateway.ts';
import { billableEntities, invoicePayments, invoices, testGatewayRefunds } from '#server/db/schema.ts';
import { clockNow, resetClock, setClockNow } from '#server/lib/clock.ts';
import { createSuperAdmin } from '#server-test/admin-factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';
import { runBillingCycle } from '../billing/billing-cycle.ts';
import { refundInvoice } from './refunds.service.ts';

const ctx = await appForThisFile();
const db = ctx.database.db;
const gateway = createPaymentGateway(ctx.config, db, clockNow);
afterEach(() => resetClock());

/** A company billed at the end of its trial and paid with the test card: its invoice. */
async function paidInvoice() {
  const company = await createTestCompany(ctx, 'Refunded Bakery');
  const admin = company.members['Company Admin'].client;
  const card = { card_number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' };
  expect((await admin.put('/api/billing/payment-method', card)).statusCode).toBe(200);
  const address = {
    name: 'Acme LLC',
    line_1: '1 Main St',
    city: 'Portland',
    postal_code: '97201',
    country: 'US',
  };
  expect((await admin.put('/api/billing/address', address)).statusCode).toBe(200);
  const [entity] = await db.select().from(billableEntities).where(eq(billableEntities.companyId, company.id));
  const at = new Date(entity!.trialEndsAt!.getTime() + 60_000);
  setClockNow(at, entity!.id);
  await runBillingCycle({ db, gateway, appUrl: ctx.config.appUrl }, at, entity!.id);
  const [invoice] = await db.select().from(invoices).where(eq(invoices.billableEntityId, entity!.id));
  expect(invoice).toMatchObject({ status: 'paid' });
  expect(invoice!.paidCents).toBeGreaterThan(100);
  return { company, invoice: invoice! };
}

describe('refunding an invoice', () => {
  it('refunds part, then the rest, through the gateway; never more than was paid', async () => {
    const { client } = await createSuperAdmin(ctx);
    const { invoice } = await paidInvoice();
    const partial = await client.post(`/api/admin/invoices/${invoice.id}/refund`, { amount_cents: 100 });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ status: 'partial_refunded', refunded_cents: 100 });

    const tooMuch = await client.post(`/api/admin/invoices/${invoice.id}/refund`, {
      amount_cents: invoice.paidCents,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount_cents).toBeDefined();

    const rest = await client.post(`/api/admin/invoices/${invoice.id}/refund`, {});
    expect(rest.json()).toMatchObject({ status: 'refunded', refunded_cents: invoice.paidCents });
    const [payment] = await db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoice.id));
    expect(payment!.status).toBe('refunded');
    const refunds = await db
      .select()
      .from(testGatewayRefunds)
      .where(eq(testGatewayRefunds.chargeRef, payment!.gatewayRef!));
    expect(refunds.map((refund) => refund.amountCents).sort((a, b) => a - b)).toEqual(
      [100, invoice.paidCents - 100].sort((a, b) => a - b),
    );

    const again = await client.post(`/api/admin/invoices/${invoice.id}/refund`, {});
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.amount_cents).toEqual(['This invoice has nothing left to refund.']);
  });

  it('is for super admins with two-factor only, and checks its input', async () => {
    const { invoice, company } = await paidInvoice();
    const companyAdmin = company.members['Company Admin'].client;
    const refused = await companyAdmin.post(`/api/admin/invoices/${invoice.id}/refund`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: SUPER_ADMIN_REQUIRED });
    const noTwoFactor = await createSuperAdmin(ctx, { twoFactor: false });
    expect((await noTwoFactor.client.post(`/api/admin/invoices/${invoice.id}/refund`, {})).statusCode).toBe(
      403,
    );

    const { client } = await createSuperAdmin(ctx);
    expect((await client.post('/api/admin/invoices/999999999/refund', {})).statusCode).toBe(404);
    for (const body of [
      { amount_cents: 0 },
      { amount_cents: -5 },
      { amount_cents: 1.5 },
      { amount_cents: 'all' },
    ]) {
      const response = await client.post(`/api/admin/invoices/${invoice.id}/refund`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const [unchanged] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(unchanged).toMatchObject({ status: 'paid', refundedCents: 0 });
  });

  it('refuses an invoice nobody paid', async () => {
    const { client } = await createSuperAdmin(ctx);
    const { invoice } = await paidInvoice();
    await db
      .update(invoices)
      .set({ paidCents: 0, status: 'payment_failed' })
      .where(eq(invoices.id, invoice.id));
    const response = await client.post(`/api/admin/invoices/${invoice.id}/refund`, { amount_cents: 1 });
    expect(response.statusCode).toBe(422);
  });

  it('gives the reservation back when the gateway refuses, leaving the invoice as it was', async () => {
    const { user } = await createSuperAdmin(ctx);
    const { invoice } = await paidInvoice();
    const refusing: PaymentGateway = {
      ...gateway,
      refund: async () => {
        throw new RefundFailedError('The charge is disputed.');
      },
    };
    await expect(refundInvoice(db, refusing, user.id, invoice.id, {}, new Date())).rejects.toMatchObject({
      statusCode: 422,
      errors: { amount_cents: ['The charge is disputed.'] },
    });
    const [unchanged] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(unchanged).toMatchObject({ status: 'paid', refundedCents: 0 });
  });
});
