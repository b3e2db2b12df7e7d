import { PASSWORD_RESET_LINK_SENT, PASSWORD_RESET_TOKEN_INVALID } from '@hireloop/shared/auth';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens } from '#server/db/schema.ts';
import {
  createUser,
  DEFAULT_PASSWORD,
  latestMessageTo,
  reloadUser,
  signedInClient,
} from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';

const ctx = await appForThisFile();

function resetLinkParams(text: string) {
  const match = text.match(/\/reset-password\?token=([^&\s]+)&email=(\S+)/);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in ${text}`);
  return { token: decodeURIComponent(match[1]), email: decodeURIComponent(match[2]) };
}

async function requestReset(email: string) {
  return new TestClient(ctx.app).post('/forgot-password', { email });
}

describe('POST /forgot-password', () => {
  it('answers the same whether or not the email has an account, and mails only real accounts', async () => {
    const user = await createUser(ctx);
    const known = await requestReset(user.email);
    const unknown = await requestReset('no-account-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_LINK_SENT });
    expect(unknown.json()).toEqual(known.json());
    expect((await latestMessageTo(ctx, user.email))?.subject).toBe('Reset your Hireloop password');
    expect(await latestMessageTo(ctx, 'no-account-here@example.com')).toBeUndefined();
  });

  it('validates the email', async () => {
    const response = await requestReset('not an email');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toBeDefined();
  });
});

describe('POST /reset-password', () => {
  it('sets the new password once, ends every session, and the old password stops working', async () => {
    const user = await createUser(ctx);
    const elsewhere = await signedInClient(ctx, user);
    await requestReset(user.email);
    const link = resetLinkParams((await latestMessageTo(ctx, user.email))!.text);

    const reset = await new TestClient(ctx.app).post('/reset-password', {
      ...link,
      password: 'a brand new secret',
      password_confirmation: 'a brand new secret',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Your password has been reset.' });
    expect((await elsewhere.get('/api/users/self')).statusCode).toBe(401);

    const oldPassword = await new TestClient(ctx.app).post('/login', {
      email: user.email,
      password: DEFAULT_PASSWORD,
    });
    expect(oldPassword.statusCode).toBe(422);
    const newPassword = await new TestClient(ctx.app).post('/login', {
      email: user.email,
      password: 'a brand new secret',
    });
    expect(newPassword.statusCode).toBe(200);

    const reuse = await new TestClient(ctx.app).post('/reset-password', {
      ...link,
      password: 'yet another secret',
      password_confirmation: 'yet another secret',
    });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().errors).toEqual({ email: [PASSWORD_RESET_TOKEN_INVALID] });
  });

  it('refuses an expired token and leaves the password alone', async () => {
    const user = await createUser(ctx);
    await requestReset(user.email);
    const link = resetLinkParams((await latestMessageTo(ctx, user.email))!.text);
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.userId, user.id));
    const before = (await reloadUser(ctx, user.id)).passwordHash;

    const response = await new TestClient(ctx.app).post('/reset-password', {
      ...link,
      password: 'too late password',
      password_confirmation: 'too late password',
    });
    expect(response.statusCode).toBe(422);
    expect((await reloadUser(ctx, user.id)).passwordHash).toBe(before);
  });

  it('refuses a token presented with another email', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    await requestReset(user.email);
    const link = resetLinkParams((await latestMessageTo(ctx, user.email))!.text);
    const response = await new TestClient(ctx.app).post('/reset-password', {
      token: link.token,
      email: other.email,
      password: 'hijacked password',
      password_confirmation: 'hijacked password',
    });
    expect(response.statusCode).toBe(422);
  });

  it('only the newest link works', async () => {
    const user = await createUser(ctx);
    await requestReset(user.email);
    const first = resetLinkParams((await latestMessageTo(ctx, user.email))!.text);
    // Mails are throttled to one a minute per account; move the window on.
    await ctx.database.db.execute(sql`delete from rate_limits`);
    await requestReset(user.email);
    const second = resetLinkParams((await latestMessageTo(ctx, user.email))!.text);
    expect(second.token).not.toBe(first.token);
    const body = (link: typeof first) => ({
      ...link,
      password: 'fresh password',
      password_confirmation: 'fresh password',
    });
    expect((await new TestClient(ctx.app).post('/reset-password', body(first))).statusCode).toBe(422);
    expect((await new TestClient(ctx.app).post('/reset-password', body(second))).statusCode).toBe(200);
  });

  it('validates the new password and changes nothing', async () => {
    const user = await createUser(ctx);
    await requestReset(user.email);
    const link = resetLinkParams((await latestMessageTo(ctx, user.email))!.text);
    const response = await new TestClient(ctx.app).post('/reset-password', {
      ...link,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual(['The password must be at least 8 characters.']);
    // The token was not spent by the failed attempt.
    const retry = await new TestClient(ctx.app).post('/reset-password', {
      ...link,
      password: 'long enough now',
      password_confirmation: 'long enough now',
    });
    expect(retry.statusCode).toBe(200);
  });
});
