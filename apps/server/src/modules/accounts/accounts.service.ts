// The accounts a user holds (companies, enterprises) and which one is active.
import { FREE_TRIAL_DAYS } from '@hireloop/shared/constants';
import type { EnterpriseType } from '@hireloop/shared/enterprise-labels';
import type { CompanyRole, EnterpriseRole } from '@hireloop/shared/roles';
import { eq, sql } from 'drizzle-orm';
import { loadCompanyAccess, loadEnterpriseAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { correlated } from '#server/db/correlated.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import {
  billableEntities,
  companies,
  companyMemberships,
  enterpriseMemberships,
  enterprises,
  referrers,
  users,
} from '#server/db/schema.ts';
import { forbidden } from '#server/lib/errors.ts';

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
  deletedAt: Date | null;
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
  /** The user's referrer record (their Referral Portal), when they refer companies (issue 23). */
  referrerId: number | null;
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
  deletedAt: billableEntities.deletedAt,
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
  deletedAt: Date | null;
  role: string;
}

function toCompanyAccount({ enterpriseId, enterpriseType, role, ...row }: CompanyAccountRow): CompanyAccount {
  return {
    ...row,
    role: role as CompanyRole,
    enterprise: enterpriseId ? { id: enterpriseId, type: enterpriseType as EnterpriseType } : null,
  };
}

/** A company account as json_build_object gives it: timestamps are ISO strings. */
type CompanyAccountJson = Omit<
  CompanyAccountRow,
  'trialEndsAt' | 'firstUnpaidInvoiceAt' | 'cancellationAt' | 'deletedAt'
> & {
  trialEndsAt: string | null;
  firstUnpaidInvoiceAt: string | null;
  cancellationAt: string | null;
  deletedAt: string | null;
};

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

const companiesOfUser = sql<CompanyAccountJson[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${companies.id}, 'name', ${companies.name}, 'nickname', ${companies.nickname},
    'avatarPath', ${companies.avatarPath}, 'demoCompleted', ${companies.demoCompleted},
    'billableEntityId', ${billableEntities.id}, 'enterpriseId', ${enterprises.id},
    'enterpriseType', ${enterprises.type}, 'trialEndsAt', ${billableEntities.trialEndsAt},
    'firstUnpaidInvoiceAt', ${billableEntities.firstUnpaidInvoiceAt},
    'cancellationAt', ${billableEntities.cancellationAt},
    'deletedAt', ${billableEntities.deletedAt}, 'role', ${companyMemberships.role}
  ) order by ${companies.name}, ${companies.id})
  from ${companyMemberships}
  join ${companies} on ${companies.id} = ${companyMemberships.companyId}
  left join ${billableEntities} on ${billableEntities.companyId} = ${companies.id}
  left join ${enterprises} on ${enterprises.id} = ${companies.enterpriseId}
  where ${companyMemberships.userId} = ${users.id}
), '[]'::json)`;

const enterprisesOfUser = sql<EnterpriseAccount[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${enterprises.id}, 'name', ${enterprises.name}, 'type', ${enterprises.type},
    'avatarPath', ${enterprises.avatarPath}, 'role', ${enterpriseMemberships.role}
  ) order by ${enterprises.name}, ${enterprises.id})
  from ${enterpriseMemberships}
  join ${enterprises} on ${enterprises.id} = ${enterpriseMemberships.enterpriseId}
  where ${enterpriseMemberships.userId} = ${users.id}
), '[]'::json)`;

/**
 * The accounts of the `users` row of the enclosing statement, each list as one JSON array in the
 * order of the account switcher (name, then id), read by the user's membership indexes.
 */
export const accountsOfUser = {
  companies: correlated(companiesOfUser),
  enterprises: correlated(enterprisesOfUser),
  referrerId: correlated(
    sql<number | null>`(select ${referrers.id} from ${referrers} where ${referrers.userId} = ${users.id})`,
  ),
};

/** What a statement selecting `accountsOfUser` from `users` reads. */
export interface UserAccountsRow {
  activeCompanyId: number | null;
  activeEnterpriseId: number | null;
  companies: CompanyAccountJson[];
  enterprises: EnterpriseAccount[];
  referrerId: number | string | null;
}

/** The accounts from their row; only a location opened through an enterprise role needs more queries. */
export async function userAccountsFromRow(
  db: Database,
  userId: number,
  row: UserAccountsRow,
): Promise<UserAccounts> {
  const accounts: UserAccounts = {
    companies: row.companies.map((company) =>
      toCompanyAccount({
        ...company,
        trialEndsAt: dateOrNull(company.trialEndsAt),
        firstUnpaidInvoiceAt: dateOrNull(company.firstUnpaidInvoiceAt),
        cancellationAt: dateOrNull(company.cancellationAt),
        deletedAt: dateOrNull(company.deletedAt),
      }),
    ),
    enterprises: row.enterprises,
    activeCompany: null,
    activeEnterprise: null,
    // bigint from a raw subquery arrives as a string on node-postgres.
    referrerId: row.referrerId === null ? null : Number(row.referrerId),
  };
  accounts.activeEnterprise = accounts.enterprises.find((e) => e.id === row.activeEnterpriseId) ?? null;
  if (row.activeCompanyId) {
    accounts.activeCompany =
      accounts.companies.find((c) => c.id === row.activeCompanyId) ??
      // A location opened through an enterprise role has no membership row of its own.
      (await loadCompanyOpenedThroughEnterprise(db, userId, row.activeCompanyId));
  }
  return accounts;
}

const userAccountsQuery = preparedPerDatabase('hireloop_user_accounts', (db) =>
  db
    .select({
      activeCompanyId: users.activeCompanyId,
      activeEnterpriseId: users.activeEnterpriseId,
      ...accountsOfUser,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId'))),
);

/** Everything the user's account switcher shows, in one statement whatever the number of accounts. */
export async function loadUserAccounts(db: Database, userId: number): Promise<UserAccounts> {
  const [row] = await userAccountsQuery(db).execute({ userId });
  return userAccountsFromRow(
    db,
    userId,
    row ?? {
      activeCompanyId: null,
      activeEnterpriseId: null,
      companies: [],
      enterprises: [],
      referrerId: null,
    },
  );
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
