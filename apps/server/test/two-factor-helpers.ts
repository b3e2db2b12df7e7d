import * as OTPAuth from 'otpauth';
import type { UserRow } from '../src/db/schema.ts';
import {
  confirmTwoFactor,
  enableTwoFactor,
  readRecoveryCodes,
} from '../src/modules/auth/two-factor.service.ts';
import { reloadUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** The secret of an authenticator app scanning the QR code url. */
export function secretFromOtpauthUrl(url: string): string {
  const secret = new URL(url).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${url}`);
  return secret;
}

export function totpCode(secret: string, timestamp = Date.now()): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp,
  });
}

/** Turns 2FA on through the services and returns what the user's authenticator and notes hold. */
export async function enableConfirmedTwoFactor(ctx: TestApp, user: UserRow) {
  await enableTwoFactor(ctx.database.db, ctx.deps.keyring, user);
  const pending = await reloadUser(ctx, user.id);
  const secret = ctx.deps.keyring.decrypt(pending.twoFactorSecret!);
  // A code from the previous step, so the test's own login can use the current one.
  await confirmTwoFactor(ctx.database.db, ctx.deps.keyring, pending, totpCode(secret, Date.now() - 30_000));
  const confirmed = await reloadUser(ctx, user.id);
  return { secret, recoveryCodes: readRecoveryCodes(confirmed, ctx.deps.keyring) };
}
