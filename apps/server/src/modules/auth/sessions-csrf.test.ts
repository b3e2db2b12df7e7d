import { CSRF_MISMATCH } from '@hireloop/shared/auth';
import { describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD, signedInClient } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createTestApp } from '#server-test/test-app.ts';

const ctx = await appForThisFile();

describe('GET /api/sanctum/csrf-cookie', () => {
  it('answers 204 with a readable XSRF-TOKEN and an httpOnly session cookie', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' });
    expect(response.statusCode).toBe(204);
    const xsrf = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    const session = response.cookies.find((c) => c.name === 'hireloop_session');
    expect(xsrf?.value).toMatch(/^[\w-]{40,}$/);
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(session?.secure).toBeFalsy();
    expect(session?.path).toBe('/');
    // Without "remember me" the session ends with the browser.
    expect(session?.maxAge).toBeUndefined();
  });

  it('keeps the same session and token on a second call', async () => {
    const client = new TestClient(ctx.app);
    await client.csrf();
    const first = { session: client.cookie('hireloop_session'), xsrf: client.cookie('XSRF-TOKEN') };
    await client.csrf();
    expect(client.cookie('hireloop_session')).toBe(first.session);
    expect(client.cookie('XSRF-TOKEN')).toBe(first.xsrf);
  });

  it('marks cookies Secure when the app is served over https', async () => {
    const secureApp = await createTestApp({ env: { APP_URL: 'https://jobs.example.com' } });
    try {
      const response = await secureApp.app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' });
      // Both cookies, or the loop below would pass over nothing.
      expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual([
        'XSRF-TOKEN',
        'hireloop_session',
      ]);
      for (const cookie of response.cookies) expect(cookie.secure, cookie.name).toBe(true);
      expect(response.headers['strict-transport-security']).toMatch(/max-age=/);
    } finally {
      await secureApp.close();
    }
  });
});

describe('CSRF protection', () => {
  it('refuses unsafe requests without the header with 419', async () => {
    const client = new TestClient(ctx.app);
    await client.csrf();
    const response = await client.post('/logout', {}, { withoutCsrf: true });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({ message: CSRF_MISMATCH });
  });

  it('refuses a token that is not the session’s', async () => {
    const client = new TestClient(ctx.app);
    await client.csrf();
    const response = await client.post(
      '/logout',
      {},
      { withoutCsrf: true, headers: { 'x-xsrf-token': 'forged' } },
    );
    expect(response.statusCode).toBe(419);
  });

  it('refuses a token taken from another session', async () => {
    const victim = new TestClient(ctx.app);
    await victim.csrf();
    const attacker = new TestClient(ctx.app);
    await attacker.csrf();
    const response = await attacker.post(
      '/login',
      { email: 'a@b.co', password: 'whatever1' },
      { withoutCsrf: true, headers: { 'x-xsrf-token': victim.cookie('XSRF-TOKEN')! } },
    );
    expect(response.statusCode).toBe(419);
  });

  it('refuses unsafe requests that have no session at all', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/login',
      payload: {},
      headers: { 'x-xsrf-token': 'x' },
    });
    expect(response.statusCode).toBe(419);
  });

  it('accepts a URL-encoded header, as browsers send the cookie value', async () => {
    const client = new TestClient(ctx.app);
    await client.csrf();
    const token = client.cookie('XSRF-TOKEN')!;
    const response = await client.post(
      '/forgot-password',
      { email: 'nobody@example.com' },
      { withoutCsrf: true, headers: { 'x-xsrf-token': encodeURIComponent(token) } },
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('session lifecycle', () => {
  it('gives a new session id and CSRF token at login and ends the old ones', async () => {
    const user = await createUser(ctx);
    const client = new TestClient(ctx.app);
    await client.csrf();
    const guest = { session: client.cookie('hireloop_session')!, xsrf: client.cookie('XSRF-TOKEN')! };

    const login = await client.post('/login', {
      email: user.email,
      password: DEFAULT_PASSWORD,
      remember_me: false,
    });
    expect(login.statusCode).toBe(200);
    expect(client.cookie('hireloop_session')).not.toBe(guest.session);
    expect(client.cookie('XSRF-TOKEN')).not.toBe(guest.xsrf);

    // Someone holding the pre-login cookie (session fixation) gets nothing.
    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/self',
      cookies: { hireloop_session: guest.session },
    });
    expect(stale.statusCode).toBe(401);
    expect((await client.get('/api/users/self')).json().id).toBe(user.id);
  });

  it('ends the session at logout', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const sessionCookie = client.cookie('hireloop_session')!;

    const logout = await client.post('/logout');
    expect(logout.statusCode).toBe(204);
    expect((await client.get('/api/users/self')).statusCode).toBe(401);
    const replay = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/self',
      cookies: { hireloop_session: sessionCookie },
    });
    expect(replay.statusCode).toBe(401);
    // The fresh guest session can sign in again straight away.
    const again = await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(again.statusCode).toBe(200);
  });

  it('keeps a remembered session for 30 days', async () => {
    const user = await createUser(ctx);
    const client = new TestClient(ctx.app);
    const response = await client.post('/login', {
      email: user.email,
      password: DEFAULT_PASSWORD,
      remember_me: true,
    });
    const session = response.cookies.find((c) => c.name === 'hireloop_session');
    expect(session?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('requires sign-in for non-public API routes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/users/self' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });
});
