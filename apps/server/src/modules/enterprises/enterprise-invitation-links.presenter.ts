// What an enterprise invitation link shows to whoever holds it (an enterprise invitation or a group
// invitation alike): the invited email and role, its state, the enterprise, the groups it grants
// and who sent it. Built from the token lookup's row, never the row itself (it holds the token).
import type { EnterpriseInvitationLookup } from '@hireloop/shared/enterprises';
import type { EnterpriseRole } from '@hireloop/shared/roles';
import { avatarUrl } from '../accounts/avatar-files.ts';
import { type findInvitationByToken, invitationStatus } from '../invitations/invitations.service.ts';

type LookupRow = Awaited<ReturnType<typeof findInvitationByToken>> & { enterpriseAvatarPath: string | null };

export function presentEnterpriseInvitationLookup(
  row: LookupRow,
  groups: EnterpriseInvitationLookup['groups'],
): EnterpriseInvitationLookup {
  const enterpriseId = row.invitation.enterpriseId!;
  return {
    email: row.invitation.email,
    role: row.invitation.role as EnterpriseRole,
    status: invitationStatus(row.invitation),
    expires_at: row.invitation.expiresAt.toISOString(),
    enterprise: {
      id: enterpriseId,
      name: row.enterpriseName!,
      type: row.enterpriseType!,
      avatar: avatarUrl('enterprises', enterpriseId, row.enterpriseAvatarPath),
    },
    groups,
    invited_by: row.inviterFirstName
      ? { first_name: row.inviterFirstName, last_name: row.inviterLastName ?? '' }
      : null,
  };
}
