// The active company's integrations: GET /api/integrations lists each with its state; PUT
// /api/integrations/{service} records the result of connecting it (the /auth/{service}/{status}
// page). Every member reads; Managers and above connect (integrations.policy.ts).
import {
  INTEGRATION_SERVICES,
  integrationListSchema,
  integrationSchema,
  setIntegrationSchema,
} from '@hireloop/shared/integrations';
import { z } from '@hireloop/shared/zod';
import { activeCompanyOf } from '#server/access/actor.ts';
import { requestActor } from '#server/http/actor.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import * as integrationsPolicy from './integrations.policy.ts';
import { listIntegrations, setIntegration } from './integrations.service.ts';

const serviceParams = z.object({ service: z.enum(INTEGRATION_SERVICES) });

export function registerIntegrationRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  app.get('/api/integrations', { schema: { response: { 200: integrationListSchema } } }, async (request) => {
    const company = activeCompanyOf(await requestActor(request, db));
    return {
      data: await listIntegrations(db, company.id),
      abilities: { manage: integrationsPolicy.can(company, 'manage') },
    };
  });

  app.put(
    '/api/integrations/:service',
    { schema: { params: serviceParams, body: setIntegrationSchema, response: { 200: integrationSchema } } },
    async (request) => {
      const actor = await requestActor(request, db);
      const company = activeCompanyOf(actor);
      return setIntegration(
        db,
        { userId: actor.userId, company },
        request.params.service,
        request.body.connected,
      );
    },
  );
}
