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
  enterpriseInvitationTokenParamsSchema,
} from '@hireloop/shared/enterprises';
import { enterpriseGroupInviteSchema } from '@hireloop/shared/tenancy';
import { z } from '@hireloop/shared/zod';
import { activeEnterpriseOf } from '#server/access/actor.ts';
import { requestActor } from '#server/http/actor.ts';
import { signedInUserId } from '#server/http/authentication.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import { presentInvitation } from '../invitations/invitations.presenter.ts';
import { notifyContextOf } from '../notifications/notify.ts';
import {
  acceptGroupInvitation,
  inviteToGroup,
  listGroupInvitations,
  lookupGroupInvitation,
} from './enterprise-group-invitations.service.ts';
import { presentEnterpriseInvitationLookup } from './enterprise-invitation-links.presenter.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

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
      schema: {
        params: enterpriseInvitationTokenParamsSchema,
        response: { 200: enterpriseGroupInvitationLookupSchema },
      },
    },
    async (request) => {
      // Guessing tokens is hopeless (256 bits), and the limit keeps it that way cheaply.
      await enforceRateLimit(db, { key: `invitation-lookup:${request.ip}`, maxHits: 30, windowSeconds: 60 });
      const row = await lookupGroupInvitation(db, request.params.token);
      const group = { id: row.invitation.groupId!, name: row.groupName };
      return { ...presentEnterpriseInvitationLookup(row, [group]), group };
    },
  );

  app.post(
    '/api/enterprise-group-invitations/:token/accept',
    {
      schema: {
        params: enterpriseInvitationTokenParamsSchema,
        response: { 200: enterpriseInvitationAcceptedSchema },
      },
    },
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
