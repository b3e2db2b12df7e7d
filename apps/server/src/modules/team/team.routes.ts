// Team members and invitations of the active company.

import { paginationQuerySchema } from '@hireloop/shared/api';
import { messageResponseSchema, noContentSchema } from '@hireloop/shared/responses';
import { assignableCompanyRoles } from '@hireloop/shared/roles';
import {
  invitationAcceptedSchema,
  invitationListSchema,
  invitationLookupSchema,
  invitationSchema,
  teamMemberListSchema,
  teamMembersQuerySchema,
} from '@hireloop/shared/team';
import { inviteSchema, updateMemberRoleSchema } from '@hireloop/shared/tenancy';
import { z } from '@hireloop/shared/zod';
import { activeCompanyOf } from '#server/access/actor.ts';
import { requestActor } from '#server/http/actor.ts';
import { signedInUserId } from '#server/http/authentication.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import { companyAvatarUrl } from '../accounts/accounts.presenter.ts';
import { presentInvitation } from '../invitations/invitations.presenter.ts';
import {
  findInvitationByToken,
  type InvitationContext,
  invitationStatus,
} from '../invitations/invitations.service.ts';
import { notifyContextOf } from '../notifications/notify.ts';
import * as teamPolicy from './team.policy.ts';
import { presentTeamMember } from './team.presenter.ts';
import { changeMemberRole, listTeamMembers, removeMember } from './team.service.ts';
import {
  acceptInvitation,
  inviteToCompany,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from './team-invitations.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const userIdParams = z.object({ userId: z.coerce.number().int().positive() });
const tokenParams = z.object({ token: z.string().min(20).max(100) });
const noContent = { response: { 204: noContentSchema } };

export function registerTeamRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const ctx: InvitationContext = { db, appUrl: deps.config.appUrl };
  const activeCompany = async (request: Parameters<typeof requestActor>[0]) =>
    activeCompanyOf(await requestActor(request, db));

  app.get(
    '/api/team-members',
    { schema: { querystring: teamMembersQuerySchema, response: { 200: teamMemberListSchema } } },
    async (request) => {
      const company = await activeCompany(request);
      const { rows, total, adminCount } = await listTeamMembers(db, company, request.query);
      const actorId = signedInUserId(request);
      return {
        data: rows.map((row) => presentTeamMember(row, company, actorId, adminCount)),
        meta: pageMeta(request.query, total),
        abilities: {
          invite: teamPolicy.can(company, 'view'),
          assignable_roles: assignableCompanyRoles(company.role),
        },
      };
    },
  );

  app.put(
    '/api/team-members/:userId',
    {
      schema: {
        params: userIdParams,
        body: updateMemberRoleSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await changeMemberRole(
        db,
        await activeCompany(request),
        signedInUserId(request),
        request.params.userId,
        request.body.role,
      );
      return { message: 'The role was updated.' };
    },
  );

  app.delete(
    '/api/team-members/:userId',
    { schema: { params: userIdParams, ...noContent } },
    async (request, reply) => {
      await removeMember(db, await activeCompany(request), signedInUserId(request), request.params.userId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/invitations',
    { schema: { querystring: paginationQuerySchema, response: { 200: invitationListSchema } } },
    async (request) => {
      const { rows, total } = await listInvitations(db, await activeCompany(request), request.query);
      return { data: rows.map((row) => presentInvitation(row)), meta: pageMeta(request.query, total) };
    },
  );

  app.post(
    '/api/invitations',
    { schema: { body: inviteSchema, response: { 201: invitationSchema } } },
    async (request, reply) => {
      const inviterId = signedInUserId(request);
      await enforceRateLimit(db, { key: `invite:${inviterId}`, maxHits: 50, windowSeconds: 3600 });
      const invitation = await inviteToCompany(ctx, await activeCompany(request), inviterId, request.body);
      return reply.status(201).send(presentInvitation(invitation));
    },
  );

  app.delete(
    '/api/invitations/:id',
    { schema: { params: idParams, ...noContent } },
    async (request, reply) => {
      await revokeInvitation(db, await activeCompany(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/invitations/:id/resend',
    { schema: { params: idParams, response: { 200: invitationSchema } } },
    async (request) => {
      const inviterId = signedInUserId(request);
      await enforceRateLimit(db, { key: `invite:${inviterId}`, maxHits: 50, windowSeconds: 3600 });
      const invitation = await resendInvitation(
        ctx,
        await activeCompany(request),
        inviterId,
        request.params.id,
      );
      return {
        ...presentInvitation(invitation),
        message: `We sent the invitation to ${invitation.email} again.`,
      };
    },
  );

  app.get(
    '/api/invitations/token/:token',
    { config: { public: true }, schema: { params: tokenParams, response: { 200: invitationLookupSchema } } },
    async (request) => {
      await enforceRateLimit(db, { key: `invitation-lookup:${request.ip}`, maxHits: 30, windowSeconds: 60 });
      const row = await findInvitationByToken(db, request.params.token);
      return {
        email: row.invitation.email,
        role: row.invitation.role,
        status: invitationStatus(row.invitation),
        expires_at: row.invitation.expiresAt.toISOString(),
        company: row.invitation.companyId
          ? {
              id: row.invitation.companyId,
              name: row.companyName,
              avatar: companyAvatarUrl({ id: row.invitation.companyId, avatarPath: row.companyAvatarPath }),
            }
          : null,
        enterprise: row.invitation.enterpriseId
          ? { id: row.invitation.enterpriseId, name: row.enterpriseName, type: row.enterpriseType }
          : null,
        invited_by: row.inviterFirstName
          ? { first_name: row.inviterFirstName, last_name: row.inviterLastName }
          : null,
      };
    },
  );

  app.post(
    '/api/invitations/token/:token/accept',
    { schema: { params: tokenParams, response: { 200: invitationAcceptedSchema } } },
    async (request) => {
      const userId = signedInUserId(request);
      const joined = await acceptInvitation(notifyContextOf(app, deps), userId, request.params.token);
      return { success: true, company_id: joined.companyId, enterprise_id: joined.enterpriseId };
    },
  );
}
