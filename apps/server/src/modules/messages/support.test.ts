// The built-in chat support over the real app: a user writes to the support team and reads only
// their own conversation; super admins (with two-factor) list and answer every conversation; each
// message is pushed live to the user and to every super admin. Also the Intercom identity hash.

import { createHmac } from 'node:crypto';
import { SUPER_ADMIN_REQUIRED, SUPER_ADMIN_TWO_FACTOR_REQUIRED } from '@hireloop/shared/admin';
import { SUPPORT_MESSAGE_CREATED_EVENT } from '@hireloop/shared/support';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executeRows } from '#server/db/execute.ts';
import { supportMessages } from '#server/db/schema.ts';
import { seedDemoData } from '#server/db/seed/seed-demo-data.ts';
import { computeSecurityHeaders, securityHeaderOptions } from '#server/http/security-headers.ts';
import { createKeyring } from '#server/lib/crypto.ts';
import { createSuperAdmin } from '#server-test/admin-factories.ts';
import { createUser, signedInClient, uniqueIp } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createTestApp } from '#server-test/test-app.ts';
import { intercomSettings, intercomUserHash } from './intercom.ts';

const ctx = await appForThisFile();
const db = ctx.database.db;

async function person(firstName: string) {
  const user = await createUser(ctx, { firstName });
  return { user, client: await signedInClient(ctx, user) };
}

/** Channels the realtime events for this support conversation were queued to. */
async function queuedChannels(conversationId: number): Promise<string[][]> {
  const rows = await executeRows<{ data: { channels: string[]; event: string; data: string } }>(
    db,
    sql`select data from pgboss.job where name = 'outbox-realtime' order by created_on`,
  );
  return rows
    .filter((row) => row.data.event === SUPPORT_MESSAGE_CREATED_EVENT)
    .filter((row) => JSON.parse(row.data.data).message.conversation_id === conversationId)
    .map((row) => row.data.channels);
}

describe('a user and the support team', () => {
  it('starts the conversation with the first message and reads it back', async () => {
    const { client } = await person('Uma');
    expect((await client.get('/api/support/conversation')).json()).toEqual({
      conversation: null,
      messages: [],
    });
    const sent = await client.post('/api/support/messages', { content: '  How do I add a team member?  ' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ content: 'How do I add a team member?', from_support: false });
    const thread = (await client.get('/api/support/conversation')).json();
    expect(thread.conversation).toMatchObject({
      awaiting_reply: true,
      last_message: 'How do I add a team member?',
    });
    expect(thread.messages).toHaveLength(1);
  });

  it('lets a super admin list the conversation, answer it, and pushes both messages live to both sides', async () => {
    const { user, client } = await person('Vic');
    const admin = await createSuperAdmin(ctx);
    const other = await createSuperAdmin(ctx);
    const question = (await client.post('/api/support/messages', { content: 'Is there an API?' })).json();

    const inbox = (await admin.client.get('/api/admin/support-conversations')).json();
    const listed = inbox.data.find((c: { id: number }) => c.id === question.conversation_id);
    expect(listed).toMatchObject({ user: { id: user.id, email: user.email }, awaiting_reply: true });

    const answer = await admin.client.post(
      `/api/admin/support-conversations/${question.conversation_id}/messages`,
      {
        content: 'Yes: see /api/docs.',
      },
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ from_support: true, sender_name: 'Super (Hireloop Support)' });

    const thread = (await client.get('/api/support/conversation')).json();
    expect(thread.messages.map((m: { content: string }) => m.content)).toEqual([
      'Is there an API?',
      'Yes: see /api/docs.',
    ]);
    expect(thread.conversation.awaiting_reply).toBe(false);
    const messages = (
      await admin.client.get(`/api/admin/support-conversations/${question.conversation_id}/messages`)
    ).json();
    expect(messages.meta.total).toBe(2);

    const channels = await queuedChannels(question.conversation_id);
    expect(channels).toHaveLength(2);
    for (const sent of channels) {
      expect(sent).toEqual(
        expect.arrayContaining([
          `private-App.Models.User.${user.id}`,
          `private-App.Models.User.${admin.user.id}`,
          `private-App.Models.User.${other.user.id}`,
        ]),
      );
    }
  });

  it('keeps each conversation to its user and the super admins', async () => {
    const owner = await person('Wes');
    const stranger = await person('Xan');
    const question = (
      await owner.client.post('/api/support/messages', { content: 'Private question' })
    ).json();
    // The stranger's own thread is theirs alone; the admin inbox is refused to anyone else.
    expect((await stranger.client.get('/api/support/conversation')).json()).toEqual({
      conversation: null,
      messages: [],
    });
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/support-conversations'],
      ['GET', `/api/admin/support-conversations/${question.conversation_id}/messages`],
      ['POST', `/api/admin/support-conversations/${question.conversation_id}/messages`, { content: 'Hi' }],
    ];
    for (const [method, url, body] of calls) {
      const refused = await stranger.client.request(method as 'GET', url, body);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ message: SUPER_ADMIN_REQUIRED });
    }
    const withoutTwoFactor = await createSuperAdmin(ctx, { twoFactor: false });
    const refused = await withoutTwoFactor.client.get('/api/admin/support-conversations');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: SUPER_ADMIN_TWO_FACTOR_REQUIRED });
    expect((await new TestClient(ctx.app, uniqueIp()).get('/api/support/conversation')).statusCode).toBe(401);
  });

  it('answers 404 for a conversation that does not exist and 422 for bad input', async () => {
    const admin = await createSuperAdmin(ctx);
    const missing = await admin.client.post('/api/admin/support-conversations/999999/messages', {
      content: 'Hi',
    });
    expect(missing.statusCode).toBe(404);
    const { client } = await person('Yul');
    for (const content of ['', '   ', 'a\u0000b', 'x'.repeat(5001)]) {
      const response = await client.post('/api/support/messages', { content });
      expect(response.statusCode, JSON.stringify(content)).toBe(422);
      expect(response.json().errors.content).toBeDefined();
    }
    expect((await admin.client.get('/api/admin/support-conversations/abc/messages')).statusCode).toBe(422);
    expect((await admin.client.get('/api/admin/support-conversations?per_page=1000')).statusCode).toBe(422);
  });
});

describe('the demo data', () => {
  it('holds one answered support conversation of the demo Recruiter, seeded once', async () => {
    const keyring = createKeyring('test-app-key-that-is-at-least-32-characters');
    await seedDemoData(db, { keyring });
    await seedDemoData(db, { keyring });
    const admin = await createSuperAdmin(ctx);
    const inbox = (await admin.client.get('/api/admin/support-conversations?per_page=100')).json();
    const seeded = inbox.data.filter(
      (c: { user: { email: string } }) => c.user.email === 'recruiter@hireloop.example',
    );
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({ awaiting_reply: false });
    const rows = await db.select().from(supportMessages).where(sql`conversation_id = ${seeded[0].id}`);
    expect(rows.map((row) => row.fromSupport)).toEqual([false, true]);
  });
});

describe('Intercom', () => {
  const config = {
    INTERCOM_APP_ID: 'abc123',
    INTERCOM_IDENTITY_SECRET: 'identity-secret',
    appUrl: 'https://app.hireloop.example',
    isProduction: true,
  };

  it('signs the user id with HMAC-SHA256 of the identity secret, as identity verification requires', () => {
    const expected = createHmac('sha256', 'identity-secret').update('42').digest('hex');
    expect(intercomUserHash(config, 42)).toBe(expected);
    expect(intercomUserHash({ ...config, INTERCOM_IDENTITY_SECRET: undefined }, 42)).toBeNull();
  });

  it('loads only in production over https, else the built-in support', () => {
    expect(intercomSettings(config)).toEqual({
      provider: 'intercom',
      intercom_app_id: 'abc123',
      intercom_host: 'app.hireloop.example',
    });
    expect(intercomSettings({ ...config, isProduction: false }).provider).toBe('built_in');
    expect(intercomSettings({ ...config, appUrl: 'http://app.hireloop.example' }).provider).toBe('built_in');
    expect(intercomSettings({ ...config, INTERCOM_APP_ID: undefined }).provider).toBe('built_in');
  });

  it("allows Intercom's hosts in the Content-Security-Policy only when Intercom is in use", () => {
    const csp = (intercom: boolean) =>
      computeSecurityHeaders(securityHeaderOptions('https://app.hireloop.example', { intercom }))[
        'content-security-policy'
      ];
    expect(csp(true)).toContain('https://widget.intercom.io');
    expect(csp(false)).not.toContain('intercom');
  });

  it('puts the hash in the signed-in user when configured, null otherwise', async () => {
    const { client } = await person('Zed');
    expect((await client.get('/api/users/self')).json().intercom_user_hash).toBeNull();
    const configured = await createTestApp({
      env: { INTERCOM_APP_ID: 'abc123', INTERCOM_IDENTITY_SECRET: 'identity-secret' },
    });
    try {
      const other = await createUser(configured);
      const self = (await (await signedInClient(configured, other)).get('/api/users/self')).json();
      expect(self.intercom_user_hash).toBe(
        createHmac('sha256', 'identity-secret').update(String(other.id)).digest('hex'),
      );
    } finally {
      await configured.close();
    }
  });
});
