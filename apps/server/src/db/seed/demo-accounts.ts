// Demo companies and enterprises: a company with one user per role, and one enterprise of each type
// with franchisee/client/region groups and their locations. Idempotent: skipped once seeded. Demo
// companies have finished the getting-started tour (docs/decisions/015), so links into their pages
// open where they point.
import type { EnterpriseType } from '@hireloop/shared/enterprise-labels';
import { fullName } from '@hireloop/shared/people';
import type { CompanyRole } from '@hireloop/shared/roles';
import { eq } from 'drizzle-orm';
import type { EnterpriseAccess } from '#server/access/actor.ts';
import { hashPassword } from '#server/modules/auth/passwords.ts';
import { createCompany } from '#server/modules/companies/companies.service.ts';
import { markDemoCompleted } from '#server/modules/companies/company-demo.service.ts';
import {
  createGroup,
  createLocation,
  upgradeToEnterprise,
} from '#server/modules/enterprises/enterprises.service.ts';
import { findUserByEmail } from '#server/modules/users/users.service.ts';
import type { Database } from '../client.ts';
import { companies, companyMemberships, notifications, users } from '../schema.ts';
import { DEMO_PASSWORD } from './demo-candidate.ts';
import { renameGroupOfCompany } from './demo-helpers.ts';
import type { DemoLogin } from './demo-login.ts';

const COMPANY_TEAM: { role: CompanyRole; email: string; firstName: string; lastName: string }[] = [
  { role: 'Company Admin', email: 'admin@hireloop.example', firstName: 'Avery', lastName: 'Admin' },
  { role: 'Manager', email: 'manager@hireloop.example', firstName: 'Morgan', lastName: 'Manager' },
  { role: 'Recruiter', email: 'recruiter@hireloop.example', firstName: 'Riley', lastName: 'Recruiter' },
  { role: 'Team Member', email: 'member@hireloop.example', firstName: 'Taylor', lastName: 'Member' },
];

const ENTERPRISES: {
  type: EnterpriseType;
  name: string;
  owner: { email: string; firstName: string; lastName: string };
  groups: { name: string; locations: string[] }[];
}[] = [
  {
    type: 'franchise',
    name: 'Sunrise Coffee',
    owner: { email: 'franchise@hireloop.example', firstName: 'Frankie', lastName: 'Owner' },
    groups: [
      { name: 'Pacific Coffee Partners', locations: ['Sunrise Coffee – Seattle', 'Sunrise Coffee – Tacoma'] },
      { name: 'Bay Brew LLC', locations: ['Sunrise Coffee – Oakland'] },
    ],
  },
  {
    type: 'staffing_agency',
    name: 'Brightpath Staffing',
    owner: { email: 'staffing@hireloop.example', firstName: 'Sam', lastName: 'Owner' },
    groups: [
      { name: 'Harbor Logistics', locations: ['Harbor Logistics – Warehouse'] },
      { name: 'Cedar Health', locations: ['Cedar Health – Front Desk', 'Cedar Health – Nursing'] },
    ],
  },
  {
    type: 'corporate_chain',
    name: 'Metro Outfitters',
    owner: { email: 'chain@hireloop.example', firstName: 'Casey', lastName: 'Owner' },
    groups: [
      { name: 'Northeast', locations: ['Metro Outfitters – Boston', 'Metro Outfitters – Providence'] },
      { name: 'Midwest', locations: ['Metro Outfitters – Chicago'] },
    ],
  },
];

async function ensureUser(db: Database, person: { email: string; firstName: string; lastName: string }) {
  const existing = await findUserByEmail(db, person.email);
  if (existing) return { user: existing, created: false };
  const [user] = await db
    .insert(users)
    .values({ ...person, emailVerifiedAt: new Date(), passwordHash: await hashPassword(DEMO_PASSWORD) })
    .returning();
  return { user: user!, created: true };
}

export async function seedDemoAccounts(db: Database): Promise<DemoLogin[]> {
  const logins: DemoLogin[] = [];

  const team = await Promise.all(COMPANY_TEAM.map((person) => ensureUser(db, person)));
  const admin = team[0]!;
  if (admin.created) {
    const companyId = await createCompany(db, admin.user.id, {
      name: 'Northwind Bakery',
      nickname: 'Northwind',
    });
    await markDemoCompleted(db, companyId);
    for (const [index, person] of COMPANY_TEAM.entries()) {
      if (person.role === 'Company Admin') continue;
      const userId = team[index]!.user.id;
      await db.insert(companyMemberships).values({ companyId, userId, role: person.role });
      // Joined as accepting an invitation does: the company is the account they use.
      await db.update(users).set({ activeCompanyId: companyId }).where(eq(users.id, userId));
    }
  }
  for (const person of COMPANY_TEAM)
    logins.push({ label: person.role, email: person.email, password: DEMO_PASSWORD });

  for (const spec of ENTERPRISES) {
    const owner = await ensureUser(db, spec.owner);
    if (owner.created) {
      const [firstGroup, ...otherGroups] = spec.groups;
      const firstCompanyId = await createCompany(db, owner.user.id, { name: firstGroup!.locations[0]! });
      const enterpriseId = await upgradeToEnterprise(db, owner.user.id, firstCompanyId, {
        name: spec.name,
        type: spec.type,
      });
      const access: EnterpriseAccess = {
        id: enterpriseId,
        type: spec.type,
        role: 'Enterprise Owner',
        groupIds: 'all',
      };
      // The upgrade named the first group after its location; a real franchisee/client/region name reads better.
      const firstGroupId = await renameGroupOfCompany(db, firstCompanyId, firstGroup!.name);
      for (const location of firstGroup!.locations.slice(1)) {
        await createLocation(db, access, owner.user.id, { name: location, group_ids: [firstGroupId] });
      }
      for (const group of otherGroups) {
        const created = await createGroup(db, access, group.name);
        for (const location of group.locations) {
          await createLocation(db, access, owner.user.id, { name: location, group_ids: [created.id] });
        }
      }
      await db.update(companies).set({ demoCompleted: true }).where(eq(companies.enterpriseId, enterpriseId));
      // The enterprise's own inbox (the bell of an enterprise session) starts with its creation.
      await db.insert(notifications).values({
        userId: owner.user.id,
        enterpriseId,
        type: 'team_member_joined',
        title: `${fullName(spec.owner)} joined ${spec.name}`,
        body: 'The enterprise is ready: invite the people who run your locations from Users.',
        link: '/enterprise-access-manager',
      });
    }
    logins.push({
      label: `${spec.type.replace('_', ' ')} owner`,
      email: spec.owner.email,
      password: DEMO_PASSWORD,
    });
  }
  return logins;
}
