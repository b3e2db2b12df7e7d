// The active company's profile: read by every member, edited by Company Admins and Managers.

import type { CompanyProfileInput } from '@hireloop/shared/tenancy';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import {
  billableEntities,
  type CompanyRow,
  companies,
  companyMemberships,
  invitations,
} from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { storeAvatar } from '../accounts/avatar-files.ts';
import { hiringFigureColumns, hiringFiguresFromRow } from '../pipeline/pipeline-dashboard.service.ts';
import * as companiesPolicy from './companies.policy.ts';

export async function getCompany(db: Database, companyId: number): Promise<CompanyRow> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound('Company not found.');
  return company;
}

export async function updateCompanyProfile(db: Database, company: CompanyAccess, input: CompanyProfileInput) {
  companiesPolicy.authorize(company, 'editProfile');
  const [updated] = await db
    .update(companies)
    .set({
      name: input.name,
      nickname: input.nickname ?? null,
      description: input.description ?? null,
      website: input.website ?? null,
      addressLine1: input.address_line_1 ?? null,
      addressLine2: input.address_line_2 ?? null,
      city: input.city ?? null,
      region: input.region ?? null,
      postalCode: input.postal_code ?? null,
      country: input.country ?? null,
      industry: input.industry ?? null,
      size: input.size ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(companies.id, company.id))
    .returning();
  return updated!;
}

/** Stores a new avatar (checked by content) and removes the previous file. */
export async function replaceCompanyAvatar(
  db: Database,
  storage: FileStorage,
  company: CompanyAccess,
  data: Buffer,
) {
  companiesPolicy.authorize(company, 'editProfile');
  const previous = (await getCompany(db, company.id)).avatarPath;
  const key = await storeAvatar(storage, 'companies', company.id, data);
  await db
    .update(companies)
    .set({ avatarPath: key, updatedAt: sql`now()` })
    .where(eq(companies.id, company.id));
  if (previous) await storage.remove(previous);
  return key;
}

export async function removeCompanyAvatar(db: Database, storage: FileStorage, company: CompanyAccess) {
  companiesPolicy.authorize(company, 'editProfile');
  const previous = (await getCompany(db, company.id)).avatarPath;
  await db
    .update(companies)
    .set({ avatarPath: null, updatedAt: sql`now()` })
    .where(eq(companies.id, company.id));
  if (previous) await storage.remove(previous);
}

/** Every table the dashboard's statement reads: its kept answers follow them (decision 147). */
export const DASHBOARD_TABLES = [
  'companies',
  'billable_entities',
  'company_memberships',
  'invitations',
  'opportunities',
  'pipeline_steps',
  'applications',
];

/**
 * The company's own figures on the dashboard and its hiring figures (pipeline module): one named
 * statement, each figure by its index.
 */
const dashboardFiguresQuery = preparedPerDatabase('hireloop_company_dashboard_figures', (db) =>
  db
    .select({
      ...hiringFigureColumns(db),
      teamMembers: sql<number>`(select count(*)::int from ${companyMemberships} where ${eq(companyMemberships.companyId, companies.id)})`,
      pendingInvitations: sql<number>`(select count(*)::int from ${invitations} where ${and(
        eq(invitations.companyId, companies.id),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
      )})`,
      trialEndsAt: billableEntities.trialEndsAt,
    })
    .from(companies)
    .leftJoin(billableEntities, eq(billableEntities.companyId, companies.id))
    .where(eq(companies.id, sql.placeholder('companyId'))),
);

/** Figures for the company dashboard, from what the product holds so far. */
export async function companyDashboardFigures(db: Database, company: CompanyAccess) {
  const [row] = await dashboardFiguresQuery(db).execute({ companyId: company.id });
  return {
    teamMembers: row?.teamMembers ?? 0,
    pendingInvitations: row?.pendingInvitations ?? 0,
    trialEndsAt: row?.trialEndsAt ?? null,
    hiring: hiringFiguresFromRow(row),
  };
}

/** The storage key of the company's avatar, if it has one. */
export async function companyAvatarKeys(db: Database, companyId: number): Promise<string[]> {
  const rows = await db
    .select({ key: companies.avatarPath })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNotNull(companies.avatarPath)));
  return rows.flatMap((row) => (row.key === null ? [] : [row.key]));
}
