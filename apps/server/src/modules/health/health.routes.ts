import { healthSchema } from '@hireloop/shared/api';
import type { App, AppDeps } from '../../http/types.ts';
import { checkHealth } from './health.service.ts';

export function registerHealthRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: { response: { 200: healthSchema, 503: healthSchema } },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const health = await checkHealth(deps.database);
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
}
