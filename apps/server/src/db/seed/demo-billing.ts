// Demo billing (issue 21). Northwind Bakery: its trial ended two months ago, two paid monthly
// invoices, a Visa on file and an open invoice whose charge failed on the card it replaced (the next
// dunning retry charges the new card). A login of its own, billing@hireloop.example, is Company
// Admin of one company per banner state (SPEC.md §4): in its trial, with an unpaid invoice,
// half paid by a partial capture, cancelled, locked, and deleted (switching into a locked or deleted
// one opens /reinstate-payment). Idempotent.
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '#server/modules/auth/passwords.ts';
import { CLOSED } from '#server/modules/billing/billing-close.service.ts';
import { createCompany } from '#server/modules/companies/companies.service.ts';
import { markDemoCompleted } from '#server/modules/companies/company-demo.service.ts';
import { findUserByEmail } from '#server/modules/users/users.service.ts';
import type { Database } from '../client.ts';
import { billableEntities, billingAccounts, companies, invoices, users } from '../schema.ts';
import {
  addInvoice,
  afterTrial,
  DAY_MS,
  type DemoInvoice,
  entityOfCompany,
  monthStart,
  saveDemoCard,
} from './demo-billing-state.ts';
import { DEMO_PASSWORD } from './demo-candidate.ts';
import type { DemoLogin } from './demo-login.ts';

export const BILLING_DEMO_EMAIL = 'billing@hireloop.example';

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

interface OwingCompany {
  companyId: number;
  entityId: number;
  trialEndedDaysAgo: number;
  /** The billed period, in days before now. */
  period: { fromDaysAgo: number; toDaysAgo: number };
  seats: number;
  postings: number;
  status: DemoInvoice['status'];
  /** The billing name of a Visa on file; none means no card. */
  cardHolder?: string;
}

/** A company past its trial whose last invoice is not (fully) paid: an unpaid-invoice banner. */
async function seedOwingCompany(db: Database, now: number, owing: OwingCompany) {
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  const issued = daysAgo(owing.period.toDaysAgo);
  await afterTrial(db, owing.entityId, daysAgo(owing.trialEndedDaysAgo));
  if (owing.cardHolder) await saveDemoCard(db, owing.entityId, owing.cardHolder);
  await addInvoice(db, {
    companyId: owing.companyId,
    entityId: owing.entityId,
    periodStart: daysAgo(owing.period.fromDaysAgo),
    periodEnd: issued,
    seats: owing.seats,
    postings: owing.postings,
    status: owing.status,
  });
  await db
    .update(billableEntities)
    .set({ firstUnpaidInvoiceAt: issued })
    .where(eq(billableEntities.id, owing.entityId));
}

/** One company per banner state, all run by the billing demo login. */
async function seedBannerStates(db: Database, adminId: number) {
  const now = Date.now();
  const make = async (name: string) => {
    const companyId = await createCompany(db, adminId, { name });
    await markDemoCompleted(db, companyId);
    return { companyId, entityId: (await entityOfCompany(db, companyId)).id };
  };
  await seedOwingCompany(db, now, {
    ...(await make('Maple Diner')),
    trialEndedDaysAgo: 20,
    period: { fromDaysAgo: 34, toDaysAgo: 3 },
    seats: 1,
    postings: 1,
    status: 'missing_payment_method',
  });

  const cancelled = await make('Cedar Cafe');
  await afterTrial(db, cancelled.entityId, new Date(now - 40 * DAY_MS), { cancellationAt: monthStart(1) });
  await saveDemoCard(db, cancelled.entityId, 'Cedar Cafe Inc.');
  await db
    .update(billingAccounts)
    .set({ cancellationReason: 'found_alternative' })
    .where(eq(billingAccounts.billableEntityId, cancelled.entityId));

  // Unpaid for 12 days: locked.
  await seedOwingCompany(db, now, {
    ...(await make('Birch Bistro')),
    trialEndedDaysAgo: 45,
    period: { fromDaysAgo: 45, toDaysAgo: 12 },
    seats: 1,
    postings: 2,
    status: 'missing_payment_method',
  });

  await seedOwingCompany(db, now, {
    ...(await make('Aspen Deli')),
    trialEndedDaysAgo: 30,
    period: { fromDaysAgo: 30, toDaysAgo: 2 },
    seats: 1,
    postings: 1,
    status: 'partially_paid',
    cardHolder: 'Aspen Deli LLC',
  });

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
