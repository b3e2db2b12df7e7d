// The admin area (issue 22): super admins with two-factor only; every call re-checks both in its
// service. Impersonation starts and stops sessions here (the audit and refusals are in
// impersonation.hooks.ts).
import {
  adminCompanyDetailSchema,
  adminCompanyListSchema,
  adminInvoiceSchema,
  adminSearchQuerySchema,
  adminStatsSchema,
  adminUserListSchema,
  extendTrialSchema,
  impersonationResponseSchema,
  NOT_IMPERSONATING,
  refundInvoiceSchema,
} from '@hireloop/shared/admin';
import { paginationQuerySchema } from '@hireloop/shared/api';
import { priceEditSchema, priceListSchema } from '@hireloop/shared/billing';
import { z } from '@hireloop/shared/zod';
import { createPaymentGateway } from '#server/adapters/payments/create-payment-gateway.ts';
import { signedInUserId } from '#server/http/authentication.ts';
import { startSession } from '#server/http/session.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { clockNow } from '#server/lib/clock.ts';
import { forbidden } from '#server/lib/errors.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import {
  presentAdminCompany,
  presentAdminCompanyDetail,
  presentAdminInvoice,
  presentAdminUser,
} from './admin.presenter.ts';
import {
  companyDetail,
  extendTrial,
  platformStats,
  searchCompanies,
  searchUsers,
  unlockCompany,
} from './admin.service.ts';
import { deleteCompanyAccount } from './company-deletion.service.ts';
import { impersonatorOf } from './impersonation.hooks.ts';
import { authorizeImpersonation, endImpersonation } from './impersonation.service.ts';
import { editPrice, listPrices } from './prices.service.ts';
import { refundInvoice } from './refunds.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const userIdParams = z.object({ userId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export function registerAdminRoutes(app: App, deps: AppDeps): void {
  const { db } = deps.database;
  const gateway = createPaymentGateway(deps.config, db, () => clockNow());

  app.get('/api/admin/stats', { schema: { response: { 200: adminStatsSchema } } }, async (request) => {
    const stats = await platformStats(db, signedInUserId(request), clockNow());
    // The queue is registered after the routes; it may be unreadable (database trouble).
    const counts = await app.jobs.counts().catch(() => null);
    return { ...stats, jobs_waiting: counts?.waiting ?? null, jobs_failed: counts?.failed ?? null };
  });

  app.get(
    '/api/admin/users',
    { schema: { querystring: adminSearchQuerySchema, response: { 200: adminUserListSchema } } },
    async (request) => {
      const { rows, total } = await searchUsers(db, signedInUserId(request), request.query);
      return { data: rows.map(presentAdminUser), meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/api/admin/companies',
    { schema: { querystring: adminSearchQuerySchema, response: { 200: adminCompanyListSchema } } },
    async (request) => {
      const { rows, total } = await searchCompanies(db, signedInUserId(request), request.query);
      return { data: rows.map(presentAdminCompany), meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/api/admin/companies/:id',
    { schema: { params: idParams, response: { 200: adminCompanyDetailSchema } } },
    async (request) =>
      presentAdminCompanyDetail(await companyDetail(db, signedInUserId(request), request.params.id)),
  );

  app.post(
    '/api/admin/companies/:id/extend-trial',
    { schema: { params: idParams, body: extendTrialSchema, response: { 200: adminCompanyDetailSchema } } },
    async (request) =>
      presentAdminCompanyDetail(
        await extendTrial(db, signedInUserId(request), request.params.id, request.body),
      ),
  );

  app.post(
    '/api/admin/companies/:id/unlock',
    { schema: { params: idParams, response: { 200: adminCompanyDetailSchema } } },
    async (request) =>
      presentAdminCompanyDetail(await unlockCompany(db, signedInUserId(request), request.params.id)),
  );

  app.post(
    '/api/admin/companies/:id/delete',
    { schema: { params: idParams, response: { 200: adminCompanyDetailSchema } } },
    async (request) =>
      presentAdminCompanyDetail(
        await deleteCompanyAccount(db, signedInUserId(request), request.params.id, {
          action: 'POST /api/admin/companies/:id/delete',
          target: request.url.slice(0, 2000),
          ipAddress: request.ip,
        }),
      ),
  );

  app.get(
    '/api/admin/prices',
    { schema: { querystring: paginationQuerySchema, response: { 200: priceListSchema } } },
    async (request) => listPrices(db, signedInUserId(request), request.query),
  );

  app.put(
    '/api/admin/prices',
    { schema: { body: priceEditSchema, response: { 200: priceListSchema } } },
    async (request) =>
      editPrice(db, signedInUserId(request), request.body, {
        action: 'PUT /api/admin/prices',
        target: '/api/admin/prices',
        ipAddress: request.ip,
      }),
  );

  app.post(
    '/api/admin/invoices/:id/refund',
    { schema: { params: idParams, body: refundInvoiceSchema, response: { 200: adminInvoiceSchema } } },
    async (request) =>
      presentAdminInvoice(
        await refundInvoice(
          db,
          gateway,
          signedInUserId(request),
          request.params.id,
          request.body,
          clockNow(),
        ),
      ),
  );

  app.post(
    '/api/admin/impersonate/:userId',
    { schema: { params: userIdParams, response: { 200: impersonationResponseSchema } } },
    async (request, reply) => {
      const adminId = signedInUserId(request);
      if (impersonatorOf(request) !== null) throw forbidden('Stop the current impersonation first.');
      const home = await authorizeImpersonation(db, adminId, request.params.userId);
      await startSession(request, reply, deps, {
        userId: request.params.userId,
        remember: false,
        data: { impersonatorId: adminId },
      });
      return { message: 'You are now acting as this user.', redirect: home };
    },
  );

  app.post(
    '/api/admin/stop-impersonation',
    { schema: { response: { 200: impersonationResponseSchema } } },
    async (request, reply) => {
      const impersonatorId = impersonatorOf(request);
      if (impersonatorId === null) throw forbidden(NOT_IMPERSONATING);
      const userId = signedInUserId(request);
      const mayReturn = await endImpersonation(db, impersonatorId, userId, request.ip);
      // A super admin whose rights went meanwhile is signed out instead of returned.
      await startSession(request, reply, deps, {
        userId: mayReturn ? impersonatorId : null,
        remember: false,
      });
      return mayReturn
        ? { message: 'You are back in your own account.', redirect: '/admin/dashboard' }
        : { message: 'You have been signed out.', redirect: '/login' };
    },
  );
}
