// Who hears about an entity's payments (receipts, failed charges, partial captures).
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  billableEntities,
  companies,
  companyMemberships,
  enterpriseBillingGroups,
  enterpriseMemberships,
  users,
} from '#server/db/schema.ts';
import type { BillingContact } from './billing.mails.ts';

/**
 * Who hears about an entity's payments: a company's Company Admins, or, for a billing group's
 * entity (no company, decision 075), the Enterprise Owners of the group's enterprise. `payer` names
 * the payer in the mail and `billingPath` is the page that shows it.
 */
export async function billingAdmins(tx: Database, billableEntityId: number): Promise<BillingContact[]> {
  return (await billingAdminsOf(tx, [billableEntityId])).get(billableEntityId) ?? [];
}

/** `billingAdmins` of many entities in at most two queries (a batch of receipts). */
export async function billingAdminsOf(
  tx: Database,
  billableEntityIds: readonly number[],
): Promise<Map<number, BillingContact[]>> {
  const contacts = new Map<number, BillingContact[]>();
  if (billableEntityIds.length === 0) return contacts;
  const add = (entityId: number, contact: BillingContact) =>
    contacts.set(entityId, [...(contacts.get(entityId) ?? []), contact]);
  const companyAdmins = await tx
    .select({
      entityId: billableEntities.id,
      email: users.email,
      firstName: users.firstName,
      payer: companies.name,
    })
    .from(billableEntities)
    .innerJoin(companies, eq(companies.id, billableEntities.companyId))
    .innerJoin(
      companyMemberships,
      and(eq(companyMemberships.companyId, companies.id), eq(companyMemberships.role, 'Company Admin')),
    )
    .innerJoin(users, eq(users.id, companyMemberships.userId))
    .where(inArray(billableEntities.id, [...billableEntityIds]));
  for (const { entityId, ...admin } of companyAdmins) add(entityId, { ...admin, billingPath: null });
  const rest = billableEntityIds.filter((id) => !contacts.has(id));
  if (rest.length === 0) return contacts;
  const groupOwners = await tx
    .select({
      entityId: enterpriseBillingGroups.billableEntityId,
      email: users.email,
      firstName: users.firstName,
      payer: enterpriseBillingGroups.name,
      groupId: enterpriseBillingGroups.id,
    })
    .from(enterpriseBillingGroups)
    .innerJoin(
      enterpriseMemberships,
      and(
        eq(enterpriseMemberships.enterpriseId, enterpriseBillingGroups.enterpriseId),
        eq(enterpriseMemberships.role, 'Enterprise Owner'),
      ),
    )
    .innerJoin(users, eq(users.id, enterpriseMemberships.userId))
    .where(inArray(enterpriseBillingGroups.billableEntityId, rest));
  for (const { entityId, groupId, ...owner } of groupOwners) {
    add(entityId, { ...owner, billingPath: `/enterprise-billing-groups/${groupId}` });
  }
  return contacts;
}
