import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueIp } from '#server-test/factories.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createTestApp, type TestApp } from '#server-test/test-app.ts';
import type { App } from './types.ts';

/** The address the app sees for a request (what per-address rate limits are keyed on). */
const addIpEcho = (app: App) =>
  app.get('/api/test/ip', { config: { public: true }, schema: { hide: true } }, async (request) => ({
    ip: request.ip,
  }));

async function seenIp(ctx: TestApp, peer: string, forwardedFor?: string): Promise<string> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/test/ip',
    remoteAddress: peer,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return response.json().ip;
}

describe('without TRUST_PROXY (the default)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ beforeReady: addIpEcho });
  });
  afterAll(() => ctx.close());

  it('takes the socket peer as the client, whatever X-Forwarded-For says', async () => {
    expect(await seenIp(ctx, '198.51.100.7', '203.0.113.1')).toBe('198.51.100.7');
    expect(await seenIp(ctx, '127.0.0.1', '203.0.113.1')).toBe('127.0.0.1');
  });

  it('keeps the existence-check limit when the client rotates X-Forwarded-For', async () => {
    const client = new TestClient(ctx.app, uniqueIp());
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 31; attempt += 1) {
      const response = await client.post(
        '/api/users/check-email-exists',
        { email: `probe-${attempt}@example.com` },
        { headers: { 'x-forwarded-for': `203.0.113.${attempt}` } },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('TRUST_PROXY with proxy addresses', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { TRUST_PROXY: '10.9.0.0/16, 192.0.2.1' }, beforeReady: addIpEcho });
  });
  afterAll(() => ctx.close());

  it('reads the client from X-Forwarded-For only when the peer is a configured proxy', async () => {
    expect(await seenIp(ctx, '10.9.3.4', '203.0.113.9')).toBe('203.0.113.9');
    expect(await seenIp(ctx, '192.0.2.1', '203.0.113.10')).toBe('203.0.113.10');
    // Through two configured proxies: the first address that is not one of them.
    expect(await seenIp(ctx, '10.9.3.4', '203.0.113.11, 192.0.2.1')).toBe('203.0.113.11');
    // A client that prepends its own X-Forwarded-For entry gains nothing.
    expect(await seenIp(ctx, '10.9.3.4', '6.6.6.6, 203.0.113.12')).toBe('203.0.113.12');
    // Anyone else is taken at their socket address.
    expect(await seenIp(ctx, '198.51.100.8', '203.0.113.13')).toBe('198.51.100.8');
  });
});

describe('TRUST_PROXY as a hop count', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { TRUST_PROXY: '1' }, beforeReady: addIpEcho });
  });
  afterAll(() => ctx.close());

  it('trusts that many hops in front of the server', async () => {
    expect(await seenIp(ctx, '10.0.0.5', '6.6.6.6, 203.0.113.20')).toBe('203.0.113.20');
    expect(await seenIp(ctx, '10.0.0.5')).toBe('10.0.0.5');
  });
});
