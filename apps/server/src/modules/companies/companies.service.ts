// Creating companies: the creator becomes Company Admin, a billable entity starts the free trial,
// and the new company becomes the active account.
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { billableEntities, companies, companyMemberships, users } from '#server/db/schema.ts';
import { trialEndDate } from '../accounts/accounts.service.ts';

export interface NewCompany {
  name: string;
  nickname?: string | undefined;
}

export async function createCompany(
  db: Database,
  userId: number,
  input: NewCompany,
  options: { trialDays?: number; enterpriseId?: number; withoutMembership?: boolean } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        name: input.name,
        nickname: input.nickname ?? null,
        enterpriseId: options.enterpriseId ?? null,
      })
      .returning({ id: companies.id });
    const companyId = company!.id;
    const trialEndsAt =
      options.trialDays !== undefined
        ? new Date(Date.now() + options.trialDays * 86_400_000)
        : trialEndDate();
    await tx.insert(billableEntities).values({ companyId, trialEndsAt });
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
  });
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
