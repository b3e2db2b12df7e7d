import {
  companyAvatarResponseSchema,
  companyDashboardSchema,
  companyProfileResponseSchema,
} from '@hireloop/shared/companies';
import { fileResponse, noContentSchema } from '@hireloop/shared/responses';
import { companyProfileSchema } from '@hireloop/shared/tenancy';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { activeCompanyOf, type CompanyAccess } from '#server/access/actor.ts';
import type { CompanyRow } from '#server/db/schema.ts';
import { requestActor } from '#server/http/actor.ts';
import { coherentJson } from '#server/http/coherent-json.ts';
import { readUpload } from '#server/http/multipart.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { notFound } from '#server/lib/errors.ts';
import { companyAvatarUrl } from '../accounts/accounts.presenter.ts';
import { AVATAR_MEDIA_TYPES, AVATAR_UPLOAD, readAvatar } from '../accounts/avatar-files.ts';
import * as companiesPolicy from './companies.policy.ts';
import {
  companyDashboardFigures,
  DASHBOARD_TABLES,
  getCompany,
  removeCompanyAvatar,
  replaceCompanyAvatar,
  updateCompanyProfile,
} from './company-profile.service.ts';

function presentCompanyProfile(company: CompanyRow, access: CompanyAccess) {
  return {
    id: company.id,
    name: company.name,
    nickname: company.nickname,
    avatar: companyAvatarUrl(company),
    description: company.description,
    website: company.website,
    address_line_1: company.addressLine1,
    address_line_2: company.addressLine2,
    city: company.city,
    region: company.region,
    postal_code: company.postalCode,
    country: company.country,
    industry: company.industry,
    size: company.size,
    created_at: company.createdAt.toISOString(),
    abilities: { edit: companiesPolicy.can(access, 'editProfile') },
  };
}

const profileResponse = { response: { 200: companyProfileResponseSchema } };

/** "This week" and invitations that lapse follow the clock; a minute late is within what they mean. */
const DASHBOARD_KEPT_MS = 60_000;

export function registerCompanyProfileRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const activeCompany = async (request: FastifyRequest) => activeCompanyOf(await requestActor(request, db));
  // The first call of every company user's first screen (decision 147).
  const dashboards = coherentJson(deps.config, {
    url: '/api/company-dashboard',
    schema: companyDashboardSchema,
    tables: DASHBOARD_TABLES,
    ttlMs: DASHBOARD_KEPT_MS,
  });

  app.get('/api/companies/current', { schema: profileResponse }, async (request) => {
    const access = await activeCompany(request);
    return presentCompanyProfile(await getCompany(db, access.id), access);
  });

  app.put(
    '/api/companies/current',
    { schema: { body: companyProfileSchema, ...profileResponse } },
    async (request) => {
      const access = await activeCompany(request);
      const updated = await updateCompanyProfile(db, access, request.body);
      return { ...presentCompanyProfile(updated, access), message: 'The company profile was saved.' };
    },
  );

  app.post(
    '/api/companies/current/avatar',
    { config: { upload: AVATAR_UPLOAD }, schema: { response: { 200: companyAvatarResponseSchema } } },
    async (request) => {
      const access = await activeCompany(request);
      const { data } = await readUpload(request, AVATAR_UPLOAD.field, AVATAR_UPLOAD.maxBytes);
      const key = await replaceCompanyAvatar(db, deps.storage, access, data);
      return { avatar: companyAvatarUrl({ id: access.id, avatarPath: key }) };
    },
  );

  app.delete(
    '/api/companies/current/avatar',
    { schema: { response: { 204: noContentSchema } } },
    async (request, reply) => {
      await removeCompanyAvatar(db, deps.storage, await activeCompany(request));
      return reply.status(204).send();
    },
  );

  // Company logos are public: career pages and candidates see them.
  app.get(
    '/api/companies/:id/avatar',
    {
      config: { public: true },
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: fileResponse('The logo image', AVATAR_MEDIA_TYPES) },
      },
    },
    async (request, reply) => {
      const company = await getCompany(db, request.params.id);
      const avatar = await readAvatar(deps.storage, company.avatarPath);
      if (!avatar) throw notFound('This company has no logo.');
      return reply
        .header('content-type', avatar.contentType)
        .header('cache-control', 'public, max-age=300')
        .send(avatar.data);
    },
  );

  app.get(
    '/api/company-dashboard',
    { schema: { response: { 200: companyDashboardSchema } } },
    async (request, reply) => {
      const access = await activeCompany(request);
      // The figures are the company's; the abilities follow the role.
      return dashboards.send(reply, db, `${access.id}:${access.role}`, async () => {
        const figures = await companyDashboardFigures(db, access);
        return {
          team_members: figures.teamMembers,
          pending_invitations: figures.pendingInvitations,
          trial_ends_at: figures.trialEndsAt?.toISOString() ?? null,
          hiring: figures.hiring,
          abilities: {
            manage_team: companiesPolicy.can(access, 'viewTeam'),
            edit_profile: companiesPolicy.can(access, 'editProfile'),
            create_opportunity: companiesPolicy.can(access, 'manageOpportunities'),
            complete_demo: companiesPolicy.can(access, 'completeDemo'),
          },
        };
      });
    },
  );
}
