// Group invitations (decision 103): inviting a person into one enterprise group from the group's
// page, its open invitations, and the link itself (SPEC.md §2 "enterprise group invitations by token
// (no login)"): readable by anyone holding it, accepted signed in. Revoking is the access manager's
// `DELETE /api/enterprise-invitations/{id}`, which covers group invitations too.
import { paginationQuerySchema } from '@hireloop/shared/api';
import {
  enterpriseGroupInvitationLookupSchema,
  enterpriseInvitationAcceptedSchema,
  enterpriseInvitationListSchema,
  enterpriseInvitationSchema,
} from '@hireloop/shared/enterprises';
import type { EnterpriseRole } from '@hireloop/shared/roles';
import { enterpriseGroupInviteSchema } from '@hireloop/shared/tenancy';
import { z } from '@hireloop/shared/zod';
import { activeEnterpriseOf } from '#server/access/actor.ts';
import { requestActor } from '#server/http/actor.ts';
import { signedInUserId } from '#server/http/authentication.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import { avatarUrl } from '../accounts/avatar-files.ts';
import { presentInvitation } from '../invitations/invitations.presenter.ts';
import { invitationStatus } from '../invitations/invitations.service.ts';
import { notifyContextOf } from '../notifications/notify.ts';
import {
  acceptGroupInvitation,
  inviteToGroup,
  listGroupInvitations,
  lookupGroupInvitation,
} from './enterprise-group-invitations.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
// Tokens are 32 random bytes in base64url (43 characters); anything else is not one.
const tokenParams = z.object({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[\w-]+$/, 'This is not an invitation link.'),
});

export function registerEnterpriseGroupInvitationRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  app.get(
    '/api/enterprise-groups/:id/invitations',
    {
      schema: {
        params: idParams,
        querystring: paginationQuerySchema,
        response: { 200: enterpriseInvitationListSchema },
      },
    },
    async (request) => {
      const access = activeEnterpriseOf(await requestActor(request, db));
      const { rows, total } = await listGroupInvitations(db, access, request.params.id, request.query);
      return {
        data: rows.map((row) => ({ ...presentInvitation(row), group_ids: row.groupIds })),
        meta: pageMeta(request.query, total),
      };
    },
  );

  app.post(
    '/api/enterprise-groups/:id/invitations',
    {
      schema: {
        params: idParams,
        body: enterpriseGroupInviteSchema,
        response: { 201: enterpriseInvitationSchema },
      },
    },
    async (request, reply) => {
      const access = activeEnterpriseOf(await requestActor(request, db));
      const row = await inviteToGroup(
        { db, appUrl: deps.config.appUrl },
        access,
        signedInUserId(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ ...presentInvitation(row), group_ids: row.groupIds });
    },
  );

  app.get(
    '/api/enterprise-group-invitations/:token',
    {
      config: { public: true },
      schema: { params: tokenParams, response: { 200: enterpriseGroupInvitationLookupSchema } },
    },
    async (request) => {
      // Guessing tokens is hopeless (256 bits), and the limit keeps it that way cheaply.
      await enforceRateLimit(db, { key: `invitation-lookup:${request.ip}`, maxHits: 30, windowSeconds: 60 });
      const row = await lookupGroupInvitation(db, request.params.token);
      const enterpriseId = row.invitation.enterpriseId!;
      const group = { id: row.invitation.groupId!, name: row.groupName };
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
        group,
        groups: [group],
        invited_by: row.inviterFirstName
          ? { first_name: row.inviterFirstName, last_name: row.inviterLastName ?? '' }
          : null,
      };
    },
  );

  app.post(
    '/api/enterprise-group-invitations/:token/accept',
    { schema: { params: tokenParams, response: { 200: enterpriseInvitationAcceptedSchema } } },
    async (request) => {
      const joined = await acceptGroupInvitation(
        notifyContextOf(app, deps),
        signedInUserId(request),
        request.params.token,
      );
      return { success: true, enterprise_id: joined.enterpriseId };
    },
  );
}
