import {
  PASSWORD_CONFIRMATION_REQUIRED,
  RECOVERY_CODE_INVALID,
  TWO_FACTOR_CODE_INVALID,
} from '@hireloop/shared/auth';
import { describe, expect, it } from 'vitest';
import {
  createUser,
  DEFAULT_PASSWORD,
  reloadUser,
  signedInClient,
  uniqueIp,
} from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { enableConfirmedTwoFactor, secretFromOtpauthUrl, totpCode } from '#server-test/two-factor-helpers.ts';

const ctx = await appForThisFile();
const freshClient = () => new TestClient(ctx.app, uniqueIp());

async function confirmedClient() {
  const user = await createUser(ctx);
  const client = await signedInClient(ctx, user);
  expect((await client.post('/user/confirm-password', { password: DEFAULT_PASSWORD })).statusCode).toBe(201);
  return { user, client };
}

describe('password confirmation', () => {
  it('guards every two-factor endpoint with 423 until the password is confirmed', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const calls = [
      () => client.post('/user/two-factor-authentication'),
      () => client.get('/user/two-factor-qr-code'),
      () => client.post('/user/confirmed-two-factor-authentication', { code: '123456' }),
      () => client.get('/user/two-factor-recovery-codes'),
      () => client.post('/user/two-factor-recovery-codes'),
      () => client.delete('/user/two-factor-authentication'),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode).toBe(423);
      expect(response.json()).toEqual({ message: PASSWORD_CONFIRMATION_REQUIRED });
    }
    expect((await client.get('/user/confirmed-password-status')).json()).toEqual({ confirmed: false });
  });

  it('rejects a wrong password with 422 and accepts the right one', async () => {
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const wrong = await client.post('/user/confirm-password', { password: 'not it at all' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['The provided password was incorrect.'] });
    expect((await client.post('/user/confirm-password', { password: DEFAULT_PASSWORD })).statusCode).toBe(
      201,
    );
    expect((await client.get('/user/confirmed-password-status')).json()).toEqual({ confirmed: true });
  });

  it('lapses after 3 hours', async () => {
    const { client } = await confirmedClient();
    const { sessions } = await import('#server/db/schema.ts');
    const { sha256 } = await import('#server/lib/crypto.ts');
    const { eq } = await import('drizzle-orm');
    const sessionId = sha256(client.cookie('hireloop_session')!);
    await ctx.database.db
      .update(sessions)
      .set({ data: { passwordConfirmedAt: Date.now() - 3 * 60 * 60 * 1000 - 1000 } })
      .where(eq(sessions.id, sessionId));
    expect((await client.post('/user/two-factor-authentication')).statusCode).toBe(423);
  });

  it('needs a signed-in user', async () => {
    expect((await freshClient().post('/user/confirm-password', { password: 'x' })).statusCode).toBe(401);
  });
});

describe('enabling two-factor authentication', () => {
  it('creates a secret and 8 recovery codes, shows a QR code and confirms with a code', async () => {
    const { user, client } = await confirmedClient();
    expect((await client.post('/user/two-factor-authentication')).statusCode).toBe(200);

    const qr = await client.get('/user/two-factor-qr-code');
    expect(qr.statusCode).toBe(200);
    const { svg, url } = qr.json();
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(url).toMatch(/^otpauth:\/\/totp\/Hireloop:/);
    expect(url).toContain('issuer=Hireloop');

    const codes = (await client.get('/user/two-factor-recovery-codes')).json();
    expect(codes).toHaveLength(8);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{10}-[a-z0-9]{10}$/);

    // Not on until confirmed.
    expect((await client.get('/api/users/self')).json().two_factor_enabled).toBe(false);
    const wrong = await client.post('/user/confirmed-two-factor-authentication', { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: [TWO_FACTOR_CODE_INVALID] });

    const secret = secretFromOtpauthUrl(url);
    const confirm = await client.post('/user/confirmed-two-factor-authentication', {
      code: totpCode(secret),
    });
    expect(confirm.statusCode).toBe(200);
    expect((await client.get('/api/users/self')).json().two_factor_enabled).toBe(true);
    expect((await reloadUser(ctx, user.id)).twoFactorSecret).not.toContain(secret);
  });

  it('answers 404 for the QR code when no setup is under way', async () => {
    const { client } = await confirmedClient();
    expect((await client.get('/user/two-factor-qr-code')).statusCode).toBe(404);
  });

  it('regenerates recovery codes and disables', async () => {
    const { user, client } = await confirmedClient();
    await enableConfirmedTwoFactor(ctx, user);
    const before = (await client.get('/user/two-factor-recovery-codes')).json();
    expect((await client.post('/user/two-factor-recovery-codes')).statusCode).toBe(200);
    const after = (await client.get('/user/two-factor-recovery-codes')).json();
    expect(after).toHaveLength(8);
    expect(after.filter((code: string) => before.includes(code))).toEqual([]);

    expect((await client.delete('/user/two-factor-authentication')).statusCode).toBe(200);
    expect((await client.get('/api/users/self')).json().two_factor_enabled).toBe(false);
    const login = await freshClient().post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(login.json().user.id).toBe(user.id);
  });
});

describe('POST /two-factor-challenge', () => {
  async function pendingLogin() {
    const user = await createUser(ctx);
    const { secret, recoveryCodes } = await enableConfirmedTwoFactor(ctx, user);
    const client = freshClient();
    const login = await client.post('/login', {
      email: user.email,
      password: DEFAULT_PASSWORD,
      remember_me: true,
    });
    expect(login.json()).toEqual({ two_factor: true });
    return { user, client, secret, recoveryCodes };
  }

  it('signs in with a current TOTP code, keeping "remember me"', async () => {
    const { user, client, secret } = await pendingLogin();
    const response = await client.post('/two-factor-challenge', { code: totpCode(secret) });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(user.id);
    expect(response.cookies.find((c) => c.name === 'hireloop_session')?.maxAge).toBe(30 * 24 * 60 * 60);
    expect((await client.get('/api/users/self')).json().id).toBe(user.id);
  });

  it('never accepts the same code twice', async () => {
    const { user, client, secret } = await pendingLogin();
    const code = totpCode(secret);
    expect((await client.post('/two-factor-challenge', { code })).statusCode).toBe(200);
    const again = freshClient();
    await again.post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    const replay = await again.post('/two-factor-challenge', { code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual({ code: [TWO_FACTOR_CODE_INVALID] });
  });

  it('accepts a recovery code exactly once', async () => {
    const { user, client, recoveryCodes } = await pendingLogin();
    const code = recoveryCodes[3]!;
    expect((await client.post('/two-factor-challenge', { recovery_code: code })).statusCode).toBe(200);

    const again = freshClient();
    await again.post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    const reuse = await again.post('/two-factor-challenge', { recovery_code: code });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().errors).toEqual({ recovery_code: [RECOVERY_CODE_INVALID] });
    expect((await again.get('/api/users/self')).statusCode).toBe(401);
    // The other codes still work.
    expect((await again.post('/two-factor-challenge', { recovery_code: recoveryCodes[4] })).statusCode).toBe(
      200,
    );
  });

  it('refuses wrong codes and stops after 5 tries a minute', async () => {
    const { client, secret } = await pendingLogin();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await client.post('/two-factor-challenge', { code: '000000' })).statusCode).toBe(422);
    }
    const sixth = await client.post('/two-factor-challenge', { code: totpCode(secret) });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });

  it('refuses a challenge without a pending login', async () => {
    const response = await freshClient().post('/two-factor-challenge', { code: '123456' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toEqual(['Your login attempt has expired. Please log in again.']);
  });

  it('needs exactly one of code and recovery_code', async () => {
    const { client } = await pendingLogin();
    expect((await client.post('/two-factor-challenge', {})).statusCode).toBe(422);
    expect((await client.post('/two-factor-challenge', { code: '12345' })).json().errors.code).toEqual([
      'The code must be 6 digits.',
    ]);
  });
});
