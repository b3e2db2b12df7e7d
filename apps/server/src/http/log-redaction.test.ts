import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD, latestMessageTo } from '#server-test/factories.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createTestApp, type TestApp } from '#server-test/test-app.ts';
import { redactUrl } from './log-redaction.ts';

let ctx: TestApp;
let logs = '';

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk) => {
    logs += chunk;
  });
  ctx = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream });
});

afterAll(async () => {
  await ctx.close();
});

describe('redactUrl', () => {
  it.each([
    ['/reset-password?token=abc123&email=a%40b.co', '/reset-password?token=[redacted]&email=a%40b.co'],
    ['/email/verify/1/ff?expires=1&signature=deadbeef', '/email/verify/1/ff?expires=1&signature=[redacted]'],
    ['/accept-invitation/SeCrEt_token', '/accept-invitation/[redacted]'],
    ['/api/calendar-feed/12-3-abcdef.ics', '/api/calendar-feed/[redacted]'],
    ['/api/invitations/token/SeCrEt/accept', '/api/invitations/token/[redacted]/accept'],
    ['/enterprise-invitations/SeCrEt', '/enterprise-invitations/[redacted]'],
    ['/api/enterprise-invitations/SeCrEt/accept', '/api/enterprise-invitations/[redacted]/accept'],
    ['/enterprise-group-invitations/SeCrEt', '/enterprise-group-invitations/[redacted]'],
    [
      '/api/enterprise-group-invitations/SeCrEt/accept',
      '/api/enterprise-group-invitations/[redacted]/accept',
    ],
    ['/api/health', '/api/health'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('request logs', () => {
  it('never contain passwords, tokens, cookies or reset links', async () => {
    const user = await createUser(ctx);
    const client = new TestClient(ctx.app);
    await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    await client.post('/forgot-password', { email: user.email });
    const link = (await latestMessageTo(ctx, user.email))!.text.match(/\/reset-password\?token=([^&\s]+)/)!;
    await ctx.app.inject({ method: 'GET', url: link[0] });
    await client.get('/api/users/self');
    await client.get('/api/invitations/token/SeCrEt-invitation-token');

    expect(logs).toContain('"url":"/api/invitations/token/[redacted]"');
    expect(logs).not.toContain('SeCrEt-invitation-token');
    expect(logs).not.toContain(decodeURIComponent(link[1]!));
    expect(logs).not.toContain(DEFAULT_PASSWORD);
    expect(logs).not.toContain(client.cookie('hireloop_session')!);
    expect(logs).not.toContain(client.cookie('XSRF-TOKEN')!);
  });
});
