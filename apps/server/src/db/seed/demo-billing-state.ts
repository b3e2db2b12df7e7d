// The billing state the demo seeds build on (demo-billing.ts, demo-billing-groups.ts): a company's
// billable entity, an invoice with its lines and card payment as a close would have left it, a
// test-gateway Visa on file, and a company past its trial in the current month's period.
import { eq } from 'drizzle-orm';
import { invoiceNumber } from '#server/modules/billing/billing-close.service.ts';
import type { Database } from '../client.ts';
import {
  billableEntities,
  billingAccounts,
  invoiceLines,
  invoicePayments,
  invoices,
  testGatewayCards,
} from '../schema.ts';

export const DAY_MS = 86_400_000;
const SEAT_PRICE = 12_000_000;
const POSTING_PRICE = 29_000_000;

export const monthStart = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
};

export async function entityOfCompany(db: Database, companyId: number) {
  const [row] = await db.select().from(billableEntities).where(eq(billableEntities.companyId, companyId));
  return row!;
}

export interface DemoInvoice {
  companyId: number;
  entityId: number;
  periodStart: Date;
  periodEnd: Date;
  seats: number;
  postings: number;
  status: 'paid' | 'partially_paid' | 'payment_failed' | 'missing_payment_method';
  failure?: string;
}

export async function addInvoice(db: Database, demo: DemoInvoice) {
  const seatCents = (demo.seats * SEAT_PRICE) / 10_000;
  const postingCents = (demo.postings * POSTING_PRICE) / 10_000;
  const total = seatCents + postingCents;
  const paid = demo.status === 'paid';
  // A partial capture took half (decision 114).
  const captured = paid ? total : demo.status === 'partially_paid' ? Math.floor(total / 2) : 0;
  const [invoice] = await db
    .insert(invoices)
    .values({
      billableEntityId: demo.entityId,
      number: invoiceNumber(demo.entityId, demo.periodStart),
      periodStart: demo.periodStart,
      periodEnd: demo.periodEnd,
      status: demo.status,
      subtotalMillionths: total * 10_000,
      totalCents: total,
      paidCents: captured,
      attempts: 1,
      nextRetryAt: paid ? null : new Date(demo.periodEnd.getTime() + DAY_MS),
      issuedAt: demo.periodEnd,
      paidAt: paid ? demo.periodEnd : null,
    })
    .returning({ id: invoices.id });
  const lines = [
    { itemName: 'User Seat (Per Month)', quantity: demo.seats, unit: SEAT_PRICE, cents: seatCents },
    {
      itemName: 'Opportunity Posted (Per Month)',
      quantity: demo.postings,
      unit: POSTING_PRICE,
      cents: postingCents,
    },
  ].filter((line) => line.quantity > 0);
  await db.insert(invoiceLines).values(
    lines.map((line) => ({
      invoiceId: invoice!.id,
      companyId: demo.companyId,
      itemName: line.itemName,
      quantity: line.quantity,
      unitPriceMillionths: line.unit,
      amountMillionths: line.quantity * line.unit,
      amountCents: line.cents,
    })),
  );
  if (demo.status !== 'missing_payment_method') {
    await db.insert(invoicePayments).values({
      invoiceId: invoice!.id,
      idempotencyKey: `invoice-${invoice!.id}-attempt-1`,
      amountCents: captured || total,
      status: captured > 0 ? 'succeeded' : 'failed',
      failureCode: captured > 0 ? null : 'expired_card',
      failureMessage: captured > 0 ? null : (demo.failure ?? 'Your card has expired.'),
      cardBrand: 'visa',
      cardLast4: paid ? '4242' : captured > 0 ? '5050' : '0069',
      createdAt: demo.periodEnd,
      updatedAt: demo.periodEnd,
    });
  }
}

export async function saveDemoCard(db: Database, entityId: number, name: string) {
  const ref = `tpm_demo_${entityId}`;
  await db
    .insert(testGatewayCards)
    .values({ ref, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, behaviour: 'succeed' })
    .onConflictDoNothing();
  await db
    .update(billingAccounts)
    .set({
      gateway: 'test',
      customerRef: `tcus_demo_${entityId}`,
      paymentMethodRef: ref,
      cardBrand: 'visa',
      cardLast4: '4242',
      cardExpMonth: 12,
      cardExpYear: 2034,
      address: {
        name,
        line1: '500 Market Street',
        line2: null,
        city: 'Portland',
        region: 'OR',
        postalCode: '97204',
        country: 'US',
      },
    })
    .where(eq(billingAccounts.billableEntityId, entityId));
}

/** The billing state of a company whose trial ended at `trialEnd`, in its current month's period. */
export async function afterTrial(
  db: Database,
  entityId: number,
  trialEnd: Date,
  extra: Partial<typeof billableEntities.$inferInsert> = {},
) {
  await db
    .update(billableEntities)
    .set({ trialEndsAt: trialEnd, ...extra })
    .where(eq(billableEntities.id, entityId));
  await db
    .update(billingAccounts)
    .set({ periodStartsAt: monthStart(0), nextCloseAt: monthStart(1) })
    .where(eq(billingAccounts.billableEntityId, entityId));
}
