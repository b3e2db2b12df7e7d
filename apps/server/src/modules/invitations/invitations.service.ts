// Invitations to a company (team) or an enterprise (access manager): an emailed, single-use link
// valid for INVITATION_LIFETIME_DAYS to join with a role. What both kinds share lives here once:
// the status, the token (only its hash is stored), replacing an open invitation to the same address,
// the mail queued with the row, and claiming a link. Who may invite, and what joining means, stay
// with team/ and enterprises/.
import { INVITATION_LIFETIME_DAYS } from '@hireloop/shared/tenancy';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  companies,
  enterpriseGroups,
  enterprises,
  type InvitationRow,
  invitations,
  users,
} from '#server/db/schema.ts';
import { enqueueMail } from '#server/jobs/outbox.ts';
import { randomToken, sha256 } from '#server/lib/crypto.ts';
import { notFound, validation } from '#server/lib/errors.ts';
import { invitationMail } from './invitations.mails.ts';

export type InvitationStatus = 'pending' | 'expired' | 'accepted' | 'revoked';

/** The account an invitation joins: a company or an enterprise. */
export type InvitationScope = { companyId: number } | { enterpriseId: number };

export interface InvitationContext {
  db: Database;
  appUrl: string;
}

export function invitationStatus(invitation: InvitationRow, now = new Date()): InvitationStatus {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  return invitation.expiresAt <= now ? 'expired' : 'pending';
}

const INVITATION_NOT_PENDING: Record<Exclude<InvitationStatus, 'pending'>, string> = {
  expired: 'This invitation has expired. Ask for a new one.',
  accepted: 'This invitation was already accepted.',
  revoked: 'This invitation was withdrawn.',
};

const lifetime = () => new Date(Date.now() + INVITATION_LIFETIME_DAYS * 86_400_000);

function scopeCondition(scope: InvitationScope): SQL {
  return 'companyId' in scope
    ? eq(invitations.companyId, scope.companyId)
    : eq(invitations.enterpriseId, scope.enterpriseId);
}

/** Open invitations of the account (accepted and revoked ones are history, not listed). */
export function openInvitationsOf(scope: InvitationScope): SQL {
  return and(scopeCondition(scope), isNull(invitations.acceptedAt), isNull(invitations.revokedAt))!;
}

/**
 * Where the emailed link opens: the company side's accept page, or the enterprise invitation page
 * (SPEC.md §2 "enterprise invitations by token"). `/accept-invitation/` still opens both kinds.
 */
function invitationLinkPath(invitation: InvitationRow): string {
  if (invitation.companyId) return '/accept-invitation/';
  return invitation.groupId ? '/enterprise-group-invitations/' : '/enterprise-invitations/';
}

/**
 * Which kind of invitation a token may name; a token of another kind answers 404. A group
 * invitation (decision 103) is an enterprise invitation to one group, opened on its own page.
 */
export type InvitationKind = 'company' | 'enterprise' | 'group';

function isKind(invitation: InvitationRow, kind: InvitationKind | undefined): boolean {
  if (!kind) return true;
  if (kind === 'company') return invitation.companyId !== null;
  if (kind === 'group') return invitation.groupId !== null;
  return invitation.enterpriseId !== null && invitation.groupId === null;
}

/** The account named in the mail: the company, the enterprise, or the group within it. */
async function invitedAccountName(db: Database, invitation: InvitationRow): Promise<string> {
  if (invitation.companyId) {
    const [company] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, invitation.companyId));
    return company!.name;
  }
  const [enterprise] = await db
    .select({ name: enterprises.name })
    .from(enterprises)
    .where(eq(enterprises.id, invitation.enterpriseId!));
  if (!invitation.groupId) return enterprise!.name;
  const [group] = await db
    .select({ name: enterpriseGroups.name })
    .from(enterpriseGroups)
    .where(eq(enterpriseGroups.id, invitation.groupId));
  return `the ${group!.name} group of ${enterprise!.name}`;
}

/** Queues the invitation mail in the caller's transaction (jobs/outbox.ts): both or neither. */
async function sendInvitationMail(
  ctx: InvitationContext,
  invitation: InvitationRow,
  token: string,
  inviterId: number,
) {
  const [inviter] = await ctx.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, inviterId));
  await enqueueMail(
    ctx.db,
    invitationMail({
      to: invitation.email,
      inviterName: `${inviter!.firstName} ${inviter!.lastName}`,
      accountName: await invitedAccountName(ctx.db, invitation),
      role: invitation.role,
      url: `${ctx.appUrl}${invitationLinkPath(invitation)}${token}`,
      expiresAt: invitation.expiresAt,
    }),
  );
}

/**
 * A new invitation and its mail, in one transaction. It replaces the open one to the same address
 * for the same thing: the account, or (group invitations) the same group of it.
 */
export async function createInvitation(
  ctx: InvitationContext,
  scope: InvitationScope,
  inviterId: number,
  input: { email: string; role: string; groupIds?: number[]; groupId?: number },
): Promise<InvitationRow> {
  const token = randomToken(32);
  return ctx.db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          openInvitationsOf(scope),
          eq(invitations.email, input.email),
          input.groupId ? eq(invitations.groupId, input.groupId) : isNull(invitations.groupId),
        ),
      );
    const [row] = await tx
      .insert(invitations)
      .values({
        ...scope,
        tokenHash: sha256(token),
        email: input.email,
        role: input.role,
        ...(input.groupIds ? { groupIds: input.groupIds } : {}),
        ...(input.groupId ? { groupId: input.groupId } : {}),
        invitedBy: inviterId,
        expiresAt: lifetime(),
      })
      .returning();
    await sendInvitationMail({ ...ctx, db: tx }, row!, token, inviterId);
    return row!;
  });
}

/** A fresh link (the old one stops working) valid for another full lifetime, mailed again. */
export async function renewInvitation(ctx: InvitationContext, invitation: InvitationRow, inviterId: number) {
  const status = invitationStatus(invitation);
  if (status === 'accepted' || status === 'revoked') {
    throw validation({ invitation: [`This invitation was already ${status}.`] });
  }
  const token = randomToken(32);
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(invitations)
      .set({ tokenHash: sha256(token), expiresAt: lifetime() })
      .where(eq(invitations.id, invitation.id))
      .returning();
    await sendInvitationMail({ ...ctx, db: tx }, updated!, token, inviterId);
    return updated!;
  });
}

/** One invitation of the account, or 404 (another account's invitations do not exist for it). */
export async function findScopedInvitation(db: Database, scope: InvitationScope, id: number) {
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), scopeCondition(scope)))
    .limit(1);
  return invitation ?? null;
}

export async function withdrawInvitation(db: Database, id: number): Promise<void> {
  await db.update(invitations).set({ revokedAt: sql`now()` }).where(eq(invitations.id, id));
}

export async function findInvitationByToken(db: Database, token: string, kind?: InvitationKind) {
  const [row] = await db
    .select({
      invitation: invitations,
      companyName: companies.name,
      companyAvatarPath: companies.avatarPath,
      enterpriseName: enterprises.name,
      enterpriseType: enterprises.type,
      inviterFirstName: users.firstName,
      inviterLastName: users.lastName,
    })
    .from(invitations)
    .leftJoin(companies, eq(companies.id, invitations.companyId))
    .leftJoin(enterprises, eq(enterprises.id, invitations.enterpriseId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(eq(invitations.tokenHash, sha256(token)))
    .limit(1);
  if (!row || !isKind(row.invitation, kind)) throw notFound('This invitation does not exist.');
  return row;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Claims the invitation behind a token for the signed-in user, inside the caller's transaction: it
 * must be pending and sent to the user's address; it is then marked accepted (the row stays locked
 * until the caller's joining commits).
 */
export async function claimInvitation(
  tx: Transaction,
  userId: number,
  token: string,
  kind?: InvitationKind,
): Promise<InvitationRow> {
  const [invitation] = await tx
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, sha256(token)))
    .limit(1)
    .for('update');
  if (!invitation || !isKind(invitation, kind)) throw notFound('This invitation does not exist.');
  const status = invitationStatus(invitation);
  // 422 rather than 410/403: the client shows field errors, and a 403 would leave the page.
  if (status !== 'pending') throw validation({ token: [INVITATION_NOT_PENDING[status]] });
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (user?.email !== invitation.email) {
    throw validation({
      email: [`This invitation was sent to ${invitation.email}. Sign in with that address to accept it.`],
    });
  }
  await tx
    .update(invitations)
    .set({ acceptedAt: sql`now()`, acceptedBy: userId })
    .where(eq(invitations.id, invitation.id));
  return invitation;
}
