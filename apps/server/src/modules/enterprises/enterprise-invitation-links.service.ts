// An enterprise invitation opened from its emailed link (SPEC.md §2 "enterprise invitations by
// token (no login)"): what it invites to, readable by anyone holding the token, and accepting it,
// which needs the invited person signed in. A company invitation's token is not one: 404.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { enterpriseGroups, enterprises, type InvitationRow } from '#server/db/schema.ts';
import { claimInvitation, findInvitationByToken } from '../invitations/invitations.service.ts';
import type { NotifyContext } from '../notifications/notify.ts';
import { joinEnterprise } from './enterprise-access.service.ts';
import { joinGroup } from './enterprise-group-invitations.service.ts';
import { notifyEnterpriseJoined } from './enterprise-notifications.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The invitation behind a token, with the enterprise and the names of the groups it grants. */
export async function lookupEnterpriseInvitation(db: Database, token: string) {
  const row = await findInvitationByToken(db, token, 'enterprise');
  const enterpriseId = row.invitation.enterpriseId!;
  const [enterprise] = await db
    .select({ avatarPath: enterprises.avatarPath })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  // Groups deleted since the invitation was sent are not shown (accepting skips them too).
  const groups = row.invitation.groupIds.length
    ? await db
        .select({ id: enterpriseGroups.id, name: enterpriseGroups.name })
        .from(enterpriseGroups)
        .where(
          and(
            eq(enterpriseGroups.enterpriseId, enterpriseId),
            inArray(enterpriseGroups.id, row.invitation.groupIds),
          ),
        )
        .orderBy(asc(enterpriseGroups.name))
    : [];
  return { ...row, enterpriseAvatarPath: enterprise?.avatarPath ?? null, groups };
}

/**
 * What accepting an enterprise invitation means, inside the claiming transaction:
 * membership with its role and groups, the enterprise made active, and its owners told with the
 * same commit (decision 036).
 */
export async function joinEnterpriseFromInvitation(
  tx: Transaction,
  ctx: NotifyContext,
  invitation: InvitationRow,
  userId: number,
) {
  if (invitation.groupId) {
    // A group invitation opened through the older /accept-invitation/ door joins the same way.
    const { joinedEnterprise } = await joinGroup(tx, invitation, userId);
    if (!joinedEnterprise) return;
  } else {
    await joinEnterprise(tx, invitation, userId);
  }
  await notifyEnterpriseJoined({ ...ctx, db: tx }, invitation.enterpriseId!, userId);
}

/**
 * Joining from the link: the invitation claimed for the signed-in user (pending, sent to their
 * address), membership with its role and groups, the enterprise made active, and its owners told
 * in the same transaction (decision 036).
 */
export async function acceptEnterpriseInvitation(ctx: NotifyContext, userId: number, token: string) {
  return ctx.db.transaction(async (tx) => {
    const invitation = await claimInvitation(tx, userId, token, 'enterprise');
    await joinEnterpriseFromInvitation(tx, ctx, invitation, userId);
    return { enterpriseId: invitation.enterpriseId! };
  });
}
