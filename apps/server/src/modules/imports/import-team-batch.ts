// A batch of a team-member import (docs/decisions/106): each address that is neither a member of
// the company nor holding an open, unexpired invitation gets an invitation and its mail, through
// the invitations module like one sent from the team page. Roles were checked against the
// importer's role already (imports-team.ts).
import type { CheckedTeamMember } from '@hireloop/shared/imports-team';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { companyMemberships, invitations, users } from '#server/db/schema.ts';
import { createInvitation, openInvitationsOf } from '../invitations/invitations.service.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Invites the new addresses in the caller's transaction; answers how many were invited. */
export async function inviteTeamBatch(
  tx: Transaction,
  options: { companyId: number; inviterId: number | null; appUrl: string },
  members: readonly CheckedTeamMember[],
): Promise<number> {
  if (members.length === 0 || options.inviterId === null) return 0;
  const emails = members.map((member) => member.email);
  const [joined, invited] = await Promise.all([
    tx
      .select({ email: users.email })
      .from(companyMemberships)
      .innerJoin(users, eq(users.id, companyMemberships.userId))
      .where(and(eq(companyMemberships.companyId, options.companyId), inArray(users.email, emails))),
    tx
      .select({ email: invitations.email })
      .from(invitations)
      .where(
        and(
          openInvitationsOf({ companyId: options.companyId }),
          inArray(invitations.email, emails),
          gt(invitations.expiresAt, new Date()),
        ),
      ),
  ]);
  const existing = new Set([...joined, ...invited].map((row) => row.email));
  let created = 0;
  for (const member of members) {
    if (existing.has(member.email)) continue;
    await createInvitation(
      { db: tx as unknown as Database, appUrl: options.appUrl },
      { companyId: options.companyId },
      options.inviterId,
      {
        email: member.email,
        role: member.role,
      },
    );
    created += 1;
  }
  return created;
}
