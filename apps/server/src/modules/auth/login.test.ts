import { CREDENTIALS_MISMATCH } from '@hireloop/shared/auth';
import { describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD, reloadUser, uniqueIp } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';

const ctx = await appForThisFile();
/** Each test gets its own address, so rate-limit windows do not leak between tests. */
const freshClient = () => new TestClient(ctx.app, uniqueIp());

describe('POST /login', () => {
  it('signs in and answers with the user', async () => {
    const user = await createUser(ctx, { firstName: 'Grace' });
    const response = await freshClient().post('/login', {
      email: user.email.toUpperCase(),
      password: DEFAULT_PASSWORD,
      remember_me: false,
      timezone: 'America/New_York',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: user.id,
      first_name: 'Grace',
      timezone: 'America/New_York',
    });
    expect((await reloadUser(ctx, user.id)).timezone).toBe('America/New_York');
  });

  it('answers 422 on email for a wrong password or an unknown email, with the same words', async () => {
    const user = await createUser(ctx);
    for (const attempt of [
      { email: user.email, password: 'wrong password' },
      { email: 'nobody-here@example.com', password: DEFAULT_PASSWORD },
    ]) {
      const response = await freshClient().post('/login', attempt);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: CREDENTIALS_MISMATCH,
        errors: { email: [CREDENTIALS_MISMATCH] },
      });
    }
  });

  it('validates its input', async () => {
    const response = await freshClient().post('/login', { email: 'nope', remember_me: 'yes' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password', 'remember_me']);
  });

  it('allows 5 attempts a minute per email and address; the 6th gets 429 with Retry-After', async () => {
    const user = await createUser(ctx);
    const client = freshClient();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await client.post('/login', { email: user.email, password: 'wrong password' });
      expect(response.statusCode, `attempt ${attempt}`).toBe(422);
    }
    const sixth = await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(sixth.json().message).toBe('Too Many Attempts.');

    // Another address is counted separately.
    const elsewhere = await freshClient().post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('counts failed attempts only: good sign-ins do not use up the budget for typos', async () => {
    const user = await createUser(ctx);
    const client = freshClient();
    for (let signIn = 1; signIn <= 6; signIn += 1) {
      const response = await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD });
      expect(response.statusCode, `sign-in ${signIn}`).toBe(200);
    }
    for (let typo = 1; typo <= 5; typo += 1) {
      const response = await client.post('/login', { email: user.email, password: 'wrong password' });
      expect(response.statusCode, `typo ${typo}`).toBe(422);
    }
    expect((await client.post('/login', { email: user.email, password: 'wrong password' })).statusCode).toBe(
      429,
    );
  });

  it('a good sign-in starts the address afresh', async () => {
    const user = await createUser(ctx);
    const client = freshClient();
    for (let typo = 1; typo <= 4; typo += 1) {
      expect((await client.post('/login', { email: user.email, password: 'wrong' })).statusCode).toBe(422);
    }
    expect((await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(
      200,
    );
    for (let typo = 1; typo <= 5; typo += 1) {
      const response = await client.post('/login', { email: user.email, password: 'wrong' });
      expect(response.statusCode, `typo ${typo} after signing in`).toBe(422);
    }
  });

  it('ignores X-Forwarded-For from a peer that is not a configured proxy', async () => {
    const user = await createUser(ctx);
    const client = freshClient();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      const response = await client.post(
        '/login',
        { email: user.email, password: 'wrong password' },
        { headers: { 'x-forwarded-for': `203.0.113.${attempt}` } },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429]);
  });

  it('limits one account from any number of addresses: 10 failures per 15 minutes', async () => {
    const user = await createUser(ctx);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await freshClient().post('/login', { email: user.email, password: 'wrong password' });
      expect(response.statusCode, `attempt ${attempt}`).toBe(422);
    }
    const next = await freshClient().post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(next.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Another account is not affected.
    const other = await createUser(ctx);
    expect(
      (await freshClient().post('/login', { email: other.email, password: DEFAULT_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('asks for the second factor without revealing the user when 2FA is on', async () => {
    const user = await createUser(ctx);
    const { enableConfirmedTwoFactor } = await import('#server-test/two-factor-helpers.ts');
    await enableConfirmedTwoFactor(ctx, user);
    const client = freshClient();
    const response = await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ two_factor: true });
    // Not signed in until the challenge is passed.
    expect((await client.get('/api/users/self')).statusCode).toBe(401);
  });
});
