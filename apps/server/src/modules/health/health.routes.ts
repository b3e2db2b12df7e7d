import { healthSchema } from '@hireloop/shared/api';
import type { App, AppDeps } from '#server/http/types.ts';
import { createHealthCheck } from './health.service.ts';

export function registerHealthRoutes(app: App, deps: AppDeps): void {
  // The job queue is registered after the routes, so it is looked up when first needed.
  const checkHealth = createHealthCheck(deps.database, () => app.jobs, deps.config.version);
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: { response: { 200: healthSchema, 503: healthSchema } },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const health = await checkHealth();
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
}
