// What the charge tests share (invoices.test.ts, partial-payments.test.ts,
// invoice-charge-batch.test.ts): the test gateway on the file's app, the run's deps, a company's
// billable entity, and a company with a test card and a billing address on file.
import { eq } from 'drizzle-orm';
import { afterEach, expect } from 'vitest';
import { createPaymentGateway } from '#server/adapters/payments/create-payment-gateway.ts';
import { billableEntities } from '#server/db/schema.ts';
import { clockNow, resetClock } from '#server/lib/clock.ts';
import { createTestCompany, type TestCompany } from './tenancy-factories.ts';
import type { TestApp } from './test-app.ts';

export const DAY_MS = 86_400_000;

export const ADDRESS = {
  name: 'Acme LLC',
  line_1: '1 Main St',
  city: 'Portland',
  postal_code: '97201',
  country: 'US',
};

export const card = (card_number: string) => ({ card_number, exp_month: 12, exp_year: 2040, cvc: '123' });

export function billingChargeSetup(ctx: TestApp) {
  const db = ctx.database.db;
  const gateway = createPaymentGateway(ctx.config, db, clockNow);
  const deps = { db, gateway, appUrl: ctx.config.appUrl };

  // Each test moves only its own company's time (setClockNow(at, entityId)); every dev time is
  // dropped after it, as test files share a process (and their databases reuse ids).
  afterEach(() => resetClock());

  async function entityOf(company: TestCompany) {
    const [row] = await db.select().from(billableEntities).where(eq(billableEntities.companyId, company.id));
    return row!;
  }

  /** A new company with this test card (none: null) and, unless told not to, an address. */
  async function billedCompany(name: string, cardNumber: string | null, address = true) {
    const company = await createTestCompany(ctx, name);
    const admin = company.members['Company Admin'].client;
    if (cardNumber)
      expect((await admin.put('/api/billing/payment-method', card(cardNumber))).statusCode).toBe(200);
    if (address) expect((await admin.put('/api/billing/address', ADDRESS)).statusCode).toBe(200);
    return { company, admin };
  }

  return { db, gateway, deps, entityOf, billedCompany };
}
