// Invitations into one enterprise group (decision 103): an Owner, or an Admin of the group, invites a
// person by email as Enterprise Admin or Viewer of that group; the mailed link opens
// /enterprise-group-invitations/{token}. The link, its status and its mail are the invitations
// module's; joining adds the group to the person's enterprise access.
import type { PaginationQuery } from '@hireloop/shared/api';
import { type EnterpriseRole, enterpriseRoleRank } from '@hireloop/shared/roles';
import type { EnterpriseGroupInviteInput } from '@hireloop/shared/tenancy';
import { and, count, desc, eq } from 'drizzle-orm';
import type { EnterpriseAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import {
  enterpriseGroups,
  enterpriseMembershipGroups,
  enterpriseMemberships,
  enterprises,
  type InvitationRow,
  invitations,
  users,
} from '#server/db/schema.ts';
import { validation } from '#server/lib/errors.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import {
  claimInvitation,
  createInvitation,
  findInvitationByToken,
  type InvitationContext,
  openInvitationsOf,
} from '../invitations/invitations.service.ts';
import type { NotifyContext } from '../notifications/notify.ts';
import { notifyEnterpriseJoined } from './enterprise-notifications.ts';
import * as enterprisesPolicy from './enterprises.policy.ts';
import { findVisibleGroup } from './enterprises.service.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who may invite into the group: its managers (Owner, Admin of it), within the roles they assign. */
export async function inviteToGroup(
  ctx: InvitationContext,
  access: EnterpriseAccess,
  inviterId: number,
  groupId: number,
  input: EnterpriseGroupInviteInput,
): Promise<InvitationRow> {
  const group = await findVisibleGroup(ctx.db, access, groupId);
  enterprisesPolicy.authorize(access, 'manageGroup', group.id);
  enterprisesPolicy.authorize(access, 'grantAccess', { role: input.role, groupIds: [group.id] });
  const [member] = await ctx.db
    .select({
      userId: users.id,
      role: enterpriseMemberships.role,
      groupId: enterpriseMembershipGroups.groupId,
    })
    .from(enterpriseMemberships)
    .innerJoin(users, eq(users.id, enterpriseMemberships.userId))
    .leftJoin(
      enterpriseMembershipGroups,
      and(
        eq(enterpriseMembershipGroups.enterpriseId, enterpriseMemberships.enterpriseId),
        eq(enterpriseMembershipGroups.userId, enterpriseMemberships.userId),
        eq(enterpriseMembershipGroups.groupId, group.id),
      ),
    )
    .where(and(eq(enterpriseMemberships.enterpriseId, access.id), eq(users.email, input.email)));
  if (member && (member.role === 'Enterprise Owner' || member.groupId !== null))
    throw validation({ email: ['This person already has access to this group.'] });
  return createInvitation(ctx, { enterpriseId: access.id }, inviterId, {
    email: input.email,
    role: input.role,
    groupIds: [group.id],
    groupId: group.id,
  });
}

/** The open invitations into a group the actor sees (404 otherwise), newest first. */
export async function listGroupInvitations(
  db: Database,
  access: EnterpriseAccess,
  groupId: number,
  query: PaginationQuery,
) {
  const group = await findVisibleGroup(db, access, groupId);
  const where = and(openInvitationsOf({ enterpriseId: access.id }), eq(invitations.groupId, group.id));
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(invitations)
      .where(where)
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(invitations).where(where),
  ]);
  return { rows, total };
}

/** The invitation behind a group token, with its enterprise and group (another kind: 404). */
export async function lookupGroupInvitation(db: Database, token: string) {
  const row = await findInvitationByToken(db, token, 'group');
  const [details] = await db
    .select({ avatarPath: enterprises.avatarPath, groupName: enterpriseGroups.name })
    .from(enterpriseGroups)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseGroups.enterpriseId))
    .where(eq(enterpriseGroups.id, row.invitation.groupId!));
  return { ...row, enterpriseAvatarPath: details?.avatarPath ?? null, groupName: details?.groupName ?? '' };
}

/**
 * Joining a group from its invitation, inside the claiming transaction. A newcomer becomes a member
 * with the invited role over this group; a member keeps their groups and gains this one, and their
 * role rises to the invited one if that is higher (never falls); an Owner already sees every group.
 * Returns whether the person is new to the enterprise (the owners are told, decision 036).
 */
export async function joinGroup(tx: Transaction, invitation: InvitationRow, userId: number) {
  const enterpriseId = invitation.enterpriseId!;
  const groupId = invitation.groupId!;
  const member = and(
    eq(enterpriseMemberships.enterpriseId, enterpriseId),
    eq(enterpriseMemberships.userId, userId),
  );
  const [existing] = await tx
    .select({ role: enterpriseMemberships.role })
    .from(enterpriseMemberships)
    .where(member);
  const invitedRole = invitation.role as EnterpriseRole;
  if (!existing) {
    await tx.insert(enterpriseMemberships).values({ enterpriseId, userId, role: invitedRole });
  } else if (enterpriseRoleRank(invitedRole) > enterpriseRoleRank(existing.role as EnterpriseRole)) {
    await tx.update(enterpriseMemberships).set({ role: invitedRole }).where(member);
  }
  if (existing?.role !== 'Enterprise Owner') {
    await tx
      .insert(enterpriseMembershipGroups)
      .values({ enterpriseId, userId, groupId })
      .onConflictDoNothing();
  }
  await tx
    .update(users)
    .set({ activeEnterpriseId: enterpriseId, activeCompanyId: null })
    .where(eq(users.id, userId));
  return { joinedEnterprise: !existing };
}

/** Joining from the group page: claimed (pending, the invited address), joined, owners told. */
export async function acceptGroupInvitation(ctx: NotifyContext, userId: number, token: string) {
  return ctx.db.transaction(async (tx) => {
    const invitation = await claimInvitation(tx, userId, token, 'group');
    const { joinedEnterprise } = await joinGroup(tx, invitation, userId);
    if (joinedEnterprise) await notifyEnterpriseJoined({ ...ctx, db: tx }, invitation.enterpriseId!, userId);
    return { enterpriseId: invitation.enterpriseId!, groupId: invitation.groupId! };
  });
}
