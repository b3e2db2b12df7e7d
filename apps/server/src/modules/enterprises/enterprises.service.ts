// Enterprises: upgrading a company, groups (franchisees, clients, regions) and locations.
import type { PaginationQuery } from '@hireloop/shared/api';
import type { EnterpriseType } from '@hireloop/shared/enterprise-labels';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EnterpriseAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import {
  companies,
  companyMemberships,
  enterpriseGroupCompanies,
  enterpriseGroups,
  enterpriseMembershipGroups,
  enterpriseMemberships,
  enterprises,
  users,
} from '#server/db/schema.ts';
import { forbidden, notFound, validation } from '#server/lib/errors.ts';
import { pageOffset, pageWithTotal } from '#server/lib/pagination.ts';
import { createCompany } from '../companies/companies.service.ts';
import * as enterprisesPolicy from './enterprises.policy.ts';
import { seesGroup } from './enterprises.policy.ts';

/** Turns a company into the first location of a new enterprise owned by the caller. */
export async function upgradeToEnterprise(
  db: Database,
  userId: number,
  companyId: number,
  input: { name: string; type: EnterpriseType },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ name: companies.name, enterpriseId: companies.enterpriseId, role: companyMemberships.role })
      .from(companies)
      .leftJoin(
        companyMemberships,
        and(eq(companyMemberships.companyId, companies.id), eq(companyMemberships.userId, userId)),
      )
      .where(eq(companies.id, companyId))
      .for('update', { of: companies });
    if (!company?.role) throw notFound('Company not found.');
    if (company.role !== 'Company Admin')
      throw forbidden('Only a Company Admin can upgrade a company to an enterprise.');
    if (company.enterpriseId)
      throw validation({ company: ['This company already belongs to an enterprise.'] });

    const [enterprise] = await tx.insert(enterprises).values(input).returning({ id: enterprises.id });
    const enterpriseId = enterprise!.id;
    const [group] = await tx
      .insert(enterpriseGroups)
      .values({ enterpriseId, name: company.name })
      .returning({ id: enterpriseGroups.id });
    await tx.insert(enterpriseGroupCompanies).values({ groupId: group!.id, companyId });
    await tx
      .update(companies)
      .set({ enterpriseId, updatedAt: sql`now()` })
      .where(eq(companies.id, companyId));
    await tx.insert(enterpriseMemberships).values({ enterpriseId, userId, role: 'Enterprise Owner' });
    await tx
      .update(users)
      .set({ activeEnterpriseId: enterpriseId, activeCompanyId: null })
      .where(eq(users.id, userId));
    return enterpriseId;
  });
}

/** Groups the actor may see, with how many locations and people each has (two grouped queries). */
const countedGroups = alias(enterpriseGroups, 'counted');

/**
 * A page of the enterprise's groups the caller sees, by name, each with its location and member
 * counts, and the total: one named statement per kind of access (every group, or assigned ones).
 */
function groupsPage(db: Database, assignedOnly: boolean) {
  const visibleIn = (table: typeof enterpriseGroups | typeof countedGroups) =>
    and(
      eq(table.enterpriseId, sql.placeholder('enterpriseId')),
      assignedOnly ? sql`${table.id} = any(${sql.placeholder('groupIds')}::bigint[])` : undefined,
    );
  const total = db
    .select({ n: sql<number>`count(*)::int` })
    .from(countedGroups)
    .where(visibleIn(countedGroups));
  return db
    .select({
      id: enterpriseGroups.id,
      name: enterpriseGroups.name,
      createdAt: enterpriseGroups.createdAt,
      companyCount: sql<number>`(select count(*)::int from ${enterpriseGroupCompanies} where ${enterpriseGroupCompanies.groupId} = ${enterpriseGroups.id})`,
      memberCount: sql<number>`(select count(*)::int from ${enterpriseMembershipGroups} where ${enterpriseMembershipGroups.groupId} = ${enterpriseGroups.id})`,
      total: sql<number>`(${total})`,
    })
    .from(enterpriseGroups)
    .where(visibleIn(enterpriseGroups))
    .orderBy(asc(enterpriseGroups.name), asc(enterpriseGroups.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

const allGroupsPage = preparedPerDatabase('hireloop_enterprise_groups', (db) => groupsPage(db, false));
const assignedGroupsPage = preparedPerDatabase('hireloop_enterprise_assigned_groups', (db) =>
  groupsPage(db, true),
);

export async function listGroups(db: Database, access: EnterpriseAccess, query: PaginationQuery) {
  const statement = access.groupIds === 'all' ? allGroupsPage(db) : assignedGroupsPage(db);
  const { rows, total } = await pageWithTotal(
    (window) =>
      statement.execute({
        enterpriseId: access.id,
        groupIds: access.groupIds === 'all' ? null : access.groupIds,
        ...window,
      }),
    { limit: query.per_page, offset: pageOffset(query) },
  );
  return { rows: rows.map(({ total: _total, ...group }) => group), total };
}

export async function createGroup(db: Database, access: EnterpriseAccess, name: string) {
  enterprisesPolicy.authorize(access, 'own');
  const [group] = await db.insert(enterpriseGroups).values({ enterpriseId: access.id, name }).returning();
  return group!;
}

/** A group of the active enterprise the actor may see, or 404 (another enterprise's or a hidden one). */
export async function findVisibleGroup(db: Database, access: EnterpriseAccess, groupId: number) {
  const [group] = await db
    .select()
    .from(enterpriseGroups)
    .where(and(eq(enterpriseGroups.id, groupId), eq(enterpriseGroups.enterpriseId, access.id)));
  if (!group || !seesGroup(access, group.id)) throw notFound('Group not found.');
  return group;
}

export async function groupDetails(db: Database, access: EnterpriseAccess, groupId: number) {
  const group = await findVisibleGroup(db, access, groupId);
  const [locations, members] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        nickname: companies.nickname,
        avatarPath: companies.avatarPath,
      })
      .from(enterpriseGroupCompanies)
      .innerJoin(companies, eq(companies.id, enterpriseGroupCompanies.companyId))
      .where(eq(enterpriseGroupCompanies.groupId, group.id))
      .orderBy(asc(companies.name)),
    db
      .select({
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: enterpriseMemberships.role,
      })
      .from(enterpriseMembershipGroups)
      .innerJoin(
        enterpriseMemberships,
        and(
          eq(enterpriseMemberships.enterpriseId, enterpriseMembershipGroups.enterpriseId),
          eq(enterpriseMemberships.userId, enterpriseMembershipGroups.userId),
        ),
      )
      .innerJoin(users, eq(users.id, enterpriseMembershipGroups.userId))
      .where(eq(enterpriseMembershipGroups.groupId, group.id))
      .orderBy(asc(users.lastName), asc(users.firstName)),
  ]);
  return { group, locations, members };
}

export async function renameGroup(db: Database, access: EnterpriseAccess, groupId: number, name: string) {
  const group = await findVisibleGroup(db, access, groupId);
  enterprisesPolicy.authorize(access, 'manageGroup', group.id);
  await db.update(enterpriseGroups).set({ name }).where(eq(enterpriseGroups.id, group.id));
}

/** Locations of the active enterprise the actor may see (all for an Owner, those in its groups otherwise). */
export function locationScope(db: Database, access: EnterpriseAccess) {
  const inScope =
    access.groupIds === 'all'
      ? undefined
      : inArray(
          companies.id,
          db
            .select({ id: enterpriseGroupCompanies.companyId })
            .from(enterpriseGroupCompanies)
            .where(
              inArray(enterpriseGroupCompanies.groupId, access.groupIds.length ? access.groupIds : [-1]),
            ),
        );
  return and(eq(companies.enterpriseId, access.id), inScope);
}

const locationColumns = {
  id: companies.id,
  name: companies.name,
  nickname: companies.nickname,
  avatarPath: companies.avatarPath,
  city: companies.city,
};

/** Locations the actor may see: all for an Owner, those in the actor's groups otherwise. */
export async function listLocations(db: Database, access: EnterpriseAccess, query: PaginationQuery) {
  const where = locationScope(db, access);
  const [rows, totals] = await Promise.all([
    db
      .select(locationColumns)
      .from(companies)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findVisibleLocation(db: Database, access: EnterpriseAccess, companyId: number) {
  const [location] = await db
    .select(locationColumns)
    .from(companies)
    .where(and(eq(companies.id, companyId), locationScope(db, access)));
  if (!location) throw notFound('Location not found.');
  const groups = await db
    .select({ id: enterpriseGroups.id, name: enterpriseGroups.name })
    .from(enterpriseGroupCompanies)
    .innerJoin(enterpriseGroups, eq(enterpriseGroups.id, enterpriseGroupCompanies.groupId))
    .where(eq(enterpriseGroupCompanies.companyId, companyId))
    .orderBy(asc(enterpriseGroups.name));
  return { ...location, groups: groups.filter((g) => seesGroup(access, g.id)) };
}

/** A new location in groups the actor manages; the enterprise's people reach it through its groups. */
export async function createLocation(
  db: Database,
  access: EnterpriseAccess,
  userId: number,
  input: { name: string; nickname?: string | undefined; group_ids: number[] },
): Promise<number> {
  enterprisesPolicy.authorize(access, 'addLocation');
  if (!input.group_ids.length && access.role !== 'Enterprise Owner') {
    throw validation({ group_ids: ['Choose at least one group for this location.'] });
  }
  for (const groupId of input.group_ids)
    enterprisesPolicy.authorize(access, 'manageGroup', (await findVisibleGroup(db, access, groupId)).id);
  const companyId = await createCompany(db, userId, input, {
    enterpriseId: access.id,
    withoutMembership: true,
  });
  if (input.group_ids.length) {
    await db
      .insert(enterpriseGroupCompanies)
      .values(input.group_ids.map((groupId) => ({ groupId, companyId })));
  }
  return companyId;
}

export async function enterpriseSummary(db: Database, enterpriseId: number) {
  const [row] = await db.select().from(enterprises).where(eq(enterprises.id, enterpriseId));
  if (!row) throw notFound();
  const [ownerCount] = await db
    .select({ n: count() })
    .from(enterpriseMemberships)
    .where(
      and(
        eq(enterpriseMemberships.enterpriseId, enterpriseId),
        eq(enterpriseMemberships.role, 'Enterprise Owner'),
      ),
    );
  return { ...row, ownerCount: ownerCount?.n ?? 0 };
}

export async function updateEnterpriseProfile(
  db: Database,
  access: EnterpriseAccess,
  input: { name: string },
) {
  enterprisesPolicy.authorize(access, 'editProfile');
  await db
    .update(enterprises)
    .set({ name: input.name, updatedAt: sql`now()` })
    .where(eq(enterprises.id, access.id));
}

export async function updateEnterpriseSettings(
  db: Database,
  access: EnterpriseAccess,
  input: { type: EnterpriseType },
) {
  enterprisesPolicy.authorize(access, 'own');
  await db
    .update(enterprises)
    .set({ type: input.type, updatedAt: sql`now()` })
    .where(eq(enterprises.id, access.id));
}
