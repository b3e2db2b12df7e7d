// Companies with a member per role, signed-in clients acting as each.
import type { CompanyRole } from '@hireloop/shared/roles';
import { eq } from 'drizzle-orm';
import { companyMemberships, type UserRow, users } from '../src/db/schema.ts';
import { createCompany } from '../src/modules/companies/companies.service.ts';
import { createUser, signedInClient } from './factories.ts';
import type { TestClient } from './http-client.ts';
import type { TestApp } from './test-app.ts';

export interface CompanyMember {
  user: UserRow;
  client: TestClient;
}

export interface TestCompany {
  id: number;
  members: Record<CompanyRole, CompanyMember>;
}

/** Adds a member with a role and makes the company their active account. */
export async function addMember(
  ctx: TestApp,
  companyId: number,
  role: CompanyRole,
  user?: UserRow,
): Promise<CompanyMember> {
  const member = user ?? (await createUser(ctx, { firstName: role.split(' ')[0] }));
  await ctx.database.db.insert(companyMemberships).values({ companyId, userId: member.id, role });
  await ctx.database.db.update(users).set({ activeCompanyId: companyId }).where(eq(users.id, member.id));
  return { user: member, client: await signedInClient(ctx, member) };
}

export async function createTestCompany(ctx: TestApp, name = 'Acme Bakery'): Promise<TestCompany> {
  const admin = await createUser(ctx, { firstName: 'Admin' });
  const id = await createCompany(ctx.database.db, admin.id, { name });
  const members = {
    'Company Admin': { user: admin, client: await signedInClient(ctx, admin) },
    Manager: await addMember(ctx, id, 'Manager'),
    Recruiter: await addMember(ctx, id, 'Recruiter'),
    'Team Member': await addMember(ctx, id, 'Team Member'),
  };
  return { id, members };
}
