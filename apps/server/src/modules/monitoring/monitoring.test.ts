// Monitoring: /metrics behind its token (parsed back as Prometheus text), /api/health's queue and
// version, the Sentry options built from the configuration, and unhandled errors reported.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import type { ErrorReporter } from '#server/lib/error-reporter.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { createTestApp } from '#server-test/test-app.ts';
import { sentryServerOptions } from './sentry.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const reported: { error: unknown; route: string | undefined }[] = [];
const reporter: ErrorReporter = {
  captureException: (error, context) => {
    reported.push({ error, route: context.route });
  },
  flush: async () => true,
};
const ctx = await appForThisFile({
  env: { METRICS_TOKEN: TOKEN, APP_VERSION: '2026.11.28-abc123', ENVIRONMENT: 'staging' },
  errorReporter: reporter,
  beforeReady: (app) => {
    app.get('/api/test/boom', { config: { public: true } }, async () => {
      throw new Error('kaboom');
    });
  },
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The Prometheus text exposition format, read back: HELP/TYPE per family, one sample a line. */
function parsePrometheus(text: string) {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE (\w+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (line.startsWith('# HELP ')) continue;
    // Values as Go's ParseFloat reads them (prom-client writes NaN as `Nan`).
    const sample = /^(\w+)(?:\{(.*)\})? (-?[\d.e+-]+|nan|\+inf|-inf)$/i.exec(line);
    if (!sample) throw new Error(`not a Prometheus line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (sample[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[key!] = value!;
    const value = /^nan$/i.test(sample[3]!) ? Number.NaN : Number(sample[3]!.replace(/inf$/i, 'Infinity'));
    samples.push({ name: sample[1]!, labels, value });
  }
  return { types, samples };
}

describe('GET /metrics', () => {
  const scrape = (authorization?: string) =>
    ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers 401 without the bearer token, or with a wrong one', async () => {
    for (const header of [undefined, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const response = await scrape(header);
      expect(response.statusCode, String(header)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('hireloop_');
    }
  });

  it('serves request rate, latency, database pool, websockets and queue as Prometheus text', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: '/api/opportunities/123' });
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const { types, samples } = parsePrometheus(response.body);
    expect(types.get('hireloop_http_requests_total')).toBe('counter');
    expect(types.get('hireloop_http_request_duration_seconds')).toBe('histogram');
    expect(types.get('hireloop_db_pool_connections')).toBe('gauge');
    expect(types.get('hireloop_websocket_connections')).toBe('gauge');
    expect(types.get('hireloop_jobs')).toBe('gauge');
    const health = samples.find(
      (sample) => sample.name === 'hireloop_http_requests_total' && sample.labels.route === '/api/health',
    );
    expect(health).toMatchObject({ labels: { method: 'GET', status_code: '200', environment: 'staging' } });
    expect(health!.value).toBeGreaterThanOrEqual(1);
    // Route patterns, never raw ids.
    expect(samples.some((sample) => sample.labels.route?.includes('123'))).toBe(false);
    const infBucket = samples.find(
      (sample) =>
        sample.name === 'hireloop_http_request_duration_seconds_bucket' &&
        sample.labels.route === '/api/health' &&
        sample.labels.le === '+Inf',
    );
    expect(infBucket!.value).toBeGreaterThanOrEqual(1);
    const pool = samples.filter((sample) => sample.name === 'hireloop_db_pool_connections');
    expect(pool.map((sample) => sample.labels.state).sort()).toEqual(['idle', 'max', 'total', 'waiting']);
    expect(samples.find((sample) => sample.name === 'hireloop_websocket_connections')!.value).toBe(0);
    const jobs = samples.filter((sample) => sample.name === 'hireloop_jobs');
    expect(jobs.map((sample) => sample.labels.state).sort()).toEqual([
      'active',
      'failed',
      'scheduled',
      'waiting',
    ]);
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer x' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not Found.' });
    } finally {
      await plain.close();
    }
  });
});

describe('GET /api/health', () => {
  it('gives the queue and the version', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const health = response.json();
    expect(health.version).toBe('2026.11.28-abc123');
    expect(health.queue).toEqual({ waiting: health.jobs.waiting, failed: health.jobs.failed });
    expect(typeof health.queue.waiting).toBe('number');
  });
});

describe('Sentry', () => {
  it('is off without SENTRY_DSN', () => {
    expect(sentryServerOptions(loadConfig({ NODE_ENV: 'test' }))).toBeNull();
  });

  it('builds the SPEC.md §7 options from the configuration', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PAYMENTS_GATEWAY: 'test',
      SENTRY_DSN: 'https://public@o1.ingest.sentry.io/42',
      ENVIRONMENT: 'demo',
      APP_VERSION: 'v1.2.3',
      APP_URL: 'https://app.hireloop.example',
    });
    const options = sentryServerOptions(config)!;
    expect(options).toEqual({
      dsn: 'https://public@o1.ingest.sentry.io/42',
      environment: 'demo',
      release: 'v1.2.3',
      tracesSampleRate: 0.01,
      tracePropagationTargets: [/^\/api\//, /^https:\/\/app\.hireloop\.example\/api\//],
      ignoreErrors: expect.any(Array),
      sendDefaultPii: false,
    });
    const ignored = (message: string) => options.ignoreErrors.some((pattern) => pattern.test(message));
    expect(ignored('Non-Error promise rejection captured with value: undefined')).toBe(true);
    expect(ignored('Non-Error promise rejection captured with keys: code, reason')).toBe(true);
    expect(ignored('Non-Error promise rejection captured with value: nope')).toBe(true);
    expect(ignored('TypeError: x is undefined')).toBe(false);
    expect(ignored('Error: Non-Error promise rejection captured')).toBe(false);
    // Trace headers go to our own API only.
    const propagates = (url: string) => options.tracePropagationTargets.some((pattern) => pattern.test(url));
    expect(propagates('/api/opportunities')).toBe(true);
    expect(propagates('https://app.hireloop.example/api/users/self')).toBe(true);
    expect(propagates('https://app.hireloop.example.evil.com/api/x')).toBe(false);
    expect(propagates('https://api.stripe.com/v1/charges')).toBe(false);
    expect(propagates('/apis')).toBe(false);
  });

  it('refuses an unknown ENVIRONMENT', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', ENVIRONMENT: 'prod' })).toThrow(/ENVIRONMENT/);
  });

  it('receives unhandled errors, never handled ones', async () => {
    reported.length = 0;
    expect((await ctx.app.inject({ method: 'GET', url: '/api/test/boom' })).statusCode).toBe(500);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/opportunities/1' })).statusCode).toBe(401);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({ route: '/api/test/boom' });
    expect((reported[0]!.error as Error).message).toBe('kaboom');
  });
});
