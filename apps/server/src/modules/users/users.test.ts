import { describe, expect, it } from 'vitest';
import { createUser, signedInClient, uniqueEmail, uniqueIp } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';

const ctx = await appForThisFile();
const freshClient = () => new TestClient(ctx.app, uniqueIp());

describe('GET /api/users/self', () => {
  it('answers 401 when signed out', async () => {
    expect((await freshClient().get('/api/users/self')).statusCode).toBe(401);
  });

  it('presents the user without any secret', async () => {
    const user = await createUser(ctx, { firstName: 'Alan', lastName: 'Turing', phone: '+15555550100' });
    const response = await (await signedInClient(ctx, user)).get('/api/users/self');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      first_name: 'Alan',
      last_name: 'Turing',
      email: user.email,
      email_verified_at: user.emailVerifiedAt!.toISOString(),
      // An unverified number is not shown as the user's phone.
      phone: null,
      phone_verified_at: null,
      avatar: null,
      timezone: null,
      two_factor_enabled: false,
      created_at: user.createdAt.toISOString(),
      role: null,
      intercom_user_hash: null,
      companies: [],
      enterprises: [],
      active_company: null,
      active_enterprise: null,
      impersonate: false,
      is_super_admin: false,
      referrer_id: null,
    });
  });
});

describe('GET /api/users/check-session', () => {
  it('reports an inactive session when signed out', async () => {
    const response = await freshClient().get('/api/users/check-session');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ is_active: false, user_id: null });
  });

  it('reports the signed-in user', async () => {
    const user = await createUser(ctx);
    const response = await (await signedInClient(ctx, user)).get('/api/users/check-session');
    expect(response.json()).toEqual({ is_active: true, user_id: user.id });
  });
});

describe('existence checks', () => {
  it('tells whether an email has an account, in any case', async () => {
    const user = await createUser(ctx);
    const client = freshClient();
    expect(
      (await client.post('/api/users/check-email-exists', { email: user.email.toUpperCase() })).json(),
    ).toEqual({
      exists: true,
    });
    expect((await client.post('/api/users/check-email-exists', { email: uniqueEmail() })).json()).toEqual({
      exists: false,
    });
  });

  it('counts only verified phone numbers', async () => {
    await createUser(ctx, { phone: '+15555550111', phoneVerifiedAt: new Date() });
    await createUser(ctx, { phone: '+15555550112' });
    const client = freshClient();
    expect(
      (await client.post('/api/users/check-phone-number-exists', { phone: '+15555550111' })).json(),
    ).toEqual({
      exists: true,
    });
    expect(
      (await client.post('/api/users/check-phone-number-exists', { phone: '+15555550112' })).json(),
    ).toEqual({
      exists: false,
    });
  });

  it('tells whether a username is taken, in any case', async () => {
    await createUser(ctx, { username: `Taken_${process.pid}` });
    const client = freshClient();
    expect(
      (await client.post('/api/users/check-username-taken', { username: `taken_${process.pid}` })).json(),
    ).toEqual({
      taken: true,
    });
    expect((await client.post('/api/users/check-username-taken', { username: 'free.name' })).json()).toEqual({
      taken: false,
    });
  });

  it('validates input', async () => {
    const client = freshClient();
    expect((await client.post('/api/users/check-email-exists', { email: 'x' })).statusCode).toBe(422);
    expect(
      (await client.post('/api/users/check-phone-number-exists', { phone: '555-0100' })).statusCode,
    ).toBe(422);
    expect((await client.post('/api/users/check-username-taken', { username: 'a' })).statusCode).toBe(422);
  });

  it('allows 30 checks a minute per address, then 429', async () => {
    const client = freshClient();
    for (let i = 0; i < 30; i += 1) {
      const response = await client.post('/api/users/check-email-exists', { email: `probe${i}@example.com` });
      expect(response.statusCode).toBe(200);
    }
    const blocked = await client.post('/api/users/check-username-taken', { username: 'another' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
