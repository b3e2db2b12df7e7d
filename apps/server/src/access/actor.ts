// The actor of a request: the signed-in user and the account they act as. Every scoped service
// takes its tenant from here, never from an id the client sent.

import type { EnterpriseType } from '@hireloop/shared/enterprise-labels';
import type { CompanyRole, EnterpriseRole } from '@hireloop/shared/roles';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import {
  billableEntities,
  companies,
  companyMemberships,
  enterpriseGroupCompanies,
  enterpriseMembershipGroups,
  enterpriseMemberships,
  enterprises,
  users,
} from '../db/schema.ts';
import { forbidden, unauthenticated } from '../lib/errors.ts';

export interface EnterpriseAccess {
  id: number;
  type: EnterpriseType;
  role: EnterpriseRole;
  /** Groups the user may see: every group for an Owner, assigned groups otherwise. */
  groupIds: number[] | 'all';
}

/** What decides whether a company is locked (billing, SPEC.md §9), read with the actor. */
export interface CompanyBillingState {
  billableEntityId: number;
  firstUnpaidInvoiceAt: Date | null;
  cancellationAt: Date | null;
  deletedAt: Date | null;
}

export interface CompanyAccess {
  id: number;
  /** The role the user acts with: their own, or Company Admin / Team Member through an enterprise. */
  role: CompanyRole;
  /** True when the access comes from an enterprise role rather than a membership. */
  viaEnterprise: boolean;
  /** The company's billable entity, when it has one (the lock check of company requests). */
  billing?: CompanyBillingState | null;
}

function billingStateOf(row: {
  billableEntityId: number | null;
  firstUnpaidInvoiceAt: Date | null;
  cancellationAt: Date | null;
  deletedAt: Date | null;
}): CompanyBillingState | null {
  if (row.billableEntityId === null) return null;
  return {
    billableEntityId: row.billableEntityId,
    firstUnpaidInvoiceAt: row.firstUnpaidInvoiceAt,
    cancellationAt: row.cancellationAt,
    deletedAt: row.deletedAt,
  };
}

export interface Actor {
  userId: number;
  activeCompany: CompanyAccess | null;
  activeEnterprise: EnterpriseAccess | null;
}

export async function loadEnterpriseAccess(
  db: Database,
  userId: number,
  enterpriseId: number,
): Promise<EnterpriseAccess | null> {
  const [membership] = await db
    .select({ role: enterpriseMemberships.role, type: enterprises.type })
    .from(enterpriseMemberships)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseMemberships.enterpriseId))
    .where(
      and(eq(enterpriseMemberships.enterpriseId, enterpriseId), eq(enterpriseMemberships.userId, userId)),
    )
    .limit(1);
  if (!membership) return null;
  const role = membership.role as EnterpriseRole;
  if (role === 'Enterprise Owner') {
    return { id: enterpriseId, type: membership.type as EnterpriseType, role, groupIds: 'all' };
  }
  const groups = await db
    .select({ groupId: enterpriseMembershipGroups.groupId })
    .from(enterpriseMembershipGroups)
    .where(
      and(
        eq(enterpriseMembershipGroups.enterpriseId, enterpriseId),
        eq(enterpriseMembershipGroups.userId, userId),
      ),
    );
  return {
    id: enterpriseId,
    type: membership.type as EnterpriseType,
    role,
    groupIds: groups.map((g) => g.groupId),
  };
}

/**
 * The user's access to a company: a direct membership, or an enterprise role over it. An Enterprise
 * Owner, or an Admin whose groups include the company, acts as its Company Admin; a Viewer only views.
 */
export async function loadCompanyAccess(
  db: Database,
  userId: number,
  companyId: number,
): Promise<CompanyAccess | null> {
  const [row] = await db
    .select({ role: companyMemberships.role, enterpriseId: companies.enterpriseId, ...billingColumns })
    .from(companies)
    .leftJoin(
      companyMemberships,
      and(eq(companyMemberships.companyId, companies.id), eq(companyMemberships.userId, userId)),
    )
    .leftJoin(billableEntities, billableOfCompanyJoin)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) return null;
  const billing = billingStateOf(row);
  if (row.role) return { id: companyId, role: row.role as CompanyRole, viaEnterprise: false, billing };
  if (!row.enterpriseId) return null;

  const enterprise = await loadEnterpriseAccess(db, userId, row.enterpriseId);
  if (!enterprise) return null;
  if (enterprise.groupIds !== 'all') {
    if (enterprise.groupIds.length === 0) return null;
    const [inGroup] = await db
      .select({ companyId: enterpriseGroupCompanies.companyId })
      .from(enterpriseGroupCompanies)
      .where(
        and(
          eq(enterpriseGroupCompanies.companyId, companyId),
          inArray(enterpriseGroupCompanies.groupId, enterprise.groupIds),
        ),
      )
      .limit(1);
    if (!inGroup) return null;
  }
  const role: CompanyRole = enterprise.role === 'Enterprise Viewer' ? 'Team Member' : 'Company Admin';
  return { id: companyId, role, viaEnterprise: true, billing };
}

const billingColumns = {
  billableEntityId: billableEntities.id,
  firstUnpaidInvoiceAt: billableEntities.firstUnpaidInvoiceAt,
  cancellationAt: billableEntities.cancellationAt,
  deletedAt: billableEntities.deletedAt,
};

/** What the actor is built from: the user's active accounts, their direct company membership and
 * the company's billing state. */
export const actorRowColumns = {
  activeCompanyId: users.activeCompanyId,
  activeEnterpriseId: users.activeEnterpriseId,
  companyExists: companies.id,
  companyEnterpriseId: companies.enterpriseId,
  membershipRole: companyMemberships.role,
  ...billingColumns,
};

export interface ActorRow {
  activeCompanyId: number | null;
  activeEnterpriseId: number | null;
  companyExists: number | null;
  companyEnterpriseId: number | null;
  membershipRole: string | null;
  billableEntityId: number | null;
  firstUnpaidInvoiceAt: Date | null;
  cancellationAt: Date | null;
  deletedAt: Date | null;
}

/** The joins behind actorRowColumns, from `users` (shared with the session lookup). */
export const companyOfUserJoin = eq(companies.id, users.activeCompanyId);
export const billableOfCompanyJoin = eq(billableEntities.companyId, companies.id);
export const membershipOfUserJoin = and(
  eq(companyMemberships.companyId, companies.id),
  eq(companyMemberships.userId, users.id),
);

/** Read on every company request: built once per database (a named prepared statement on PostgreSQL). */
const prepareActorQuery = (db: Database) =>
  db
    .select(actorRowColumns)
    .from(users)
    .leftJoin(companies, companyOfUserJoin)
    .leftJoin(companyMemberships, membershipOfUserJoin)
    .leftJoin(billableEntities, billableOfCompanyJoin)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1);
const actorQuery = preparedPerDatabase('hireloop_actor', prepareActorQuery);

/**
 * One query on the common path (no active enterprise, a direct membership of the active company):
 * the user row, the active company and the membership come together. Enterprise access, rarer,
 * takes its own queries. Requests read it through actor.cache.ts.
 */
export async function readActor(db: Database, userId: number): Promise<Actor> {
  const [user] = await actorQuery(db).execute({ userId });
  if (!user) throw unauthenticated();
  return actorFromRow(db, userId, user);
}

/** The actor from its row (read by loadActor, or together with the session on PostgreSQL). */
export async function actorFromRow(db: Database, userId: number, user: ActorRow): Promise<Actor> {
  // An active id the user no longer has access to (removed, company deleted) counts as none.
  const companyAccess = async (): Promise<CompanyAccess | null> => {
    if (!user.activeCompanyId || !user.companyExists) return null;
    if (user.membershipRole) {
      return {
        id: user.activeCompanyId,
        role: user.membershipRole as CompanyRole,
        viaEnterprise: false,
        billing: billingStateOf(user),
      };
    }
    if (!user.companyEnterpriseId) return null;
    return loadCompanyAccess(db, userId, user.activeCompanyId);
  };
  const [activeCompany, activeEnterprise] = await Promise.all([
    companyAccess(),
    user.activeEnterpriseId ? loadEnterpriseAccess(db, userId, user.activeEnterpriseId) : null,
  ]);
  return { userId, activeCompany, activeEnterprise };
}

export const NO_ACTIVE_COMPANY = 'Choose a company to continue.';
export const NO_ACTIVE_ENTERPRISE = 'Choose an enterprise to continue.';

/** The active company, or 403: company endpoints act on the company chosen in the switcher. */
export function activeCompanyOf(actor: Actor): CompanyAccess {
  if (!actor.activeCompany) throw forbidden(NO_ACTIVE_COMPANY);
  return actor.activeCompany;
}

export function activeEnterpriseOf(actor: Actor): EnterpriseAccess {
  if (!actor.activeEnterprise) throw forbidden(NO_ACTIVE_ENTERPRISE);
  return actor.activeEnterprise;
}
