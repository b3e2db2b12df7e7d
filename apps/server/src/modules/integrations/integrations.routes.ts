// The active company's integrations: GET /api/integrations lists each with its state; PUT
// /api/integrations/{service} records the result of connecting it (the /auth/{service}/{status}
// page). Every member reads; Managers and above connect (SPEC.md §6 leaves it open: it is setup).
import {
  INTEGRATION_INFO,
  INTEGRATION_SERVICES,
  integrationListSchema,
  integrationSchema,
  setIntegrationSchema,
} from '@hireloop/shared/integrations';
import { atLeastCompanyRole } from '@hireloop/shared/roles';
import { z } from '@hireloop/shared/zod';
import { eq, sql } from 'drizzle-orm';
import { activeCompanyOf, type CompanyAccess } from '../../access/actor.ts';
import type { Database } from '../../db/client.ts';
import { companyIntegrations } from '../../db/schema.ts';
import { requestActor } from '../../http/actor.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { forbidden } from '../../lib/errors.ts';

const serviceParams = z.object({ service: z.enum(INTEGRATION_SERVICES) });

const canManage = (company: CompanyAccess) => atLeastCompanyRole(company.role, 'Manager');

async function listIntegrations(db: Database, companyId: number) {
  const rows = await db
    .select()
    .from(companyIntegrations)
    .where(eq(companyIntegrations.companyId, companyId));
  return INTEGRATION_SERVICES.map((service) => {
    const row = rows.find((candidate) => candidate.service === service);
    return {
      service,
      ...INTEGRATION_INFO[service],
      connected: row?.connected ?? false,
      updated_at: row?.updatedAt.toISOString() ?? null,
    };
  });
}

export function registerIntegrationRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  app.get('/api/integrations', { schema: { response: { 200: integrationListSchema } } }, async (request) => {
    const company = activeCompanyOf(await requestActor(request, db));
    return { data: await listIntegrations(db, company.id), abilities: { manage: canManage(company) } };
  });

  app.put(
    '/api/integrations/:service',
    { schema: { params: serviceParams, body: setIntegrationSchema, response: { 200: integrationSchema } } },
    async (request) => {
      const actor = await requestActor(request, db);
      const company = activeCompanyOf(actor);
      if (!canManage(company)) throw forbidden('You do not have permission to manage integrations.');
      await db
        .insert(companyIntegrations)
        .values({
          companyId: company.id,
          service: request.params.service,
          connected: request.body.connected,
          updatedBy: actor.userId,
        })
        .onConflictDoUpdate({
          target: [companyIntegrations.companyId, companyIntegrations.service],
          set: { connected: request.body.connected, updatedBy: actor.userId, updatedAt: sql`now()` },
        });
      const all = await listIntegrations(db, company.id);
      return all.find((integration) => integration.service === request.params.service)!;
    },
  );
}
