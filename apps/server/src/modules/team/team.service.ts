// The members of the active company: list, change role, remove. A company always keeps at least one
// Company Admin.
import type { CompanyRole } from '@hireloop/shared/roles';
import type { TeamMembersQuery } from '@hireloop/shared/team';
import { and, asc, count, eq } from 'drizzle-orm';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { companyMemberships, users } from '#server/db/schema.ts';
import { notFound, validation } from '#server/lib/errors.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import * as teamPolicy from './team.policy.ts';

export const LAST_ADMIN_MESSAGE = 'A company must keep at least one Company Admin.';
export const OWN_ROLE_MESSAGE = 'You cannot change your own role. Ask another Company Admin.';
export const REMOVE_SELF_MESSAGE = 'You cannot remove yourself from the team. Ask another Company Admin.';

/** A page of the team; with `email`, only the member using that address (the invite form asks). */
export async function listTeamMembers(db: Database, company: CompanyAccess, query: TeamMembersQuery) {
  teamPolicy.authorize(company, 'view');
  const where = and(
    eq(companyMemberships.companyId, company.id),
    query.email === undefined ? undefined : eq(users.email, query.email),
  );
  const [rows, totals, admins] = await Promise.all([
    db
      .select({
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        avatarPath: users.avatarPath,
        role: companyMemberships.role,
        joinedAt: companyMemberships.createdAt,
      })
      .from(companyMemberships)
      .innerJoin(users, eq(users.id, companyMemberships.userId))
      .where(where)
      .orderBy(asc(companyMemberships.createdAt), asc(companyMemberships.userId))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db
      .select({ total: count() })
      .from(companyMemberships)
      .innerJoin(users, eq(users.id, companyMemberships.userId))
      .where(where),
    // How many admins the company has: the last one's row offers no demotion or removal.
    db
      .select({ total: count() })
      .from(companyMemberships)
      .where(and(eq(companyMemberships.companyId, company.id), eq(companyMemberships.role, 'Company Admin'))),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, role: row.role as CompanyRole })),
    total: totals[0]?.total ?? 0,
    adminCount: admins[0]?.total ?? 0,
  };
}

export type TeamMemberRow = Awaited<ReturnType<typeof listTeamMembers>>['rows'][number];

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The member row, locked, or 404: another company's member is not visible from here. */
async function lockMember(tx: Transaction, companyId: number, userId: number) {
  const [member] = await tx
    .select({ role: companyMemberships.role })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.userId, userId)))
    .for('update');
  if (!member) throw notFound('That person is not a member of this company.');
  return member.role as CompanyRole;
}

async function assertAnotherAdminRemains(tx: Transaction, companyId: number): Promise<void> {
  // Lock every admin row so two concurrent demotions cannot both pass this check.
  const admins = await tx
    .select({ userId: companyMemberships.userId })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.role, 'Company Admin')))
    .for('update');
  if (admins.length <= 1) throw validation({ role: [LAST_ADMIN_MESSAGE] });
}

export async function changeMemberRole(
  db: Database,
  company: CompanyAccess,
  actorId: number,
  userId: number,
  role: CompanyRole,
) {
  teamPolicy.authorize(company, 'view');
  await db.transaction(async (tx) => {
    const current = await lockMember(tx, company.id, userId);
    teamPolicy.authorize(company, 'manageMember', { role: current, newRole: role });
    // Nobody demotes (or promotes) themselves: another admin decides.
    if (userId === actorId) throw validation({ role: [OWN_ROLE_MESSAGE] });
    if (current === 'Company Admin' && role !== 'Company Admin')
      await assertAnotherAdminRemains(tx, company.id);
    await tx
      .update(companyMemberships)
      .set({ role })
      .where(and(eq(companyMemberships.companyId, company.id), eq(companyMemberships.userId, userId)));
  });
}

export async function removeMember(db: Database, company: CompanyAccess, actorId: number, userId: number) {
  teamPolicy.authorize(company, 'view');
  await db.transaction(async (tx) => {
    const current = await lockMember(tx, company.id, userId);
    teamPolicy.authorize(company, 'manageMember', { role: current });
    if (userId === actorId) throw validation({ user_id: [REMOVE_SELF_MESSAGE] });
    if (current === 'Company Admin') await assertAnotherAdminRemains(tx, company.id);
    await tx
      .delete(companyMemberships)
      .where(and(eq(companyMemberships.companyId, company.id), eq(companyMemberships.userId, userId)));
    // The removed person no longer acts as this company.
    await tx
      .update(users)
      .set({ activeCompanyId: null })
      .where(and(eq(users.id, userId), eq(users.activeCompanyId, company.id)));
  });
}
