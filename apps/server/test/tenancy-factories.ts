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

export interface TestFranchise {
  company: TestCompany;
  /** The upgraded company's admin, now the enterprise's Owner. */
  owner: TestClient;
  enterprise: { id: number; name: string };
  /** The group the upgrade made, holding the company. */
  firstGroup: { id: number; name: string };
  /** A second group, empty. */
  group: { id: number; name: string };
}

/** A company upgraded to a franchise enterprise (named "<name> Group") with a second, empty group. */
export async function createTestFranchise(
  ctx: TestApp,
  name = 'Harbour Bakery',
  groupName = 'Northside Franchisee',
): Promise<TestFranchise> {
  const company = await createTestCompany(ctx, name);
  const owner = company.members['Company Admin'].client;
  const upgraded = await owner.post(`/api/enterprises/upgrade/${company.id}`, {
    name: `${name} Group`,
    type: 'franchise',
  });
  if (upgraded.statusCode !== 201) throw new Error(`The upgrade failed: ${upgraded.body}`);
  const firstGroup = (await owner.get('/api/enterprise-groups')).json().data[0];
  const group = (await owner.post('/api/enterprise-groups', { name: groupName })).json();
  return { company, owner, enterprise: upgraded.json(), firstGroup, group };
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
