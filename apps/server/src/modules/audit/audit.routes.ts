// The company audit log (docs/api/activities.md): the active company's rows for its Company Admins,
// any company's rows for super admins. Read-only: the log has no route that changes it.
import { auditEventListSchema, auditLogQuerySchema } from '@hireloop/shared/audit';
import { z } from '@hireloop/shared/zod';
import { activeCompanyOf } from '#server/access/actor.ts';
import { authorizeAdmin } from '#server/access/super-admin.ts';
import { requestActor } from '#server/http/actor.ts';
import { signedInUserId } from '#server/http/authentication.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import { authorize } from './audit.policy.ts';
import { listCompanyAuditEvents } from './audit.service.ts';

const companyParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export function registerAuditRoutes(app: App, deps: AppDeps): void {
  const { db } = deps.database;

  app.get(
    '/api/audit-events',
    { schema: { querystring: auditLogQuerySchema, response: { 200: auditEventListSchema } } },
    async (request) => {
      const company = activeCompanyOf(await requestActor(request, db));
      authorize(company, 'viewAuditLog');
      await app.auditLog.flush();
      const { page, per_page: perPage } = request.query;
      const { events, total } = await listCompanyAuditEvents(db, company.id, { page, perPage });
      return { data: events, meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/api/admin/companies/:id/audit-events',
    {
      schema: {
        params: companyParams,
        querystring: auditLogQuerySchema,
        response: { 200: auditEventListSchema },
      },
    },
    async (request) => {
      await authorizeAdmin(db, signedInUserId(request));
      await app.auditLog.flush();
      const { page, per_page: perPage } = request.query;
      const { events, total } = await listCompanyAuditEvents(db, request.params.id, { page, perPage });
      return { data: events, meta: pageMeta(request.query, total) };
    },
  );
}
