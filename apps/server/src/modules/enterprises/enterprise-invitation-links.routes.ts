// The enterprise invitation link (SPEC.md §2 "enterprise invitations by token (no login)"):
// `GET /api/enterprise-invitations/{token}` for anyone holding the link, and accepting it signed in.
import {
  enterpriseInvitationAcceptedSchema,
  enterpriseInvitationLookupSchema,
} from '@hireloop/shared/enterprises';
import type { EnterpriseRole } from '@hireloop/shared/roles';
import { z } from '@hireloop/shared/zod';
import { signedInUserId } from '#server/http/authentication.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { avatarUrl } from '../accounts/avatar-files.ts';
import { invitationStatus } from '../invitations/invitations.service.ts';
import { notifyContextOf } from '../notifications/notify.ts';
import {
  acceptEnterpriseInvitation,
  lookupEnterpriseInvitation,
} from './enterprise-invitation-links.service.ts';

// Tokens are 32 random bytes in base64url (43 characters); anything else is not one.
const tokenParams = z.object({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[\w-]+$/, 'This is not an invitation link.'),
});

export function registerEnterpriseInvitationLinkRoutes(app: App, deps: AppDeps) {
  const db = deps.database.db;

  app.get(
    '/api/enterprise-invitations/:token',
    {
      config: { public: true },
      schema: { params: tokenParams, response: { 200: enterpriseInvitationLookupSchema } },
    },
    async (request) => {
      // Guessing tokens is hopeless (256 bits), and the limit keeps it that way cheaply.
      await enforceRateLimit(db, { key: `invitation-lookup:${request.ip}`, maxHits: 30, windowSeconds: 60 });
      const row = await lookupEnterpriseInvitation(db, request.params.token);
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
        groups: row.groups,
        invited_by: row.inviterFirstName
          ? { first_name: row.inviterFirstName, last_name: row.inviterLastName ?? '' }
          : null,
      };
    },
  );

  app.post(
    '/api/enterprise-invitations/:token/accept',
    { schema: { params: tokenParams, response: { 200: enterpriseInvitationAcceptedSchema } } },
    async (request) => {
      const userId = signedInUserId(request);
      const joined = await acceptEnterpriseInvitation(
        notifyContextOf(app, deps),
        userId,
        request.params.token,
      );
      return { success: true, enterprise_id: joined.enterpriseId };
    },
  );
}
