// TOTP two-factor authentication (RFC 6238: 30 s steps, 6 digits, ±1 step) with 8 single-use
// recovery codes, as Fortify does it. Secrets and codes are stored encrypted with the app key.
import { randomInt } from 'node:crypto';
import { PRODUCT_NAME } from '@hireloop/shared/constants';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { Database } from '#server/db/client.ts';
import { type UserRow, users } from '#server/db/schema.ts';
import type { Keyring } from '#server/lib/crypto.ts';
import { safeEqual } from '#server/lib/crypto.ts';
import { notFound } from '#server/lib/errors.ts';

const PERIOD_SECONDS = 30;
const RECOVERY_CODE_COUNT = 8;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function totpFor(user: Pick<UserRow, 'email'>, secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: PRODUCT_NAME,
    label: user.email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

function randomChunk(length: number): string {
  let chunk = '';
  for (let i = 0; i < length; i += 1) chunk += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return chunk;
}

export function generateRecoveryCode(): string {
  return `${randomChunk(10)}-${randomChunk(10)}`;
}

function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
}

export function readRecoveryCodes(user: UserRow, keyring: Keyring): string[] {
  if (!user.twoFactorRecoveryCodes) return [];
  return JSON.parse(keyring.decrypt(user.twoFactorRecoveryCodes)) as string[];
}

function readSecret(user: UserRow, keyring: Keyring): string {
  if (!user.twoFactorSecret) throw notFound('Two-factor authentication is not being set up.');
  return keyring.decrypt(user.twoFactorSecret);
}

/** Starts (or restarts, while unconfirmed) the setup: a new secret and new recovery codes. */
export async function enableTwoFactor(db: Database, keyring: Keyring, user: UserRow): Promise<void> {
  if (user.twoFactorConfirmedAt) return;
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  await db
    .update(users)
    .set({
      twoFactorSecret: keyring.encrypt(secret),
      twoFactorRecoveryCodes: keyring.encrypt(JSON.stringify(generateRecoveryCodes())),
      twoFactorConfirmedAt: null,
      twoFactorLastStep: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
}

export async function twoFactorQrCode(
  keyring: Keyring,
  user: UserRow,
): Promise<{ svg: string; url: string }> {
  const url = totpFor(user, readSecret(user, keyring)).toString();
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { svg, url };
}

/**
 * The time step of a valid code, or null. A code is never accepted twice: the step must be later
 * than the last one used, so a code seen over someone's shoulder cannot be replayed.
 */
export function matchTotpStep(
  user: UserRow,
  keyring: Keyring,
  code: string,
  now = Date.now(),
): number | null {
  const secret = readSecret(user, keyring);
  const delta = totpFor(user, secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  if (user.twoFactorLastStep !== null && step <= user.twoFactorLastStep) return null;
  return step;
}

export async function recordTotpStep(db: Database, userId: number, step: number): Promise<void> {
  await db.update(users).set({ twoFactorLastStep: step }).where(eq(users.id, userId));
}

/** Confirms the setup with a first code from the authenticator app. */
export async function confirmTwoFactor(
  db: Database,
  keyring: Keyring,
  user: UserRow,
  code: string,
): Promise<boolean> {
  if (user.twoFactorConfirmedAt) return true;
  const step = matchTotpStep(user, keyring, code);
  if (step === null) return false;
  await db
    .update(users)
    .set({ twoFactorConfirmedAt: new Date(), twoFactorLastStep: step, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  return true;
}

export async function regenerateRecoveryCodes(db: Database, keyring: Keyring, user: UserRow): Promise<void> {
  readSecret(user, keyring);
  await db
    .update(users)
    .set({
      twoFactorRecoveryCodes: keyring.encrypt(JSON.stringify(generateRecoveryCodes())),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
}

/**
 * Spends a recovery code: it is replaced by a fresh one, so it never works again. The user row is
 * locked so two concurrent attempts with the same code cannot both succeed.
 */
export async function useRecoveryCode(
  db: Database,
  keyring: Keyring,
  userId: number,
  code: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1).for('update');
    if (!user) return false;
    const codes = readRecoveryCodes(user, keyring);
    const index = codes.findIndex((candidate) => safeEqual(candidate, code.trim().toLowerCase()));
    if (index === -1) return false;
    codes[index] = generateRecoveryCode();
    await tx
      .update(users)
      .set({ twoFactorRecoveryCodes: keyring.encrypt(JSON.stringify(codes)), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    return true;
  });
}

export async function disableTwoFactor(db: Database, userId: number): Promise<void> {
  await db
    .update(users)
    .set({
      twoFactorSecret: null,
      twoFactorRecoveryCodes: null,
      twoFactorConfirmedAt: null,
      twoFactorLastStep: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
