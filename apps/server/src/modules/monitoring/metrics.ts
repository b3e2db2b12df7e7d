// Prometheus metrics of one app instance (prom-client, a registry per app so tests can build many):
// request rate and latency by route, the database pool, websocket connections and the job queue,
// plus Node's process metrics. Gauges are read when scraped.
import type { FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { App, AppDeps } from '#server/http/types.ts';

/** Route patterns only (never raw paths): one series per route, whatever ids are requested. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

export function createMetrics(app: App, deps: AppDeps): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ environment: deps.config.ENVIRONMENT ?? 'development' });
  collectDefaultMetrics({ register: registry, prefix: 'hireloop_' });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'hireloop_http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'hireloop_http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: routeOf(request), status_code: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  new Gauge({
    name: 'hireloop_db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting queries, max)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = deps.database.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });
  new Gauge({
    name: 'hireloop_websocket_connections',
    help: 'Open realtime websocket connections on this instance',
    registers: [registry],
    collect() {
      this.set(app.realtime?.sockets.connectionCount() ?? 0);
    },
  });
  new Gauge({
    name: 'hireloop_jobs',
    help: 'Jobs in the queue by state (failed: after their last retry)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      try {
        const counts = await app.jobs.counts();
        this.set({ state: 'waiting' }, counts.waiting);
        this.set({ state: 'scheduled' }, counts.scheduled);
        this.set({ state: 'active' }, counts.active);
        this.set({ state: 'failed' }, counts.failed);
      } catch {
        // The database is down: the series keep their last values; /api/health says why.
      }
    },
  });
  return registry;
}
