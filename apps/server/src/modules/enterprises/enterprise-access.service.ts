// The access manager: who holds which enterprise role over which groups, and invitations to it (the
// link, its status and its mail are the invitations module's).
import type { EnterpriseRole } from '@hireloop/shared/roles';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { EnterpriseAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import {
  enterpriseGroups,
  enterpriseMembershipGroups,
  enterpriseMemberships,
  type InvitationRow,
  invitations,
  users,
} from '#server/db/schema.ts';
import { notFound, validation } from '#server/lib/errors.ts';
import {
  createInvitation,
  findScopedInvitation,
  type InvitationContext,
  openInvitationsOf,
  withdrawInvitation,
} from '../invitations/invitations.service.ts';
import * as enterprisesPolicy from './enterprises.policy.ts';
import { seesGroup } from './enterprises.policy.ts';
import { findVisibleGroup } from './enterprises.service.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Members visible to the actor: everyone for an Owner; Owners and people sharing a group otherwise. */
export async function listEnterpriseMembers(db: Database, access: EnterpriseAccess) {
  const members = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: enterpriseMemberships.role,
    })
    .from(enterpriseMemberships)
    .innerJoin(users, eq(users.id, enterpriseMemberships.userId))
    .where(eq(enterpriseMemberships.enterpriseId, access.id))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const groupRows = await db
    .select({ userId: enterpriseMembershipGroups.userId, groupId: enterpriseMembershipGroups.groupId })
    .from(enterpriseMembershipGroups)
    .where(eq(enterpriseMembershipGroups.enterpriseId, access.id));
  const groupsOf = new Map<number, number[]>();
  for (const row of groupRows) groupsOf.set(row.userId, [...(groupsOf.get(row.userId) ?? []), row.groupId]);
  return members
    .map((member) => ({
      ...member,
      role: member.role as EnterpriseRole,
      groupIds: groupsOf.get(member.userId) ?? [],
    }))
    .filter(
      (member) =>
        access.groupIds === 'all' ||
        member.role === 'Enterprise Owner' ||
        member.groupIds.some((id) => seesGroup(access, id)),
    )
    .map((member) => ({ ...member, groupIds: member.groupIds.filter((id) => seesGroup(access, id)) }));
}

async function assertGroupsVisible(db: Database, access: EnterpriseAccess, groupIds: readonly number[]) {
  for (const groupId of groupIds) await findVisibleGroup(db, access, groupId);
}

async function writeGroups(
  tx: Transaction,
  enterpriseId: number,
  userId: number,
  groupIds: readonly number[],
) {
  await tx
    .delete(enterpriseMembershipGroups)
    .where(
      and(
        eq(enterpriseMembershipGroups.enterpriseId, enterpriseId),
        eq(enterpriseMembershipGroups.userId, userId),
      ),
    );
  if (groupIds.length) {
    await tx
      .insert(enterpriseMembershipGroups)
      .values(groupIds.map((groupId) => ({ enterpriseId, userId, groupId })));
  }
}

async function assertAnotherOwnerRemains(tx: Transaction, enterpriseId: number) {
  const owners = await tx
    .select({ userId: enterpriseMemberships.userId })
    .from(enterpriseMemberships)
    .where(
      and(
        eq(enterpriseMemberships.enterpriseId, enterpriseId),
        eq(enterpriseMemberships.role, 'Enterprise Owner'),
      ),
    )
    .for('update');
  if (owners.length <= 1)
    throw validation({ role: ['An enterprise must keep at least one Enterprise Owner.'] });
}

async function lockEnterpriseMember(tx: Transaction, access: EnterpriseAccess, userId: number) {
  const [member] = await tx
    .select({ role: enterpriseMemberships.role })
    .from(enterpriseMemberships)
    .where(and(eq(enterpriseMemberships.enterpriseId, access.id), eq(enterpriseMemberships.userId, userId)))
    .for('update');
  if (!member) throw notFound('That person has no access to this enterprise.');
  const groups = await tx
    .select({ groupId: enterpriseMembershipGroups.groupId })
    .from(enterpriseMembershipGroups)
    .where(
      and(
        eq(enterpriseMembershipGroups.enterpriseId, access.id),
        eq(enterpriseMembershipGroups.userId, userId),
      ),
    );
  return { role: member.role as EnterpriseRole, groupIds: groups.map((g) => g.groupId) };
}

/** Manage Access: a new role and groups, only within what the actor could grant. */
export async function updateEnterpriseAccess(
  db: Database,
  access: EnterpriseAccess,
  userId: number,
  input: { role: EnterpriseRole; group_ids: number[] },
) {
  await assertGroupsVisible(db, access, input.group_ids);
  await db.transaction(async (tx) => {
    const current = await lockEnterpriseMember(tx, access, userId);
    enterprisesPolicy.authorize(access, 'grantAccess', { role: current.role, groupIds: current.groupIds });
    enterprisesPolicy.authorize(access, 'grantAccess', { role: input.role, groupIds: input.group_ids });
    if (current.role === 'Enterprise Owner' && input.role !== 'Enterprise Owner')
      await assertAnotherOwnerRemains(tx, access.id);
    await tx
      .update(enterpriseMemberships)
      .set({ role: input.role })
      .where(
        and(eq(enterpriseMemberships.enterpriseId, access.id), eq(enterpriseMemberships.userId, userId)),
      );
    await writeGroups(tx, access.id, userId, input.group_ids);
  });
}

export async function removeEnterpriseMember(db: Database, access: EnterpriseAccess, userId: number) {
  await db.transaction(async (tx) => {
    const current = await lockEnterpriseMember(tx, access, userId);
    enterprisesPolicy.authorize(access, 'grantAccess', { role: current.role, groupIds: current.groupIds });
    if (current.role === 'Enterprise Owner') await assertAnotherOwnerRemains(tx, access.id);
    await writeGroups(tx, access.id, userId, []);
    await tx
      .delete(enterpriseMemberships)
      .where(
        and(eq(enterpriseMemberships.enterpriseId, access.id), eq(enterpriseMemberships.userId, userId)),
      );
    await tx
      .update(users)
      .set({ activeEnterpriseId: null })
      .where(and(eq(users.id, userId), eq(users.activeEnterpriseId, access.id)));
  });
}

export async function listEnterpriseInvitations(db: Database, access: EnterpriseAccess) {
  const rows = await db
    .select()
    .from(invitations)
    .where(openInvitationsOf({ enterpriseId: access.id }))
    .orderBy(desc(invitations.createdAt))
    .limit(200);
  return rows.filter((row) => access.groupIds === 'all' || row.groupIds.every((id) => seesGroup(access, id)));
}

export async function inviteToEnterprise(
  ctx: InvitationContext,
  access: EnterpriseAccess,
  inviterId: number,
  input: { email: string; role: EnterpriseRole; group_ids: number[] },
): Promise<InvitationRow> {
  enterprisesPolicy.authorize(access, 'grantAccess', { role: input.role, groupIds: input.group_ids });
  await assertGroupsVisible(ctx.db, access, input.group_ids);
  const [existing] = await ctx.db
    .select({ userId: users.id })
    .from(enterpriseMemberships)
    .innerJoin(users, eq(users.id, enterpriseMemberships.userId))
    .where(and(eq(enterpriseMemberships.enterpriseId, access.id), eq(users.email, input.email)));
  if (existing) throw validation({ email: ['This person already has access to the enterprise.'] });
  return createInvitation(ctx, { enterpriseId: access.id }, inviterId, {
    email: input.email,
    role: input.role,
    groupIds: input.group_ids,
  });
}

export async function revokeEnterpriseInvitation(db: Database, access: EnterpriseAccess, id: number) {
  const invitation = await findScopedInvitation(db, { enterpriseId: access.id }, id);
  if (!invitation?.groupIds.every((groupId) => seesGroup(access, groupId)))
    throw notFound('Invitation not found.');
  enterprisesPolicy.authorize(access, 'grantAccess', {
    role: invitation.role as EnterpriseRole,
    groupIds: invitation.groupIds,
  });
  await withdrawInvitation(db, id);
}

/** Accepting an enterprise invitation (inside the caller's transaction): membership, groups, active. */
export async function joinEnterprise(tx: Transaction, invitation: InvitationRow, userId: number) {
  const enterpriseId = invitation.enterpriseId!;
  const [existing] = await tx
    .select({ role: enterpriseMemberships.role })
    .from(enterpriseMemberships)
    .where(
      and(eq(enterpriseMemberships.enterpriseId, enterpriseId), eq(enterpriseMemberships.userId, userId)),
    );
  if (existing) {
    await tx
      .update(enterpriseMemberships)
      .set({ role: invitation.role })
      .where(
        and(eq(enterpriseMemberships.enterpriseId, enterpriseId), eq(enterpriseMemberships.userId, userId)),
      );
  } else {
    await tx.insert(enterpriseMemberships).values({ enterpriseId, userId, role: invitation.role });
  }
  // Groups deleted since the invitation was sent are skipped.
  const groupIds = invitation.groupIds.length
    ? (
        await tx
          .select({ id: enterpriseGroups.id })
          .from(enterpriseGroups)
          .where(
            and(
              eq(enterpriseGroups.enterpriseId, enterpriseId),
              inArray(enterpriseGroups.id, invitation.groupIds),
            ),
          )
      ).map((group) => group.id)
    : [];
  await writeGroups(tx, enterpriseId, userId, invitation.role === 'Enterprise Owner' ? [] : groupIds);
  await tx
    .update(users)
    .set({ activeEnterpriseId: enterpriseId, activeCompanyId: null })
    .where(eq(users.id, userId));
}
