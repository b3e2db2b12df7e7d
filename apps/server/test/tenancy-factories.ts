// Companies with a member per role, signed-in clients acting as each.
import type { CompanyRole } from '@hireloop/shared/roles';
import { eq } from 'drizzle-orm';
import { companyMemberships, type UserRow, users } from '../src/db/schema.ts';
import { createCompany } from '../src/modules/companies/companies.service.ts';
import { createUser, latestMessageTo, signedInClient, uniqueEmail } from './factories.ts';
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

/**
 * Invites a new user into the inviter's active enterprise with a role over some groups, and has
 * them accept through the emailed link: they end with the enterprise active.
 */
export async function inviteToEnterpriseAndAccept(
  ctx: TestApp,
  inviter: TestClient,
  role: string,
  groupIds: number[],
): Promise<CompanyMember> {
  const invitee = await createUser(ctx, { email: uniqueEmail('enterprise') });
  const invited = await inviter.post('/api/enterprise-invitations', {
    email: invitee.email,
    role,
    group_ids: groupIds,
  });
  if (invited.statusCode !== 201) throw new Error(`The invitation failed: ${invited.body}`);
  const token = (await latestMessageTo(ctx, invitee.email))!.text.match(
    /\/enterprise-invitations\/([\w-]+)/,
  )![1];
  const client = await signedInClient(ctx, invitee);
  const accepted = await client.post(`/api/invitations/token/${token}/accept`);
  // Accepting an enterprise invitation makes the enterprise, not a company, the active account.
  const answer = accepted.json();
  if (accepted.statusCode !== 200 || answer.success !== true || answer.company_id !== null)
    throw new Error(`Accepting failed: ${accepted.body}`);
  return { user: invitee, client };
}
