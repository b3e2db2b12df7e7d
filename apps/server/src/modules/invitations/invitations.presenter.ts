import type { CompanyRole } from '@hireloop/shared/roles';
import type { InvitationRow } from '#server/db/schema.ts';
import { invitationStatus } from './invitations.service.ts';

export function presentInvitation(invitation: InvitationRow) {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role as CompanyRole,
    status: invitationStatus(invitation),
    expires_at: invitation.expiresAt.toISOString(),
    created_at: invitation.createdAt.toISOString(),
  };
}
