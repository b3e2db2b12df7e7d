// Enterprise billing groups: an enterprise's locations under one payer (its own billable entity
// and billing account), billed by the billing close one invoice per period with lines per
// location (decision 075). Owners manage; Admins and Viewers read the groups billing a location
// they can see. Another enterprise's group, or one the actor cannot see, answers 404.
import type { PaginationQuery } from '@hireloop/shared/api';
import type { BillingGroupValues, BillingMode, BillingPeriod } from '@hireloop/shared/billing';
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { EnterpriseAccess } from '#server/access/actor.ts';
import type { PaymentGateway } from '#server/adapters/payments/payment-gateway.ts';
import type { Database } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/execute.ts';
import {
  type BillingAccountRow,
  billableEntities,
  billingAccounts,
  companies,
  type EnterpriseBillingGroupRow,
  enterpriseBillingGroupLocations,
  enterpriseBillingGroups,
  invoices,
} from '#server/db/schema.ts';
import { notFound, validation } from '#server/lib/errors.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import { locationScope } from '../enterprises/enterprises.service.ts';
import { CLOSED } from './billing-close.service.ts';
import { authorize } from './billing-groups.policy.ts';
import { nextCloseAfter } from './billing-periods.ts';
import { billingAddressOf, saveCardWithGateway } from './billing-settings.service.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface BillingGroupView {
  group: EnterpriseBillingGroupRow;
  account: BillingAccountRow;
  locations: { id: number; name: string }[];
}

/** How many of a group's invoices its page shows. */
const RECENT_INVOICES = 12;

/** Groups of the enterprise the actor may see: every live one for an Owner, else those billing a visible location. */
function visibleGroups(db: Database, access: EnterpriseAccess): SQL | undefined {
  const live = and(
    eq(enterpriseBillingGroups.enterpriseId, access.id),
    isNull(enterpriseBillingGroups.deletedAt),
  );
  if (access.groupIds === 'all') return live;
  return and(
    live,
    inArray(
      enterpriseBillingGroups.id,
      db
        .select({ id: enterpriseBillingGroupLocations.groupId })
        .from(enterpriseBillingGroupLocations)
        .innerJoin(companies, eq(companies.id, enterpriseBillingGroupLocations.companyId))
        .where(locationScope(db, access)),
    ),
  );
}

async function withLocationsAndAccounts(
  db: Database,
  rows: EnterpriseBillingGroupRow[],
): Promise<BillingGroupView[]> {
  if (rows.length === 0) return [];
  const [accounts, locations] = await Promise.all([
    db
      .select()
      .from(billingAccounts)
      .where(
        inArray(
          billingAccounts.billableEntityId,
          rows.map((row) => row.billableEntityId),
        ),
      ),
    db
      .select({ groupId: enterpriseBillingGroupLocations.groupId, id: companies.id, name: companies.name })
      .from(enterpriseBillingGroupLocations)
      .innerJoin(companies, eq(companies.id, enterpriseBillingGroupLocations.companyId))
      .where(
        inArray(
          enterpriseBillingGroupLocations.groupId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(companies.name), asc(companies.id)),
  ]);
  const accountOf = new Map(accounts.map((account) => [account.billableEntityId, account]));
  return rows.map((group) => ({
    group,
    account: accountOf.get(group.billableEntityId)!,
    locations: locations
      .filter((location) => location.groupId === group.id)
      .map(({ id, name }) => ({ id, name })),
  }));
}

export async function listBillingGroups(db: Database, access: EnterpriseAccess, query: PaginationQuery) {
  const where = visibleGroups(db, access);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(enterpriseBillingGroups)
      .where(where)
      .orderBy(asc(enterpriseBillingGroups.name), asc(enterpriseBillingGroups.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(enterpriseBillingGroups).where(where),
  ]);
  return { groups: await withLocationsAndAccounts(db, rows), total: totals[0]?.total ?? 0 };
}

async function findVisibleBillingGroup(db: Database, access: EnterpriseAccess, id: number) {
  const [group] = await db
    .select()
    .from(enterpriseBillingGroups)
    .where(and(eq(enterpriseBillingGroups.id, id), visibleGroups(db, access)));
  if (!group) throw notFound('Billing group not found.');
  return group;
}

export async function billingGroupDetails(db: Database, access: EnterpriseAccess, id: number) {
  const group = await findVisibleBillingGroup(db, access, id);
  const [[view], recent] = await Promise.all([
    withLocationsAndAccounts(db, [group]),
    db
      .select()
      .from(invoices)
      .where(eq(invoices.billableEntityId, group.billableEntityId))
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(RECENT_INVOICES),
  ]);
  return { ...view!, invoices: recent };
}

/**
 * The locations must be the enterprise's own, and in no other group (422 either way; the unique
 * index settles a race between two saves).
 */
async function assertLocationsFree(
  db: Database,
  access: EnterpriseAccess,
  locationIds: readonly number[],
  groupId: number | null,
) {
  const [own, taken] = await Promise.all([
    db
      .select({ id: companies.id })
      .from(companies)
      .where(and(inArray(companies.id, [...locationIds]), eq(companies.enterpriseId, access.id))),
    db
      .select({ companyId: enterpriseBillingGroupLocations.companyId, name: companies.name })
      .from(enterpriseBillingGroupLocations)
      .innerJoin(companies, eq(companies.id, enterpriseBillingGroupLocations.companyId))
      .where(inArray(enterpriseBillingGroupLocations.companyId, [...locationIds])),
  ]);
  if (own.length !== locationIds.length) {
    throw validation({ location_ids: ['Choose locations of this enterprise.'] });
  }
  const inOther = groupId === null ? taken : await otherGroupsOnly(db, taken, groupId);
  if (inOther.length > 0) {
    throw validation({
      location_ids: [
        `${inOther.map((row) => row.name).join(', ')} already belongs to another billing group.`,
      ],
    });
  }
}

async function otherGroupsOnly(db: Database, taken: { companyId: number; name: string }[], groupId: number) {
  if (taken.length === 0) return taken;
  const mine = await db
    .select({ companyId: enterpriseBillingGroupLocations.companyId })
    .from(enterpriseBillingGroupLocations)
    .where(eq(enterpriseBillingGroupLocations.groupId, groupId));
  const own = new Set(mine.map((row) => row.companyId));
  return taken.filter((row) => !own.has(row.companyId));
}

async function writeLocations(tx: Transaction, groupId: number, locationIds: readonly number[]) {
  await tx
    .delete(enterpriseBillingGroupLocations)
    .where(eq(enterpriseBillingGroupLocations.groupId, groupId));
  try {
    await tx
      .insert(enterpriseBillingGroupLocations)
      .values(locationIds.map((companyId) => ({ groupId, companyId })));
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw validation({ location_ids: ['A location already belongs to another billing group.'] });
    }
    throw error;
  }
}

function scheduleColumns(input: BillingGroupValues, from: Date) {
  return {
    billingMode: input.billing_mode,
    billingPeriod: input.billing_period,
    cycleDay: input.cycle_day,
    nextCloseAt: nextCloseAfter(
      input.billing_mode as BillingMode,
      input.billing_period as BillingPeriod,
      input.cycle_day,
      from,
    ),
  };
}

export async function createBillingGroup(
  db: Database,
  gateway: PaymentGateway,
  access: EnterpriseAccess,
  input: BillingGroupValues,
  now: Date,
): Promise<number> {
  authorize(access, 'manage');
  await assertLocationsFree(db, access, input.location_ids, null);
  // The card is saved with the gateway before anything of ours is written: a declined card leaves
  // no group behind.
  const card = input.payment_method
    ? await saveCardWithGateway(
        gateway,
        null,
        input.payment_method,
        `Billing group ${input.name}`,
        'payment_method.',
      )
    : {};
  return db.transaction(async (tx) => {
    // The payer: a billable entity of no company (its billing account comes with it, by trigger).
    const [entity] = await tx
      .insert(billableEntities)
      .values({ companyId: null, createdAt: now })
      .returning({ id: billableEntities.id });
    await tx
      .update(billingAccounts)
      .set({
        ...scheduleColumns(input, now),
        ...card,
        periodStartsAt: now,
        address: billingAddressOf(input.address),
        updatedAt: now,
      })
      .where(eq(billingAccounts.billableEntityId, entity!.id));
    const [group] = await tx
      .insert(enterpriseBillingGroups)
      .values({
        enterpriseId: access.id,
        billableEntityId: entity!.id,
        name: input.name,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: enterpriseBillingGroups.id });
    await writeLocations(tx, group!.id, input.location_ids);
    return group!.id;
  });
}

export async function updateBillingGroup(
  db: Database,
  gateway: PaymentGateway,
  access: EnterpriseAccess,
  id: number,
  input: BillingGroupValues,
  now: Date,
): Promise<void> {
  const group = await findVisibleBillingGroup(db, access, id);
  authorize(access, 'manage');
  await assertLocationsFree(db, access, input.location_ids, group.id);
  const [account] = await db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.billableEntityId, group.billableEntityId));
  const card = input.payment_method
    ? await saveCardWithGateway(
        gateway,
        account ?? null,
        input.payment_method,
        `Billing group ${group.id}`,
        'payment_method.',
      )
    : {};
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.billableEntityId, group.billableEntityId))
      .for('update');
    // A new schedule takes effect from now; an unchanged one keeps the period running.
    const rescheduled =
      current!.billingMode !== input.billing_mode ||
      current!.billingPeriod !== input.billing_period ||
      current!.cycleDay !== input.cycle_day;
    await tx
      .update(billingAccounts)
      .set({
        ...(rescheduled ? scheduleColumns(input, now) : {}),
        ...card,
        address: billingAddressOf(input.address),
        updatedAt: now,
      })
      .where(eq(billingAccounts.billableEntityId, group.billableEntityId));
    await tx
      .update(enterpriseBillingGroups)
      .set({ name: input.name, updatedAt: now })
      .where(eq(enterpriseBillingGroups.id, group.id));
    await writeLocations(tx, group.id, input.location_ids);
  });
}

/**
 * Deleting frees the locations (they pay for themselves again, usage not yet billed included) and
 * closes the payer's account for good; its invoices stay, and unpaid ones are still collected.
 */
export async function deleteBillingGroup(db: Database, access: EnterpriseAccess, id: number, now: Date) {
  const group = await findVisibleBillingGroup(db, access, id);
  authorize(access, 'manage');
  await db.transaction(async (tx) => {
    await tx
      .delete(enterpriseBillingGroupLocations)
      .where(eq(enterpriseBillingGroupLocations.groupId, group.id));
    await tx
      .update(enterpriseBillingGroups)
      .set({ deletedAt: now, updatedAt: now })
      .where(eq(enterpriseBillingGroups.id, group.id));
    await tx
      .update(billingAccounts)
      .set({ nextCloseAt: CLOSED, updatedAt: now })
      .where(eq(billingAccounts.billableEntityId, group.billableEntityId));
  });
}
