// Creating companies: the creator becomes Company Admin, a billable entity starts the free trial,
// and the new company becomes the active account.
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  billableEntities,
  companies,
  companyMemberships,
  referralSignups,
  users,
} from '#server/db/schema.ts';
import { addUtcMonths } from '#server/lib/months.ts';
import { trialEndDate } from '../accounts/accounts.service.ts';

export interface NewCompany {
  name: string;
  nickname?: string | undefined;
}

export interface CompanyCreationOptions {
  trialDays?: number;
  enterpriseId?: number;
  withoutMembership?: boolean;
  /** A deal's discount (decision 116): percent off the invoices of the first months after the trial. */
  discount?: { percent: number; months: number };
}

export async function createCompany(
  db: Database,
  userId: number,
  input: NewCompany,
  options: CompanyCreationOptions = {},
): Promise<number> {
  return db.transaction((tx) => insertCompany(tx, userId, input, options));
}

/** createCompany inside the caller's transaction (a deal's redemption counts it in the same one). */
export async function insertCompany(
  tx: Database,
  userId: number,
  input: NewCompany,
  options: CompanyCreationOptions = {},
): Promise<number> {
  // A stand-alone company created by someone who signed up through a referral link is the
  // referrer's (decision 117); an enterprise's location is not.
  const [referral] = options.enterpriseId
    ? []
    : await tx
        .select({ referrerId: referralSignups.referrerId })
        .from(referralSignups)
        .where(eq(referralSignups.userId, userId));
  const [company] = await tx
    .insert(companies)
    .values({
      name: input.name,
      nickname: input.nickname ?? null,
      enterpriseId: options.enterpriseId ?? null,
      referrerId: referral?.referrerId ?? null,
    })
    .returning({ id: companies.id });
  const companyId = company!.id;
  const trialEndsAt =
    options.trialDays !== undefined ? new Date(Date.now() + options.trialDays * 86_400_000) : trialEndDate();
  const discountEndsAt = options.discount
    ? addUtcMonths(trialEndsAt ?? new Date(), options.discount.months)
    : null;
  await tx.insert(billableEntities).values({
    companyId,
    trialEndsAt,
    discountPercent: options.discount?.percent ?? null,
    discountEndsAt,
  });
  // An enterprise's new location is reached through the enterprise role; the creator stays where
  // they are. A stand-alone company makes its creator its Company Admin and opens it.
  if (!options.withoutMembership) {
    await tx.insert(companyMemberships).values({ companyId, userId, role: 'Company Admin' });
    await tx
      .update(users)
      .set({ activeCompanyId: companyId, activeEnterpriseId: null })
      .where(eq(users.id, userId));
  }
  return companyId;
}

/** Whether someone with this email already holds a company account (sign-up for companies asks). */
export async function companyEmailExists(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: users.id })
    .from(users)
    .innerJoin(companyMemberships, eq(companyMemberships.userId, users.id))
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row !== undefined;
}
