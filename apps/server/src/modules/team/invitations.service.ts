// Company invitations: an emailed, single-use link valid for 7 days to join with a role.
import type { PaginationQuery } from '@hireloop/shared/api';
import type { CompanyRole } from '@hireloop/shared/roles';
import { companyRoleRank } from '@hireloop/shared/roles';
import { INVITATION_LIFETIME_DAYS } from '@hireloop/shared/tenancy';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  companies,
  companyMemberships,
  enterprises,
  type InvitationRow,
  invitations,
  users,
} from '../../db/schema.ts';
import { enqueueMail } from '../../jobs/outbox.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { notFound, validation } from '../../lib/errors.ts';
import { pageOffset } from '../../lib/pagination.ts';
import type { CompanyAccess } from '../accounts/actor.ts';
import { joinEnterprise } from '../enterprises/enterprise-access.service.ts';
import { notifyEnterpriseJoined } from '../enterprises/enterprise-notifications.ts';
import type { NotifyContext } from '../notifications/notify.ts';
import { invitationMail } from './team.mails.ts';
import { authorizeInvite, authorizeViewTeam } from './team.policy.ts';

export type InvitationStatus = 'pending' | 'expired' | 'accepted' | 'revoked';

export function invitationStatus(invitation: InvitationRow, now = new Date()): InvitationStatus {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  return invitation.expiresAt <= now ? 'expired' : 'pending';
}

export interface InvitationContext {
  db: Database;
  appUrl: string;
}

const INVITATION_NOT_PENDING: Record<Exclude<InvitationStatus, 'pending'>, string> = {
  expired: 'This invitation has expired. Ask for a new one.',
  accepted: 'This invitation was already accepted.',
  revoked: 'This invitation was withdrawn.',
};

const lifetime = () => new Date(Date.now() + INVITATION_LIFETIME_DAYS * 86_400_000);

/** Open invitations of the active company (accepted and revoked ones are history, not listed). */
export async function listInvitations(db: Database, company: CompanyAccess, query: PaginationQuery) {
  authorizeViewTeam(company);
  const where = and(
    eq(invitations.companyId, company.id),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(invitations)
      .where(where)
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(invitations).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

async function sendInvitationMail(
  ctx: InvitationContext,
  invitation: InvitationRow,
  token: string,
  inviterId: number,
) {
  const [details] = await ctx.db
    .select({ companyName: companies.name, firstName: users.firstName, lastName: users.lastName })
    .from(companies)
    .innerJoin(users, eq(users.id, inviterId))
    .where(eq(companies.id, invitation.companyId!));
  await enqueueMail(
    ctx.db,
    invitationMail({
      to: invitation.email,
      inviterName: `${details!.firstName} ${details!.lastName}`,
      accountName: details!.companyName,
      role: invitation.role,
      url: `${ctx.appUrl}/accept-invitation/${token}`,
      expiresAt: invitation.expiresAt,
    }),
  );
}

export async function inviteToCompany(
  ctx: InvitationContext,
  company: CompanyAccess,
  inviterId: number,
  input: { email: string; role: CompanyRole },
): Promise<InvitationRow> {
  authorizeInvite(company, input.role);
  const [member] = await ctx.db
    .select({ userId: users.id })
    .from(companyMemberships)
    .innerJoin(users, eq(users.id, companyMemberships.userId))
    .where(and(eq(companyMemberships.companyId, company.id), eq(users.email, input.email)))
    .limit(1);
  if (member) throw validation({ email: ['This person is already a member of the company.'] });

  const token = randomToken(32);
  const invitation = await ctx.db.transaction(async (tx) => {
    // A new invitation to the same address replaces the open one.
    await tx
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(invitations.companyId, company.id),
          eq(invitations.email, input.email),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      );
    const [row] = await tx
      .insert(invitations)
      .values({
        tokenHash: sha256(token),
        companyId: company.id,
        email: input.email,
        role: input.role,
        invitedBy: inviterId,
        expiresAt: lifetime(),
      })
      .returning();
    // Queued with the invitation (jobs/outbox.ts): both or neither.
    await sendInvitationMail({ ...ctx, db: tx }, row!, token, inviterId);
    return row!;
  });
  return invitation;
}

async function findCompanyInvitation(db: Database, companyId: number, id: number): Promise<InvitationRow> {
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.companyId, companyId)))
    .limit(1);
  if (!invitation) throw notFound('Invitation not found.');
  return invitation;
}

export async function revokeInvitation(db: Database, company: CompanyAccess, id: number): Promise<void> {
  const invitation = await findCompanyInvitation(db, company.id, id);
  authorizeInvite(company, invitation.role as CompanyRole);
  if (invitation.acceptedAt) throw validation({ invitation: ['This invitation was already accepted.'] });
  await db.update(invitations).set({ revokedAt: sql`now()` }).where(eq(invitations.id, id));
}

/** A fresh link (the old one stops working) valid for another 7 days. */
export async function resendInvitation(
  ctx: InvitationContext,
  company: CompanyAccess,
  inviterId: number,
  id: number,
) {
  const invitation = await findCompanyInvitation(ctx.db, company.id, id);
  authorizeInvite(company, invitation.role as CompanyRole);
  const status = invitationStatus(invitation);
  if (status === 'accepted' || status === 'revoked') {
    throw validation({ invitation: [`This invitation was already ${status}.`] });
  }
  const token = randomToken(32);
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(invitations)
      .set({ tokenHash: sha256(token), expiresAt: lifetime() })
      .where(eq(invitations.id, id))
      .returning();
    await sendInvitationMail({ ...ctx, db: tx }, updated!, token, inviterId);
    return updated!;
  });
}

export async function findInvitationByToken(db: Database, token: string) {
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
  if (!row) throw notFound('This invitation does not exist.');
  return row;
}

/**
 * Accepts a company invitation (joining with the invited role, keeping a higher role the person
 * already holds) or an enterprise invitation (role and groups, its owners notified in the same
 * transaction), and opens that account.
 */
export async function acceptInvitation(
  ctx: NotifyContext,
  userId: number,
  token: string,
): Promise<{ companyId: number | null; enterpriseId: number | null }> {
  return ctx.db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, sha256(token)))
      .limit(1)
      .for('update');
    if (!invitation) throw notFound('This invitation does not exist.');
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
    if (!invitation.companyId) {
      await joinEnterprise(tx, invitation, userId);
      // The owners hear of it in the same transaction (decision 036).
      await notifyEnterpriseJoined({ ...ctx, db: tx }, invitation.enterpriseId!, userId);
      return { companyId: null, enterpriseId: invitation.enterpriseId };
    }
    const role = invitation.role as CompanyRole;
    const [existing] = await tx
      .select({ role: companyMemberships.role })
      .from(companyMemberships)
      .where(
        and(eq(companyMemberships.companyId, invitation.companyId), eq(companyMemberships.userId, userId)),
      );
    if (!existing) {
      await tx.insert(companyMemberships).values({ companyId: invitation.companyId, userId, role });
    } else if (companyRoleRank(role) > companyRoleRank(existing.role as CompanyRole)) {
      await tx
        .update(companyMemberships)
        .set({ role })
        .where(
          and(eq(companyMemberships.companyId, invitation.companyId), eq(companyMemberships.userId, userId)),
        );
    }
    await tx
      .update(users)
      .set({ activeCompanyId: invitation.companyId, activeEnterpriseId: null })
      .where(eq(users.id, userId));
    return { companyId: invitation.companyId, enterpriseId: null };
  });
}
