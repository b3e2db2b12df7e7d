// Demo enterprise billing groups (issue 21): Sunrise Coffee pays for its Seattle and Tacoma
// locations through "Pacific Northwest billing" (a Visa on file and last month's paid invoice with a
// line per location) and for Oakland through "Bay Area billing" (billed on the 15th). Idempotent.
import { and, eq, inArray } from 'drizzle-orm';
import { invoiceNumber } from '#server/modules/billing/billing-close.service.ts';
import { nextCloseAfter } from '#server/modules/billing/billing-periods.ts';
import type { Database } from '../client.ts';
import {
  billableEntities,
  billingAccounts,
  companies,
  enterpriseBillingGroupLocations,
  enterpriseBillingGroups,
  enterprises,
  invoiceLines,
  invoicePayments,
  invoices,
} from '../schema.ts';
import { monthStart, saveDemoCard } from './demo-billing-state.ts';
import type { DemoLogin } from './demo-login.ts';

const SEAT_PRICE = 12_000_000;

async function createGroup(
  db: Database,
  enterpriseId: number,
  name: string,
  locationIds: number[],
  schedule: { mode: 'on_billing_cycle' | 'monthly_on_cycle_day'; cycleDay: number },
) {
  const [entity] = await db
    .insert(billableEntities)
    .values({ companyId: null, createdAt: monthStart(-1) })
    .returning({ id: billableEntities.id });
  await saveDemoCard(db, entity!.id, `${name} (Sunrise Coffee)`);
  const now = new Date();
  await db
    .update(billingAccounts)
    .set({
      billingMode: schedule.mode,
      cycleDay: schedule.cycleDay,
      periodStartsAt: monthStart(0),
      nextCloseAt: nextCloseAfter(schedule.mode, 'month', schedule.cycleDay, now),
    })
    .where(eq(billingAccounts.billableEntityId, entity!.id));
  const [group] = await db
    .insert(enterpriseBillingGroups)
    .values({ enterpriseId, billableEntityId: entity!.id, name })
    .returning({ id: enterpriseBillingGroups.id });
  await db
    .insert(enterpriseBillingGroupLocations)
    .values(locationIds.map((companyId) => ({ groupId: group!.id, companyId })));
  return entity!.id;
}

/** Last month's invoice of a group, paid, with a seat line per location. */
async function addPaidInvoice(db: Database, entityId: number, seatsByLocation: [number, number][]) {
  const periodStart = monthStart(-1);
  const periodEnd = monthStart(0);
  const lines = seatsByLocation.map(([companyId, seats]) => ({
    companyId,
    itemName: 'User Seat (Per Month)',
    quantity: seats,
    unitPriceMillionths: SEAT_PRICE,
    amountMillionths: seats * SEAT_PRICE,
    amountCents: (seats * SEAT_PRICE) / 10_000,
  }));
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const [invoice] = await db
    .insert(invoices)
    .values({
      billableEntityId: entityId,
      number: invoiceNumber(entityId, periodStart),
      periodStart,
      periodEnd,
      status: 'paid',
      subtotalMillionths: total * 10_000,
      totalCents: total,
      paidCents: total,
      attempts: 1,
      issuedAt: periodEnd,
      paidAt: periodEnd,
    })
    .returning({ id: invoices.id });
  await db.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: invoice!.id })));
  await db.insert(invoicePayments).values({
    invoiceId: invoice!.id,
    idempotencyKey: `invoice-${invoice!.id}-attempt-1`,
    amountCents: total,
    status: 'succeeded',
    cardBrand: 'visa',
    cardLast4: '4242',
    createdAt: periodEnd,
    updatedAt: periodEnd,
  });
}

export async function seedDemoBillingGroups(db: Database): Promise<DemoLogin[]> {
  const [sunrise] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(and(eq(enterprises.name, 'Sunrise Coffee'), eq(enterprises.type, 'franchise')));
  if (!sunrise) return [];
  const [existing] = await db
    .select({ id: enterpriseBillingGroups.id })
    .from(enterpriseBillingGroups)
    .where(eq(enterpriseBillingGroups.enterpriseId, sunrise.id))
    .limit(1);
  if (existing) return [];
  const locations = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(
        eq(companies.enterpriseId, sunrise.id),
        inArray(companies.name, [
          'Sunrise Coffee – Seattle',
          'Sunrise Coffee – Tacoma',
          'Sunrise Coffee – Oakland',
        ]),
      ),
    );
  const idOf = (name: string) => locations.find((location) => location.name === name)?.id;
  const seattle = idOf('Sunrise Coffee – Seattle');
  const tacoma = idOf('Sunrise Coffee – Tacoma');
  const oakland = idOf('Sunrise Coffee – Oakland');
  if (!seattle || !tacoma || !oakland) return [];
  const pacific = await createGroup(db, sunrise.id, 'Pacific Northwest billing', [seattle, tacoma], {
    mode: 'on_billing_cycle',
    cycleDay: 1,
  });
  await addPaidInvoice(db, pacific, [
    [seattle, 3],
    [tacoma, 2],
  ]);
  await createGroup(db, sunrise.id, 'Bay Area billing', [oakland], {
    mode: 'monthly_on_cycle_day',
    cycleDay: 15,
  });
  return [];
}
