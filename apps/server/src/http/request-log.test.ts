import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, signedInClient } from '#server-test/factories.ts';
import { createTestApp, type TestApp } from '#server-test/test-app.ts';

interface LogLine {
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
  userId?: number;
}

async function appLogging(requestLog: string) {
  const lines: LogLine[] = [];
  const stream = new PassThrough();
  let buffered = '';
  stream.on('data', (chunk) => {
    buffered += chunk;
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    for (const line of complete) lines.push(JSON.parse(line));
  });
  const ctx = await createTestApp({ env: { LOG_LEVEL: 'info', REQUEST_LOG: requestLog }, logStream: stream });
  return { ctx, lines };
}

describe('REQUEST_LOG=concise (the default)', () => {
  let ctx: TestApp;
  let lines: LogLine[];

  beforeAll(async () => {
    ({ ctx, lines } = await appLogging('concise'));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('writes one line per API request with method, URL, status, time and user', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    lines.length = 0;
    const response = await client.get('/api/users/self?include=x');
    await client.get('/api/does-not-exist');
    // The health check, polled by load balancers, logs only at warn and above.
    await client.get('/api/health');

    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      msg: 'request',
      reqId: response.headers['x-request-id'],
      method: 'GET',
      url: '/api/users/self?include=x',
      statusCode: 200,
      userId: user.id,
    });
    expect(lines[0]!.responseTime).toBeGreaterThanOrEqual(0);
    expect(lines[1]).toMatchObject({ msg: 'request', url: '/api/does-not-exist', statusCode: 404 });
  });

  it('writes nothing for files of the web client, pages included', async () => {
    lines.length = 0;
    for (const url of ['/assets/app-abc123.js', '/', '/company-dashboard']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect(lines).toEqual([]);
  });
});

describe('REQUEST_LOG=detailed', () => {
  it("writes Fastify's incoming and completed lines for every request, files too", async () => {
    const { ctx, lines } = await appLogging('detailed');
    try {
      await ctx.app.inject({ method: 'GET', url: '/api/users/check-session' });
      await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      // A file's "request completed" is written when its stream ends, which can be just after
      // inject resolves: wait for the line rather than read the log too early.
      await vi.waitFor(() =>
        expect(lines.map((line) => line.msg)).toEqual([
          'incoming request',
          'request completed',
          'incoming request',
          'request completed',
        ]),
      );
    } finally {
      await ctx.close();
    }
  });
});

describe('REQUEST_LOG=off', () => {
  it('writes no request lines', async () => {
    const { ctx, lines } = await appLogging('off');
    try {
      await ctx.app.inject({ method: 'GET', url: '/api/users/check-session' });
      expect(lines).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
