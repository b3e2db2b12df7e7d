// The accounts a user holds (companies, enterprises) and which one is active.
import { FREE_TRIAL_DAYS } from '@hireloop/shared/constants';
import type { EnterpriseType } from '@hireloop/shared/enterprise-labels';
import type { CompanyRole, EnterpriseRole } from '@hireloop/shared/roles';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  billableEntities,
  companies,
  companyMemberships,
  enterpriseMemberships,
  enterprises,
  users,
} from '../../db/schema.ts';
import { forbidden } from '../../lib/errors.ts';
import { loadCompanyAccess, loadEnterpriseAccess } from './actor.ts';

export interface CompanyAccount {
  id: number;
  name: string;
  nickname: string | null;
  avatarPath: string | null;
  role: CompanyRole;
  demoCompleted: boolean;
  billableEntityId: number | null;
  enterprise: { id: number; type: EnterpriseType } | null;
  trialEndsAt: Date | null;
  firstUnpaidInvoiceAt: Date | null;
  cancellationAt: Date | null;
}

export interface EnterpriseAccount {
  id: number;
  name: string;
  type: EnterpriseType;
  avatarPath: string | null;
  role: EnterpriseRole;
}

export interface UserAccounts {
  companies: CompanyAccount[];
  enterprises: EnterpriseAccount[];
  activeCompany: CompanyAccount | null;
  activeEnterprise: EnterpriseAccount | null;
}

const companyColumns = {
  id: companies.id,
  name: companies.name,
  nickname: companies.nickname,
  avatarPath: companies.avatarPath,
  demoCompleted: companies.demoCompleted,
  billableEntityId: billableEntities.id,
  enterpriseId: enterprises.id,
  enterpriseType: enterprises.type,
  trialEndsAt: billableEntities.trialEndsAt,
  firstUnpaidInvoiceAt: billableEntities.firstUnpaidInvoiceAt,
  cancellationAt: billableEntities.cancellationAt,
};

interface CompanyAccountRow {
  id: number;
  name: string;
  nickname: string | null;
  avatarPath: string | null;
  demoCompleted: boolean;
  billableEntityId: number | null;
  enterpriseId: number | null;
  enterpriseType: string | null;
  trialEndsAt: Date | null;
  firstUnpaidInvoiceAt: Date | null;
  cancellationAt: Date | null;
  role: string;
}

function toCompanyAccount({ enterpriseId, enterpriseType, role, ...row }: CompanyAccountRow): CompanyAccount {
  return {
    ...row,
    role: role as CompanyRole,
    enterprise: enterpriseId ? { id: enterpriseId, type: enterpriseType as EnterpriseType } : null,
  };
}

/** Everything the user's account switcher shows, in three queries whatever the number of accounts. */
export async function loadUserAccounts(db: Database, userId: number): Promise<UserAccounts> {
  const [user] = await db
    .select({ activeCompanyId: users.activeCompanyId, activeEnterpriseId: users.activeEnterpriseId })
    .from(users)
    .where(eq(users.id, userId));
  const [companyRows, enterpriseRows] = await Promise.all([
    db
      .select({ ...companyColumns, role: companyMemberships.role })
      .from(companyMemberships)
      .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
      .leftJoin(billableEntities, eq(billableEntities.companyId, companies.id))
      .leftJoin(enterprises, eq(enterprises.id, companies.enterpriseId))
      .where(eq(companyMemberships.userId, userId))
      .orderBy(asc(companies.name), asc(companies.id)),
    db
      .select({
        id: enterprises.id,
        name: enterprises.name,
        type: enterprises.type,
        avatarPath: enterprises.avatarPath,
        role: enterpriseMemberships.role,
      })
      .from(enterpriseMemberships)
      .innerJoin(enterprises, eq(enterprises.id, enterpriseMemberships.enterpriseId))
      .where(eq(enterpriseMemberships.userId, userId))
      .orderBy(asc(enterprises.name), asc(enterprises.id)),
  ]);
  const accounts: UserAccounts = {
    companies: companyRows.map(toCompanyAccount),
    enterprises: enterpriseRows.map((row) => ({
      ...row,
      type: row.type as EnterpriseType,
      role: row.role as EnterpriseRole,
    })),
    activeCompany: null,
    activeEnterprise: null,
  };
  accounts.activeEnterprise = accounts.enterprises.find((e) => e.id === user?.activeEnterpriseId) ?? null;
  if (user?.activeCompanyId) {
    accounts.activeCompany =
      accounts.companies.find((c) => c.id === user.activeCompanyId) ??
      // A location opened through an enterprise role has no membership row of its own.
      (await loadCompanyOpenedThroughEnterprise(db, userId, user.activeCompanyId));
  }
  return accounts;
}

async function loadCompanyOpenedThroughEnterprise(db: Database, userId: number, companyId: number) {
  const access = await loadCompanyAccess(db, userId, companyId);
  if (!access) return null;
  const [row] = await db
    .select(companyColumns)
    .from(companies)
    .leftJoin(billableEntities, eq(billableEntities.companyId, companies.id))
    .leftJoin(enterprises, eq(enterprises.id, companies.enterpriseId))
    .where(eq(companies.id, companyId));
  return row ? toCompanyAccount({ ...row, role: access.role }) : null;
}

/** SPEC.md §4: setting one kind of account clears the other; id 0 clears. */
export async function setActiveCompany(db: Database, userId: number, companyId: number): Promise<void> {
  if (companyId !== 0 && !(await loadCompanyAccess(db, userId, companyId))) {
    throw forbidden('You do not have access to that company.');
  }
  await db
    .update(users)
    .set(
      companyId === 0 ? { activeCompanyId: null } : { activeCompanyId: companyId, activeEnterpriseId: null },
    )
    .where(eq(users.id, userId));
}

export async function setActiveEnterprise(db: Database, userId: number, enterpriseId: number): Promise<void> {
  if (enterpriseId !== 0 && !(await loadEnterpriseAccess(db, userId, enterpriseId))) {
    throw forbidden('You do not have access to that enterprise.');
  }
  await db
    .update(users)
    .set(
      enterpriseId === 0
        ? { activeEnterpriseId: null }
        : { activeEnterpriseId: enterpriseId, activeCompanyId: null },
    )
    .where(eq(users.id, userId));
}

/** Makes the company active when the user has access to it; otherwise leaves everything as is. */
export async function openCompanyIfAllowed(
  db: Database,
  userId: number,
  companyId: number,
): Promise<boolean> {
  if (!(await loadCompanyAccess(db, userId, companyId))) return false;
  await db
    .update(users)
    .set({ activeCompanyId: companyId, activeEnterpriseId: null })
    .where(eq(users.id, userId));
  return true;
}

export function trialEndDate(from = new Date()): Date {
  return new Date(from.getTime() + FREE_TRIAL_DAYS * 24 * 60 * 60 * 1000);
}
