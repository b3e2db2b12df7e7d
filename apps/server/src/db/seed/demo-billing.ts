// Demo billing (issue 21). Northwind Bakery: its trial ended two months ago, two paid monthly
// invoices, a Visa on file and an open invoice whose charge failed on the card it replaced (the next
// dunning retry charges the new card). A login of its own, billing@hireloop.example, is Company
// Admin of one company per banner state (SPEC.md §4): in its trial, with an unpaid invoice,
// half paid by a partial capture, cancelled, locked, and deleted (switching into a locked or deleted
// one opens /reinstate-payment). Idempotent.
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '#server/modules/auth/passwords.ts';
import { CLOSED, invoiceNumber } from '#server/modules/billing/billing-close.service.ts';
import { createCompany } from '#server/modules/companies/companies.service.ts';
import { markDemoCompleted } from '#server/modules/companies/company-demo.service.ts';
import { findUserByEmail } from '#server/modules/users/users.service.ts';
import type { Database } from '../client.ts';
import {
  billableEntities,
  billingAccounts,
  companies,
  invoiceLines,
  invoicePayments,
  invoices,
  testGatewayCards,
  users,
} from '../schema.ts';
import { DEMO_PASSWORD } from './demo-candidate.ts';
import type { DemoLogin } from './demo-login.ts';

const DAY_MS = 86_400_000;
const SEAT_PRICE = 12_000_000;
const POSTING_PRICE = 29_000_000;
export const BILLING_DEMO_EMAIL = 'billing@hireloop.example';

export const monthStart = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
};

async function entityOfCompany(db: Database, companyId: number) {
  const [row] = await db.select().from(billableEntities).where(eq(billableEntities.companyId, companyId));
  return row!;
}

interface DemoInvoice {
  companyId: number;
  entityId: number;
  periodStart: Date;
  periodEnd: Date;
  seats: number;
  postings: number;
  status: 'paid' | 'partially_paid' | 'payment_failed' | 'missing_payment_method';
  failure?: string;
}

async function addInvoice(db: Database, demo: DemoInvoice) {
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
async function afterTrial(
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

async function seedNorthwindHistory(db: Database) {
  const [northwind] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Northwind Bakery'));
  if (!northwind) return;
  const entity = await entityOfCompany(db, northwind.id);
  const [existing] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.billableEntityId, entity.id))
    .limit(1);
  if (existing) return;
  await afterTrial(db, entity.id, monthStart(-2));
  await saveDemoCard(db, entity.id, 'Northwind Bakery LLC');
  await addInvoice(db, {
    companyId: northwind.id,
    entityId: entity.id,
    periodStart: monthStart(-2),
    periodEnd: monthStart(-1),
    seats: 4,
    postings: 3,
    status: 'paid',
  });
  // The last close failed on the old card; the dunning retry tomorrow charges the Visa above.
  const openStart = monthStart(-1);
  const openEnd = new Date(Date.now() - DAY_MS / 2);
  await addInvoice(db, {
    companyId: northwind.id,
    entityId: entity.id,
    periodStart: openStart,
    periodEnd: openEnd,
    seats: 4,
    postings: 4,
    status: 'payment_failed',
  });
  await db
    .update(invoices)
    .set({ issuedAt: openEnd, nextRetryAt: new Date(openEnd.getTime() + DAY_MS) })
    .where(and(eq(invoices.billableEntityId, entity.id), eq(invoices.periodStart, openStart)));
  await db
    .update(billableEntities)
    .set({ firstUnpaidInvoiceAt: openEnd })
    .where(eq(billableEntities.id, entity.id));
  await db
    .update(billingAccounts)
    .set({ periodStartsAt: openEnd, nextCloseAt: monthStart(1) })
    .where(eq(billingAccounts.billableEntityId, entity.id));
}

/** One company per banner state, all run by the billing demo login. */
async function seedBannerStates(db: Database, adminId: number) {
  const now = Date.now();
  const make = async (name: string) => {
    const companyId = await createCompany(db, adminId, { name });
    await markDemoCompleted(db, companyId);
    return { companyId, entityId: (await entityOfCompany(db, companyId)).id };
  };
  const unpaid = await make('Maple Diner');
  await afterTrial(db, unpaid.entityId, new Date(now - 20 * DAY_MS));
  await addInvoice(db, {
    companyId: unpaid.companyId,
    entityId: unpaid.entityId,
    periodStart: new Date(now - 34 * DAY_MS),
    periodEnd: new Date(now - 3 * DAY_MS),
    seats: 1,
    postings: 1,
    status: 'missing_payment_method',
  });
  await db
    .update(billableEntities)
    .set({ firstUnpaidInvoiceAt: new Date(now - 3 * DAY_MS) })
    .where(eq(billableEntities.id, unpaid.entityId));

  const cancelled = await make('Cedar Cafe');
  await afterTrial(db, cancelled.entityId, new Date(now - 40 * DAY_MS), { cancellationAt: monthStart(1) });
  await saveDemoCard(db, cancelled.entityId, 'Cedar Cafe Inc.');
  await db
    .update(billingAccounts)
    .set({ cancellationReason: 'found_alternative' })
    .where(eq(billingAccounts.billableEntityId, cancelled.entityId));

  const locked = await make('Birch Bistro');
  await afterTrial(db, locked.entityId, new Date(now - 45 * DAY_MS));
  await addInvoice(db, {
    companyId: locked.companyId,
    entityId: locked.entityId,
    periodStart: new Date(now - 45 * DAY_MS),
    periodEnd: new Date(now - 12 * DAY_MS),
    seats: 1,
    postings: 2,
    status: 'missing_payment_method',
  });
  await db
    .update(billableEntities)
    .set({ firstUnpaidInvoiceAt: new Date(now - 12 * DAY_MS) })
    .where(eq(billableEntities.id, locked.entityId));

  const partial = await make('Aspen Deli');
  await afterTrial(db, partial.entityId, new Date(now - 30 * DAY_MS));
  await saveDemoCard(db, partial.entityId, 'Aspen Deli LLC');
  await addInvoice(db, {
    companyId: partial.companyId,
    entityId: partial.entityId,
    periodStart: new Date(now - 30 * DAY_MS),
    periodEnd: new Date(now - 2 * DAY_MS),
    seats: 1,
    postings: 1,
    status: 'partially_paid',
  });
  await db
    .update(billableEntities)
    .set({ firstUnpaidInvoiceAt: new Date(now - 2 * DAY_MS) })
    .where(eq(billableEntities.id, partial.entityId));

  // Deleted by support after its last period was billed: "Account Deleted, Re-subscribe".
  const deleted = await make('Alder Annex');
  await afterTrial(db, deleted.entityId, new Date(now - 60 * DAY_MS), {
    deletedAt: new Date(now - 2 * DAY_MS),
  });
  await db
    .update(billingAccounts)
    .set({ periodStartsAt: new Date(now - 2 * DAY_MS), nextCloseAt: CLOSED })
    .where(eq(billingAccounts.billableEntityId, deleted.entityId));

  // Last, so it is the active account: a company in its 14-day trial.
  const trial = await make('Juniper Juice');
  await db.update(users).set({ activeCompanyId: trial.companyId }).where(eq(users.id, adminId));
}

export async function seedDemoBilling(db: Database): Promise<DemoLogin[]> {
  await seedNorthwindHistory(db);
  if (!(await findUserByEmail(db, BILLING_DEMO_EMAIL))) {
    const [admin] = await db
      .insert(users)
      .values({
        firstName: 'Bailey',
        lastName: 'Billing',
        email: BILLING_DEMO_EMAIL,
        emailVerifiedAt: new Date(),
        passwordHash: await hashPassword(DEMO_PASSWORD),
      })
      .returning({ id: users.id });
    await seedBannerStates(db, admin!.id);
  }
  return [
    {
      label: 'Billing demo (a company per banner state)',
      email: BILLING_DEMO_EMAIL,
      password: DEMO_PASSWORD,
    },
  ];
}
