// Stripe cannot be reached here, so the official SDK talks to a local stand-in that records every
// request (its shape is what Stripe's API takes) and answers as Stripe's API answers; webhooks are
// recorded event payloads signed with the SDK's own test-header helper.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { RefundFailedError } from '#server/adapters/payments/payment-gateway.ts';
import { createStripeGateway } from '#server/adapters/payments/stripe-gateway.ts';
import { billableEntities, invoicePayments, invoices } from '#server/db/schema.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';
import { runBillingCycle } from './billing-cycle.ts';

interface Recorded {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

const recorded: Recorded[] = [];
const declined = new Set<string>();
const stripeApi = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    const form = new URLSearchParams(body);
    const entry = {
      method: request.method!,
      path: request.url!,
      form,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    };
    recorded.push(entry);
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_local' });
      response.end(JSON.stringify(json));
    };
    if (request.url === '/v1/customers') return send(200, { id: 'cus_RecordedCustomer', object: 'customer' });
    const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(request.url!);
    if (attach) {
      if (attach[1] === 'pm_card_chargeDeclined') {
        return send(402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          },
        });
      }
      return send(200, {
        id: attach[1],
        object: 'payment_method',
        card: { brand: 'mastercard', last4: '4444', exp_month: 8, exp_year: 2033 },
      });
    }
    if (request.url!.startsWith('/v1/customers/'))
      return send(200, { id: 'cus_RecordedCustomer', object: 'customer' });
    if (request.url === '/v1/payment_intents') {
      if (declined.has(form.get('payment_method') ?? '')) {
        return send(402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
            payment_intent: { id: 'pi_declined', object: 'payment_intent' },
          },
        });
      }
      // One PaymentIntent per idempotency key, as Stripe keeps them.
      const id = `pi_${(entry.idempotencyKey ?? 'none').replace(/[^a-z0-9]/gi, '')}`;
      return send(200, {
        id,
        object: 'payment_intent',
        status: 'succeeded',
        amount: Number(form.get('amount')),
      });
    }
    if (request.url === '/v1/refunds') {
      if (form.get('payment_intent') === 'pi_unknown') {
        return send(400, {
          error: { type: 'invalid_request_error', message: 'No such payment_intent: pi_unknown' },
        });
      }
      return send(200, { id: 're_recorded', object: 'refund', amount: Number(form.get('amount')) });
    }
    send(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${request.url})`,
      },
    });
  });
});
await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
const apiBase = `http://127.0.0.1:${(stripeApi.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => stripeApi.close(() => resolve())));

const WEBHOOK_SECRET = 'whsec_test_recorded';
const ctx = await appForThisFile({
  env: {
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: apiBase,
  },
});
const db = ctx.database.db;
const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/stripe', name), 'utf8');
const ADDRESS = {
  name: 'Acme LLC',
  line_1: '1 Main St',
  city: 'Portland',
  postal_code: '97201',
  country: 'US',
};

function webhook(payload: string, signature?: string) {
  return new TestClient(ctx.app).post('/api/billing/stripe/webhook', Buffer.from(payload), {
    withoutCsrf: true,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
  });
}
const sign = (payload: string, secret = WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

describe('the Stripe gateway', () => {
  it('attaches a payment method from Elements and charges it off-session with our idempotency key', async () => {
    const company = await createTestCompany(ctx, 'Striped Bakery');
    const admin = company.members['Company Admin'].client;
    const summary = (await admin.get('/api/billing')).json();
    expect(summary).toMatchObject({ gateway: 'stripe', stripe_publishable_key: 'pk_test_local' });
    // Card numbers never go to our server when Stripe is on.
    const typed = await admin.put('/api/billing/payment-method', {
      card_number: '4242424242424242',
      exp_month: 1,
      exp_year: 2040,
      cvc: '123',
    });
    expect(typed.json().errors.card_number).toEqual(['Enter the card in the secure Stripe form.']);
    const declinedCard = await admin.put('/api/billing/payment-method', {
      payment_method_id: 'pm_card_chargeDeclined',
    });
    expect(declinedCard.json().errors.payment_method_id).toEqual(['Your card was declined.']);

    recorded.length = 0;
    const saved = await admin.put('/api/billing/payment-method', { payment_method_id: 'pm_card_mastercard' });
    expect(saved.json().payment_method).toEqual({
      brand: 'mastercard',
      last4: '4444',
      exp_month: 8,
      exp_year: 2033,
    });
    expect(recorded.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/payment_methods/pm_card_mastercard/attach',
      'POST /v1/customers/cus_RecordedCustomer',
    ]);
    expect(recorded[1]!.form.get('customer')).toBe('cus_RecordedCustomer');
    expect(recorded[2]!.form.get('invoice_settings[default_payment_method]')).toBe('pm_card_mastercard');
    await admin.put('/api/billing/address', ADDRESS);

    const [entity] = await db
      .select()
      .from(billableEntities)
      .where(eq(billableEntities.companyId, company.id));
    recorded.length = 0;
    await runBillingCycle(
      {
        db,
        gateway: createStripeGateway({ secretKey: 'sk_test_local', publishableKey: null, apiBase }),
        appUrl: ctx.config.appUrl,
      },
      new Date(entity!.trialEndsAt!.getTime() + 60_000),
      entity!.id,
    );
    const [charge] = recorded;
    expect(`${charge!.method} ${charge!.path}`).toBe('POST /v1/payment_intents');
    const [invoice] = await db.select().from(invoices).where(eq(invoices.billableEntityId, entity!.id));
    expect(Object.fromEntries(charge!.form)).toMatchObject({
      amount: String(invoice!.totalCents),
      currency: 'usd',
      customer: 'cus_RecordedCustomer',
      payment_method: 'pm_card_mastercard',
      off_session: 'true',
      confirm: 'true',
      'metadata[idempotency_key]': `invoice-${invoice!.id}-attempt-1`,
    });
    expect(charge!.idempotencyKey).toBe(`invoice-${invoice!.id}-attempt-1`);
    expect(invoice).toMatchObject({ status: 'paid', paidCents: invoice!.totalCents });
  });

  it("maps a card error at charge time to payment_failed with Stripe's message", async () => {
    declined.add('pm_card_poor');
    const gateway = createStripeGateway({ secretKey: 'sk_test_local', publishableKey: null, apiBase });
    const result = await gateway.charge({
      customerRef: 'cus_RecordedCustomer',
      paymentMethodRef: 'pm_card_poor',
      amountCents: 500,
      currency: 'USD',
      idempotencyKey: 'k-1',
      description: 'Invoice',
    });
    expect(result).toEqual({
      status: 'failed',
      ref: 'pi_declined',
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('refunds part of a PaymentIntent with our idempotency key, and maps a refusal', async () => {
    const gateway = createStripeGateway({ secretKey: 'sk_test_local', publishableKey: null, apiBase });
    const refund = await gateway.refund({
      chargeRef: 'pi_paid',
      amountCents: 250,
      idempotencyKey: 'refund:1:0:1',
    });
    expect(refund).toEqual({ ref: 're_recorded' });
    const sent = recorded.findLast((entry) => entry.path === '/v1/refunds')!;
    expect(sent.form.get('payment_intent')).toBe('pi_paid');
    expect(sent.form.get('amount')).toBe('250');
    expect(sent.idempotencyKey).toBe('refund:1:0:1');
    await expect(
      gateway.refund({ chargeRef: 'pi_unknown', amountCents: 1, idempotencyKey: 'refund:2:0:2' }),
    ).rejects.toBeInstanceOf(RefundFailedError);
  });
});

describe('the Stripe webhook', () => {
  it('refuses events without a valid signature', async () => {
    const payload = fixture('payment_intent.succeeded.json');
    expect((await webhook(payload)).statusCode).toBe(400);
    expect((await webhook(payload, sign(payload, 'whsec_someone_else'))).statusCode).toBe(400);
    const tampered = payload.replace('"amount": 4800', '"amount": 1');
    expect((await webhook(tampered, sign(payload))).statusCode).toBe(400);
    expect((await webhook(payload, 't=1,v1=deadbeef')).json()).toEqual({
      message: 'The webhook signature is not valid.',
    });
  });

  it('finishes a charge whose process died before saving it, and records a partial refund', async () => {
    const company = await createTestCompany(ctx, 'Webhook Bakery');
    const admin = company.members['Company Admin'].client;
    await admin.put('/api/billing/payment-method', { payment_method_id: 'pm_card_visa' });
    await admin.put('/api/billing/address', ADDRESS);
    const [entity] = await db
      .select()
      .from(billableEntities)
      .where(eq(billableEntities.companyId, company.id));
    const stripe = createStripeGateway({ secretKey: 'sk_test_local', publishableKey: null, apiBase });
    let charged!: () => void;
    const chargedOnce = new Promise<void>((resolve) => {
      charged = resolve;
    });
    const dying = {
      ...stripe,
      charge: async (request: Parameters<typeof stripe.charge>[0]) => {
        await stripe.charge(request);
        charged();
        return new Promise<never>(() => {});
      },
    };
    void runBillingCycle(
      { db, gateway: dying, appUrl: ctx.config.appUrl },
      new Date(entity!.trialEndsAt!.getTime() + 60_000),
      entity!.id,
    );
    await chargedOnce;
    const [pending] = await db
      .select()
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(eq(invoices.billableEntityId, entity!.id));
    expect(pending!.invoice_payments.status).toBe('pending');

    const payload = fixture('payment_intent.succeeded.json').replaceAll(
      '__IDEMPOTENCY_KEY__',
      pending!.invoice_payments.idempotencyKey,
    );
    const response = await webhook(payload, sign(payload));
    expect(response.json()).toEqual({ received: true, outcome: 'settled' });
    const [paid] = await db.select().from(invoices).where(eq(invoices.billableEntityId, entity!.id));
    expect(paid!.status).toBe('paid');
    expect((await webhook(payload, sign(payload))).json().outcome).toBe('ignored');

    const [payment] = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, paid!.id));
    const refund = fixture('charge.refunded.json').replaceAll('pi_3QxRecordedIntent', payment!.gatewayRef!);
    expect((await webhook(refund, sign(refund))).json().outcome).toBe('refunded');
    const [refunded] = await db.select().from(invoices).where(eq(invoices.id, paid!.id));
    expect(refunded).toMatchObject({ status: 'partial_refunded', refundedCents: 1200 });
  });
});
