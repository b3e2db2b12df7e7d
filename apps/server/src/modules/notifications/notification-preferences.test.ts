import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationPreferences } from '#server/db/schema.ts';
import { createUser, signedInClient } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createUnsubscribeToken } from './unsubscribe-token.ts';

const ctx = await appForThisFile();

async function storedPreferences(userId: number) {
  const rows = await ctx.database.db
    .select({
      type: notificationPreferences.type,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return rows.sort((a, b) => `${a.type}${a.channel}`.localeCompare(`${b.type}${b.channel}`));
}

type Item = { type: string; channel: string; enabled: boolean };
const find = (items: Item[], type: string, channel: string) =>
  items.find((item) => item.type === type && item.channel === channel);

describe('GET /api/notification-preferences', () => {
  it('lists every type of the side × channel with the defaults', async () => {
    const client = await signedInClient(ctx, await createUser(ctx));
    const candidate = await client.get('/api/notification-preferences?scope=candidate');
    expect(candidate.statusCode).toBe(200);
    const body = candidate.json();
    expect(body.scope).toBe('candidate');
    expect(body.sms_available).toBe(false);
    expect(new Set(body.data.map((item: Item) => item.type))).toEqual(
      new Set([
        'new_message',
        'application_update',
        'interview_scheduled',
        'interview_starting_soon',
        'offer',
        'team_invitation',
        'job_search_check_in',
      ]),
    );
    expect(body.data).toHaveLength(7 * 3);
    expect(find(body.data, 'application_update', 'email')).toEqual({
      type: 'application_update',
      channel: 'email',
      enabled: true,
      type_label: 'Application updates',
      channel_label: 'Email',
    });
    expect(find(body.data, 'interview_starting_soon', 'sms')?.enabled).toBe(true);
    expect(find(body.data, 'offer', 'sms')?.enabled).toBe(false);

    const company = (await client.get('/api/notification-preferences?scope=company')).json();
    const companyTypes = new Set(company.data.map((item: Item) => item.type));
    expect(companyTypes.has('application_received')).toBe(true);
    expect(companyTypes.has('application_update')).toBe(false);
  });

  it('says whether texts can be sent (a verified phone number)', async () => {
    const user = await createUser(ctx, { phone: '+15550100010', phoneVerifiedAt: new Date() });
    const client = await signedInClient(ctx, user);
    expect((await client.get('/api/notification-preferences')).json().sms_available).toBe(true);
  });

  it('rejects an unknown scope', async () => {
    const client = await signedInClient(ctx, await createUser(ctx));
    expect((await client.get('/api/notification-preferences?scope=admin')).statusCode).toBe(422);
  });
});

describe('PUT /api/notification-preferences', () => {
  it('stores only the switches that differ from the defaults, and the page shows them', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const saved = await client.put('/api/notification-preferences', {
      scope: 'candidate',
      preferences: [
        { type: 'offer', channel: 'email', enabled: false },
        { type: 'offer', channel: 'sms', enabled: true },
        { type: 'offer', channel: 'in_app', enabled: true },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Your notification preferences were saved.');
    expect(find(saved.json().data, 'offer', 'email')?.enabled).toBe(false);
    expect(await storedPreferences(user.id)).toEqual([
      { type: 'offer', channel: 'email', enabled: false },
      { type: 'offer', channel: 'sms', enabled: true },
    ]);

    // Switching back to the default removes the override.
    await client.put('/api/notification-preferences', {
      scope: 'candidate',
      preferences: [{ type: 'offer', channel: 'email', enabled: true }],
    });
    expect(await storedPreferences(user.id)).toEqual([{ type: 'offer', channel: 'sms', enabled: true }]);
    const page = (await client.get('/api/notification-preferences')).json();
    expect(find(page.data, 'offer', 'email')?.enabled).toBe(true);
    expect(find(page.data, 'offer', 'sms')?.enabled).toBe(true);
  });

  it('keeps one user’s switches away from another user', async () => {
    const first = await createUser(ctx);
    const second = await createUser(ctx);
    await (await signedInClient(ctx, first)).put('/api/notification-preferences', {
      scope: 'company',
      preferences: [{ type: 'application_received', channel: 'email', enabled: false }],
    });
    expect(await storedPreferences(second.id)).toEqual([]);
  });

  it('answers 422 with nothing written for an unknown type or channel or a type of the other side', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const cases = [
      [
        { type: 'offer', channel: 'email', enabled: false },
        { type: 'party', channel: 'email', enabled: false },
      ],
      [
        { type: 'offer', channel: 'email', enabled: false },
        { type: 'offer', channel: 'pigeon', enabled: true },
      ],
      [
        { type: 'offer', channel: 'email', enabled: false },
        { type: 'application_received', channel: 'email', enabled: false },
      ],
      [{ type: 'offer', channel: 'email' }],
    ];
    for (const preferences of cases) {
      const response = await client.put('/api/notification-preferences', { scope: 'candidate', preferences });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)[0]).toMatch(/^preferences\.\d\.(type|channel|enabled)$/);
    }
    const badType = await client.put('/api/notification-preferences', {
      scope: 'candidate',
      preferences: [{ type: 'party', channel: 'email', enabled: false }],
    });
    expect(badType.json().errors['preferences.0.type']).toEqual(['The selected type is invalid.']);
    expect(
      (await client.put('/api/notification-preferences', { scope: 'candidate', preferences: [] })).statusCode,
    ).toBe(422);
    expect(await storedPreferences(user.id)).toEqual([]);
  });
});

describe('unsubscribe', () => {
  it('shows the masked email and turns off that type’s email, idempotently', async () => {
    const user = await createUser(ctx, { email: `jane.doe.${Date.now()}@example.com` });
    const token = createUnsubscribeToken(ctx.deps.keyring, user.id, 'offer');
    const visitor = new TestClient(ctx.app, '10.78.0.1');

    const info = await visitor.get(`/api/unsubscribe/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      email: expect.stringMatching(/^j\*+@example\.com$/),
      type: 'offer',
      type_label: 'Offers',
    });
    expect(info.json().email).not.toContain('doe');

    for (let i = 0; i < 2; i += 1) {
      const done = await visitor.post('/api/unsubscribe', { token });
      expect(done.statusCode).toBe(200);
    }
    expect(await storedPreferences(user.id)).toEqual([{ type: 'offer', channel: 'email', enabled: false }]);
  });

  it('answers 422 for a forged, retargeted or malformed token and changes nothing', async () => {
    const user = await createUser(ctx);
    const victim = await createUser(ctx);
    const valid = createUnsubscribeToken(ctx.deps.keyring, user.id, 'offer');
    const signature = valid.split('.')[2]!;
    const forged = [
      `${victim.id}.offer.${signature}`, // someone else's id with my signature
      `${user.id}.new_message.${signature}`, // another type
      `${user.id}.offer.${'0'.repeat(64)}`,
      'not-a-token',
      `${user.id}.party.${signature}`,
    ];
    const visitor = new TestClient(ctx.app, '10.78.0.2');
    for (const token of forged) {
      const post = await visitor.post('/api/unsubscribe', { token });
      expect(post.statusCode).toBe(422);
      expect(post.json().errors.token).toEqual(['This unsubscribe link is invalid.']);
      expect((await visitor.get(`/api/unsubscribe/${encodeURIComponent(token)}`)).statusCode).toBe(422);
    }
    const empty = await visitor.post('/api/unsubscribe', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.token).toEqual(['The token field is required.']);
    expect(await storedPreferences(user.id)).toEqual([]);
    expect(await storedPreferences(victim.id)).toEqual([]);
  });

  it('limits attempts per address', async () => {
    const visitor = new TestClient(ctx.app, '10.78.0.3');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await visitor.get('/api/unsubscribe/nope')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
