// GET /metrics: Prometheus text for a scraper holding METRICS_TOKEN (Authorization: Bearer …).
// Without METRICS_TOKEN the endpoint does not exist (404); a missing or wrong token answers 401.
import { createHash, timingSafeEqual } from 'node:crypto';
import { fileResponse } from '@hireloop/shared/responses';
import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '#server/http/types.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { createMetrics } from './metrics.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

export function registerMetricsRoutes(app: App, deps: AppDeps): void {
  const token = deps.config.METRICS_TOKEN;
  const registry = token ? createMetrics(app, deps) : null;
  app.get(
    '/metrics',
    {
      config: { public: true },
      logLevel: 'warn',
      schema: {
        hide: !token,
        response: { 200: fileResponse('Prometheus text exposition format', ['text/plain']) },
      },
    },
    async (request, reply) => {
      if (!token || !registry) throw notFound();
      if (!bearerMatches(request, token)) {
        throw new AppError(401, 'Unauthenticated.', undefined, {
          'www-authenticate': 'Bearer realm="metrics"',
        });
      }
      return reply
        .type(registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    },
  );
}
