// Enterprise groups, locations and the access manager, always within the active enterprise.
import { enterpriseAccountSchema } from '@hireloop/shared/accounts';
import { paginationQuerySchema } from '@hireloop/shared/api';
import {
  currentEnterpriseSchema,
  enterpriseGroupDetailSchema,
  enterpriseGroupListSchema,
  enterpriseGroupSchema,
  enterpriseInvitationListSchema,
  enterpriseInvitationSchema,
  enterpriseLocationDetailSchema,
  enterpriseLocationListSchema,
  enterpriseMemberListSchema,
} from '@hireloop/shared/enterprises';
import {
  avatarResponseSchema,
  fileResponse,
  messageResponseSchema,
  noContentSchema,
} from '@hireloop/shared/responses';
import { assignableEnterpriseRoles } from '@hireloop/shared/roles';
import {
  createEnterpriseGroupSchema,
  createLocationSchema,
  enterpriseInviteSchema,
  enterpriseProfileSchema,
  enterpriseSettingsSchema,
  updateEnterpriseAccessSchema,
  upgradeToEnterpriseSchema,
} from '@hireloop/shared/tenancy';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { activeEnterpriseOf } from '#server/access/actor.ts';
import { requestActor } from '#server/http/actor.ts';
import { signedInUserId } from '#server/http/authentication.ts';
import { coherentJson } from '#server/http/coherent-json.ts';
import { readUpload } from '#server/http/multipart.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { notFound } from '#server/lib/errors.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import { presentEnterpriseAccount } from '../accounts/accounts.presenter.ts';
import { loadUserAccounts } from '../accounts/accounts.service.ts';
import { AVATAR_MEDIA_TYPES, AVATAR_UPLOAD, avatarUrl, readAvatar } from '../accounts/avatar-files.ts';
import { presentInvitation } from '../invitations/invitations.presenter.ts';
import { loadSignedInUser } from '../users/users.cache.ts';
import {
  inviteToEnterprise,
  listEnterpriseInvitations,
  listEnterpriseMembers,
  removeEnterpriseMember,
  revokeEnterpriseInvitation,
  updateEnterpriseAccess,
} from './enterprise-access.service.ts';
import { enterpriseAvatarPath, replaceEnterpriseAvatar } from './enterprise-avatar.service.ts';
import {
  enterpriseAbilities,
  presentEnterpriseMember,
  presentGroup,
  presentLocation,
} from './enterprises.presenter.ts';
import {
  createGroup,
  createLocation,
  findVisibleLocation,
  groupDetails,
  listGroups,
  listLocations,
  renameGroup,
  updateEnterpriseProfile,
  updateEnterpriseSettings,
  upgradeToEnterprise,
} from './enterprises.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const userIdParams = z.object({ userId: z.coerce.number().int().positive() });
const messageResponse = { response: { 200: messageResponseSchema } };
const noContent = { response: { 204: noContentSchema } };

export function registerEnterpriseRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const enterprise = async (request: FastifyRequest) => activeEnterpriseOf(await requestActor(request, db));
  // The enterprise dashboard's list (decision 147).
  const groupPages = coherentJson(deps.config, {
    url: '/api/enterprise-groups',
    schema: enterpriseGroupListSchema,
    tables: ['enterprise_groups', 'enterprise_group_companies', 'enterprise_membership_groups', 'companies'],
  });

  app.post(
    '/api/enterprises/upgrade/:id',
    {
      schema: {
        params: idParams,
        body: upgradeToEnterpriseSchema,
        response: { 201: enterpriseAccountSchema },
      },
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      const enterpriseId = await upgradeToEnterprise(db, userId, request.params.id, request.body);
      const accounts = await loadUserAccounts(db, userId);
      const created = accounts.enterprises.find((e) => e.id === enterpriseId)!;
      return reply.status(201).send(presentEnterpriseAccount(created));
    },
  );

  app.get(
    '/api/enterprises/current',
    { schema: { response: { 200: currentEnterpriseSchema } } },
    async (request) => {
      const access = await enterprise(request);
      // The accounts users/self shows, from its cache (decision 040).
      const { accounts } = await loadSignedInUser(db, signedInUserId(request));
      return {
        ...presentEnterpriseAccount(accounts.activeEnterprise!),
        abilities: {
          ...enterpriseAbilities(access),
          assignable_roles: assignableEnterpriseRoles(access.role),
        },
      };
    },
  );

  app.put(
    '/api/enterprises/current',
    { schema: { body: enterpriseProfileSchema, ...messageResponse } },
    async (request) => {
      await updateEnterpriseProfile(db, await enterprise(request), request.body);
      return { message: 'The enterprise profile was saved.' };
    },
  );

  app.post(
    '/api/enterprises/current/avatar',
    { config: { upload: AVATAR_UPLOAD }, schema: { response: { 200: avatarResponseSchema } } },
    async (request) => {
      const access = await enterprise(request);
      const { data } = await readUpload(request, AVATAR_UPLOAD.field, AVATAR_UPLOAD.maxBytes);
      const key = await replaceEnterpriseAvatar(db, deps.storage, access, data);
      return { avatar: avatarUrl('enterprises', access.id, key), message: 'The logo was saved.' };
    },
  );

  app.delete('/api/enterprises/current/avatar', { schema: noContent }, async (request, reply) => {
    await replaceEnterpriseAvatar(db, deps.storage, await enterprise(request), null);
    return reply.status(204).send();
  });

  // Enterprise logos are public like company logos.
  app.get(
    '/api/enterprises/:id/avatar',
    {
      config: { public: true },
      schema: { params: idParams, response: { 200: fileResponse('The logo image', AVATAR_MEDIA_TYPES) } },
    },
    async (request, reply) => {
      const avatar = await readAvatar(deps.storage, await enterpriseAvatarPath(db, request.params.id));
      if (!avatar) throw notFound('This enterprise has no logo.');
      return reply
        .header('content-type', avatar.contentType)
        .header('cache-control', 'public, max-age=86400')
        .send(avatar.data);
    },
  );

  app.put(
    '/api/enterprises/current/settings',
    { schema: { body: enterpriseSettingsSchema, ...messageResponse } },
    async (request) => {
      await updateEnterpriseSettings(db, await enterprise(request), request.body);
      return { message: 'The settings were saved.' };
    },
  );

  app.get(
    '/api/enterprise-groups',
    { schema: { querystring: paginationQuerySchema, response: { 200: enterpriseGroupListSchema } } },
    async (request, reply) => {
      const access = await enterprise(request);
      // The groups a member sees and what they may do with them follow their role and assignments.
      const key = JSON.stringify([access.id, access.role, access.groupIds, request.query]);
      return groupPages.send(reply, db, key, async () => {
        const { rows, total } = await listGroups(db, access, request.query);
        return {
          data: rows.map((group) => presentGroup(group, access)),
          meta: pageMeta(request.query, total),
        };
      });
    },
  );

  app.post(
    '/api/enterprise-groups',
    { schema: { body: createEnterpriseGroupSchema, response: { 201: enterpriseGroupSchema } } },
    async (request, reply) => {
      const access = await enterprise(request);
      return reply.status(201).send(presentGroup(await createGroup(db, access, request.body.name), access));
    },
  );

  app.get(
    '/api/enterprise-groups/:id',
    { schema: { params: idParams, response: { 200: enterpriseGroupDetailSchema } } },
    async (request) => {
      const access = await enterprise(request);
      const { group, locations, members } = await groupDetails(db, access, request.params.id);
      return {
        ...presentGroup({ ...group, companyCount: locations.length, memberCount: members.length }, access),
        companies: locations.map((location) => presentLocation({ ...location, city: null })),
        members: members.map((m) => ({
          user_id: m.userId,
          first_name: m.firstName,
          last_name: m.lastName,
          email: m.email,
          role: m.role,
        })),
      };
    },
  );

  app.put(
    '/api/enterprise-groups/:id',
    { schema: { params: idParams, body: createEnterpriseGroupSchema, ...messageResponse } },
    async (request) => {
      await renameGroup(db, await enterprise(request), request.params.id, request.body.name);
      return { message: 'The group was renamed.' };
    },
  );

  app.get(
    '/api/enterprise-companies',
    { schema: { querystring: paginationQuerySchema, response: { 200: enterpriseLocationListSchema } } },
    async (request) => {
      const { rows, total } = await listLocations(db, await enterprise(request), request.query);
      return { data: rows.map(presentLocation), meta: pageMeta(request.query, total) };
    },
  );

  app.post(
    '/api/enterprise-companies',
    { schema: { body: createLocationSchema, response: { 201: enterpriseLocationDetailSchema } } },
    async (request, reply) => {
      const access = await enterprise(request);
      const companyId = await createLocation(db, access, signedInUserId(request), request.body);
      const location = await findVisibleLocation(db, access, companyId);
      return reply.status(201).send({ ...presentLocation(location), groups: location.groups });
    },
  );

  app.get(
    '/api/enterprise-companies/:id',
    { schema: { params: idParams, response: { 200: enterpriseLocationDetailSchema } } },
    async (request) => {
      const location = await findVisibleLocation(db, await enterprise(request), request.params.id);
      return { ...presentLocation(location), groups: location.groups };
    },
  );

  app.get(
    '/api/enterprise-users',
    { schema: { response: { 200: enterpriseMemberListSchema } } },
    async (request) => {
      const access = await enterprise(request);
      const members = await listEnterpriseMembers(db, access);
      return {
        data: members.map((member) => presentEnterpriseMember(member, access)),
        meta: pageMeta({ page: 1, per_page: Math.max(1, members.length) }, members.length),
      };
    },
  );

  app.put(
    '/api/enterprise-users/:userId',
    { schema: { params: userIdParams, body: updateEnterpriseAccessSchema, ...messageResponse } },
    async (request) => {
      await updateEnterpriseAccess(db, await enterprise(request), request.params.userId, request.body);
      return { message: 'Access was updated.' };
    },
  );

  app.delete(
    '/api/enterprise-users/:userId',
    { schema: { params: userIdParams, ...noContent } },
    async (request, reply) => {
      await removeEnterpriseMember(db, await enterprise(request), request.params.userId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/enterprise-invitations',
    { schema: { response: { 200: enterpriseInvitationListSchema } } },
    async (request) => {
      const rows = await listEnterpriseInvitations(db, await enterprise(request));
      return {
        data: rows.map((row) => ({ ...presentInvitation(row), group_ids: row.groupIds })),
        meta: pageMeta({ page: 1, per_page: Math.max(1, rows.length) }, rows.length),
      };
    },
  );

  app.post(
    '/api/enterprise-invitations',
    { schema: { body: enterpriseInviteSchema, response: { 201: enterpriseInvitationSchema } } },
    async (request, reply) => {
      const inviterId = signedInUserId(request);
      await enforceRateLimit(db, { key: `invite:${inviterId}`, maxHits: 50, windowSeconds: 3600 });
      const invitation = await inviteToEnterprise(
        { db, appUrl: deps.config.appUrl },
        await enterprise(request),
        inviterId,
        request.body,
      );
      return reply.status(201).send({ ...presentInvitation(invitation), group_ids: invitation.groupIds });
    },
  );

  app.delete(
    '/api/enterprise-invitations/:id',
    { schema: { params: idParams, ...noContent } },
    async (request, reply) => {
      await revokeEnterpriseInvitation(db, await enterprise(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
