// Company invitations (the team page): who may invite as which role, and what accepting means. The
// link, its status and its mail are the invitations module's (invitations/invitations.service.ts).
import type { PaginationQuery } from '@hireloop/shared/api';
import type { CompanyRole } from '@hireloop/shared/roles';
import { companyRoleRank } from '@hireloop/shared/roles';
import { and, count, desc, eq } from 'drizzle-orm';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { companyMemberships, type InvitationRow, invitations, users } from '#server/db/schema.ts';
import { notFound, validation } from '#server/lib/errors.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import { joinEnterpriseFromInvitation } from '../enterprises/enterprise-invitation-links.service.ts';
import {
  claimInvitation,
  createInvitation,
  findScopedInvitation,
  type InvitationContext,
  openInvitationsOf,
  renewInvitation,
  withdrawInvitation,
} from '../invitations/invitations.service.ts';
import type { NotifyContext } from '../notifications/notify.ts';
import * as teamPolicy from './team.policy.ts';

/** Open invitations of the active company. */
export async function listInvitations(db: Database, company: CompanyAccess, query: PaginationQuery) {
  teamPolicy.authorize(company, 'view');
  const where = openInvitationsOf({ companyId: company.id });
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

export async function inviteToCompany(
  ctx: InvitationContext,
  company: CompanyAccess,
  inviterId: number,
  input: { email: string; role: CompanyRole },
): Promise<InvitationRow> {
  teamPolicy.authorize(company, 'invite', input.role);
  const [member] = await ctx.db
    .select({ userId: users.id })
    .from(companyMemberships)
    .innerJoin(users, eq(users.id, companyMemberships.userId))
    .where(and(eq(companyMemberships.companyId, company.id), eq(users.email, input.email)))
    .limit(1);
  if (member) throw validation({ email: ['This person is already a member of the company.'] });
  return createInvitation(ctx, { companyId: company.id }, inviterId, input);
}

async function findCompanyInvitation(db: Database, companyId: number, id: number): Promise<InvitationRow> {
  const invitation = await findScopedInvitation(db, { companyId }, id);
  if (!invitation) throw notFound('Invitation not found.');
  return invitation;
}

export async function revokeInvitation(db: Database, company: CompanyAccess, id: number): Promise<void> {
  const invitation = await findCompanyInvitation(db, company.id, id);
  teamPolicy.authorize(company, 'invite', invitation.role as CompanyRole);
  if (invitation.acceptedAt) throw validation({ invitation: ['This invitation was already accepted.'] });
  await withdrawInvitation(db, id);
}

/** A fresh link (the old one stops working) valid for another 7 days. */
export async function resendInvitation(
  ctx: InvitationContext,
  company: CompanyAccess,
  inviterId: number,
  id: number,
) {
  const invitation = await findCompanyInvitation(ctx.db, company.id, id);
  teamPolicy.authorize(company, 'invite', invitation.role as CompanyRole);
  return renewInvitation(ctx, invitation, inviterId);
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
    const invitation = await claimInvitation(tx, userId, token);
    if (!invitation.companyId) {
      await joinEnterpriseFromInvitation(tx, ctx, invitation, userId);
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
