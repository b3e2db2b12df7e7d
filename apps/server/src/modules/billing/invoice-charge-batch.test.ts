// Charging a batch of invoices (decision 128): each invoice keeps its own outcome (a decline, a
// partial capture or a missing address beside full captures), and a run that dies after the
// gateway charged, or runs beside another, charges nobody twice.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentGateway } from '#server/adapters/payments/payment-gateway.ts';
import { invoicePayments, invoices, testGatewayCharges } from '#server/db/schema.ts';
import { mailsTo } from '#server-test/application-factories.ts';
import { billingChargeSetup } from '#server-test/billing-charge-setup.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import type { TestCompany } from '#server-test/tenancy-factories.ts';
import { closeDueBatch, invoicesToCharge } from './billing-close.service.ts';
import { chargeInvoices } from './invoice-charge-batch.service.ts';

const ctx = await appForThisFile();
const { db, gateway, deps, entityOf, billedCompany } = billingChargeSetup(ctx);

/** Companies with these cards (null: no address), closed at their trials' end; their invoices. */
async function closedInvoices(cards: (string | null)[]) {
  const companies: TestCompany[] = [];
  for (const [n, cardNumber] of cards.entries()) {
    companies.push(
      (await billedCompany(`Batch Bakery ${n}`, cardNumber ?? '4242424242424242', !!cardNumber)).company,
    );
  }
  const entities = await Promise.all(companies.map(entityOf));
  const at = new Date(Math.max(...entities.map((e) => e.trialEndsAt!.getTime())) + 60_000);
  for (const entity of entities) await closeDueBatch(db, at, { only: entity.id });
  const ids: number[] = [];
  for (const entity of entities) {
    const [invoice] = await db.select().from(invoices).where(eq(invoices.billableEntityId, entity.id));
    ids.push(invoice!.id);
  }
  return { companies, ids, at };
}

const invoicesById = async (ids: number[]) =>
  new Map((await db.select().from(invoices).where(inArray(invoices.id, ids))).map((row) => [row.id, row]));

/** Each invoice's payments and the gateway's charges under their keys. */
async function paymentsAndCharges(ids: number[]) {
  const payments = await db.select().from(invoicePayments).where(inArray(invoicePayments.invoiceId, ids));
  const keys = payments.map((payment) => payment.idempotencyKey);
  const charges = await db
    .select()
    .from(testGatewayCharges)
    .where(inArray(testGatewayCharges.idempotencyKey, keys));
  return { payments, charges };
}

// Several companies each: slow on a loaded machine.
describe('charging a batch', { timeout: 120_000 }, () => {
  it('gives each invoice its own outcome: a decline, a partial capture and no address beside paid ones', async () => {
    const { companies, ids, at } = await closedInvoices([
      '4242424242424242',
      '4000000000000341',
      '4242424242424242',
      '4000000000005050',
      null,
    ]);
    expect(await chargeInvoices(deps, ids, at)).toBe(5);
    const rows = await invoicesById(ids);
    expect(ids.map((id) => rows.get(id)!.status)).toEqual([
      'paid',
      'payment_failed',
      'paid',
      'partially_paid',
      'missing_address',
    ]);
    expect(rows.get(ids[0]!)).toMatchObject({ paidCents: 4_800, attempts: 1, nextRetryAt: null });
    expect(rows.get(ids[1]!)).toMatchObject({ paidCents: 0, attempts: 1 });
    expect(rows.get(ids[1]!)!.nextRetryAt).not.toBeNull();
    expect(rows.get(ids[3]!)).toMatchObject({ paidCents: 2_400 });
    const firstUnpaid = await Promise.all(
      companies.map(async (c) => (await entityOf(c)).firstUnpaidInvoiceAt),
    );
    expect(firstUnpaid.map((at) => at !== null)).toEqual([false, true, false, true, true]);
    const subjects = async (n: number) =>
      (await mailsTo(ctx, companies[n]!.members['Company Admin'].user.email)).map((mail) => mail.subject);
    expect(await subjects(0)).toContain(`Receipt for invoice ${rows.get(ids[0]!)!.number}`);
    expect(await subjects(1)).not.toContain(`Receipt for invoice ${rows.get(ids[1]!)!.number}`);
    expect(await subjects(3)).toContain(`Receipt for invoice ${rows.get(ids[3]!)!.number}`);
    // Run again: nothing is due before the dunning days, and the paid ones are not charged again.
    expect((await invoicesToCharge(db, at)).filter((id) => ids.includes(id))).toEqual([]);
    expect(await chargeInvoices(deps, [ids[0]!, ids[2]!], at)).toBe(0);
    const { payments, charges } = await paymentsAndCharges(ids);
    expect(payments).toHaveLength(4);
    expect(charges).toHaveLength(4);
  });

  it('charges nobody twice when a run dies after the gateway charged the batch', async () => {
    const { ids, at } = await closedInvoices(['4242424242424242', '4000000000000341', '4242424242424242']);
    let charged!: () => void;
    const chargedOnce = new Promise<void>((resolve) => {
      charged = resolve;
    });
    const dying: PaymentGateway = {
      ...gateway,
      chargeMany: async (requests) => {
        await gateway.chargeMany!(requests);
        charged();
        return new Promise(() => {});
      },
    };
    void chargeInvoices({ ...deps, gateway: dying }, ids, at);
    await chargedOnce;
    const before = await paymentsAndCharges(ids);
    expect(before.payments.map((payment) => payment.status)).toEqual(['pending', 'pending', 'pending']);
    expect(before.charges).toHaveLength(3);

    // The restarted run finishes each attempt with its own key: the gateway answers its first outcome.
    expect(await chargeInvoices(deps, ids, at)).toBe(3);
    const rows = await invoicesById(ids);
    expect(ids.map((id) => rows.get(id)!.status)).toEqual(['paid', 'payment_failed', 'paid']);
    expect(ids.map((id) => rows.get(id)!.attempts)).toEqual([1, 1, 1]);
    const after = await paymentsAndCharges(ids);
    expect(after.payments.map((payment) => payment.status).sort()).toEqual([
      'failed',
      'succeeded',
      'succeeded',
    ]);
    expect(after.charges).toHaveLength(3);
  });

  it('charges nobody twice when a provider run dies after charging part of the batch', async () => {
    const { ids, at } = await closedInvoices(['4242424242424242', '4242424242424242', '4242424242424242']);
    const { chargeMany: _batchCall, ...oneByOne } = gateway;
    let calls = 0;
    let done = 0;
    let charged!: () => void;
    const twoCharged = new Promise<void>((resolve) => {
      charged = resolve;
    });
    // Charges the first two, then the process "dies" before answering anything.
    const dying: PaymentGateway = {
      ...oneByOne,
      charge: async (request) => {
        calls += 1;
        if (calls <= 2) {
          await gateway.charge(request);
          done += 1;
          if (done === 2) charged();
        }
        return new Promise(() => {});
      },
    };
    void chargeInvoices({ ...deps, gateway: dying }, ids, at);
    await twoCharged;
    expect((await paymentsAndCharges(ids)).charges).toHaveLength(2);

    expect(await chargeInvoices({ ...deps, gateway: oneByOne }, ids, at)).toBe(3);
    const rows = await invoicesById(ids);
    expect(ids.map((id) => rows.get(id)!.status)).toEqual(['paid', 'paid', 'paid']);
    const { payments, charges } = await paymentsAndCharges(ids);
    expect(payments.map((payment) => payment.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(charges).toHaveLength(3);
  });

  it('makes one payment per invoice when two runs charge the same batch at once', async () => {
    const { ids, at } = await closedInvoices(['4242424242424242', '4242424242424242']);
    const counts = await Promise.all([chargeInvoices(deps, ids, at), chargeInvoices(deps, ids, at)]);
    expect(counts[0]! + counts[1]!).toBe(2);
    const rows = await invoicesById(ids);
    expect(ids.map((id) => rows.get(id)!)).toEqual([
      expect.objectContaining({ status: 'paid', paidCents: 4_800 }),
      expect.objectContaining({ status: 'paid', paidCents: 4_800 }),
    ]);
    const { payments, charges } = await paymentsAndCharges(ids);
    expect(payments).toHaveLength(2);
    expect(charges).toHaveLength(2);
  });
});
