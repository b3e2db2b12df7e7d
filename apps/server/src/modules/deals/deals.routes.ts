// Deals (issue 23): the public landing page's read, the redemption (signed in: it creates the
// company) and the admin area's CRUD (super admin with two-factor, checked before the body is
// validated so nobody else learns anything from a 422).
import { companyAccountSchema } from '@hireloop/shared/accounts';
import {
  adminDealListQuerySchema,
  adminDealListSchema,
  adminDealSchema,
  dealInputSchema,
  dealSlugSchema,
  publicDealSchema,
  redeemDealSchema,
} from '@hireloop/shared/deals';
import { noContentSchema } from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { authorizeAdmin } from '#server/access/super-admin.ts';
import { signedInUserId } from '#server/http/authentication.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { clockNow } from '#server/lib/clock.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import { presentCompanyAccount } from '../accounts/accounts.presenter.ts';
import { loadUserAccounts } from '../accounts/accounts.service.ts';
import { presentAdminDeal, presentPublicDeal } from './deals.presenter.ts';
import { createDeal, deleteDeal, findDeal, listDeals, redeemDeal, updateDeal } from './deals.service.ts';

const slugParams = z.object({ slug: dealSlugSchema });
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export function registerDealRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const requireAdmin = async (request: FastifyRequest) => {
    await authorizeAdmin(db, signedInUserId(request));
  };

  app.get(
    '/api/deals/:slug',
    { config: { public: true }, schema: { params: slugParams, response: { 200: publicDealSchema } } },
    async (request) => presentPublicDeal(await findDeal(db, request.params.slug), clockNow()),
  );

  app.post(
    '/api/deals/:slug/redeem',
    { schema: { params: slugParams, body: redeemDealSchema, response: { 201: companyAccountSchema } } },
    async (request, reply) => {
      const userId = signedInUserId(request);
      await enforceRateLimit(db, { key: `create-company:${userId}`, maxHits: 10, windowSeconds: 3600 });
      const companyId = await redeemDeal(db, userId, request.params.slug, request.body, clockNow());
      const company = (await loadUserAccounts(db, userId)).companies.find((c) => c.id === companyId);
      if (!company) throw new Error(`company ${companyId} missing after redeeming a deal`);
      return reply.status(201).send(presentCompanyAccount(company));
    },
  );

  app.get(
    '/api/admin/deals',
    {
      preValidation: requireAdmin,
      schema: { querystring: adminDealListQuerySchema, response: { 200: adminDealListSchema } },
    },
    async (request) => {
      const { rows, total } = await listDeals(db, signedInUserId(request), request.query);
      const now = clockNow();
      return { data: rows.map((row) => presentAdminDeal(row, now)), meta: pageMeta(request.query, total) };
    },
  );

  app.post(
    '/api/admin/deals',
    { preValidation: requireAdmin, schema: { body: dealInputSchema, response: { 201: adminDealSchema } } },
    async (request, reply) => {
      const row = await createDeal(db, signedInUserId(request), request.body);
      return reply.status(201).send(presentAdminDeal(row, clockNow()));
    },
  );

  app.put(
    '/api/admin/deals/:id',
    {
      preValidation: requireAdmin,
      schema: { params: idParams, body: dealInputSchema, response: { 200: adminDealSchema } },
    },
    async (request) =>
      presentAdminDeal(
        await updateDeal(db, signedInUserId(request), request.params.id, request.body),
        clockNow(),
      ),
  );

  app.delete(
    '/api/admin/deals/:id',
    { preValidation: requireAdmin, schema: { params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteDeal(db, signedInUserId(request), request.params.id, clockNow());
      return reply.status(204).send();
    },
  );
}
