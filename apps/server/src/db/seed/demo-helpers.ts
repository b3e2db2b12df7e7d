import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { enterpriseGroupCompanies, enterpriseGroups } from '../schema.ts';

/** Renames the group a company was placed in by the upgrade and returns its id. */
export async function renameGroupOfCompany(db: Database, companyId: number, name: string): Promise<number> {
  const [link] = await db
    .select({ groupId: enterpriseGroupCompanies.groupId })
    .from(enterpriseGroupCompanies)
    .where(eq(enterpriseGroupCompanies.companyId, companyId));
  await db.update(enterpriseGroups).set({ name }).where(eq(enterpriseGroups.id, link!.groupId));
  return link!.groupId;
}
