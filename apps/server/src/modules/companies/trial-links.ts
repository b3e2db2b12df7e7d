// Trial links: a signed, expiring token (sales and the demo site hand them out) that starts a
// company with the free trial it names.
import { FREE_TRIAL_DAYS } from '@hireloop/shared/constants';
import type { Keyring } from '#server/lib/crypto.ts';

export const TRIAL_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface TrialGrant {
  trialDays: number;
  expiresAt: number;
}

export function createTrialToken(keyring: Keyring, trialDays = FREE_TRIAL_DAYS, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ trialDays, expiresAt: now + TRIAL_LINK_LIFETIME_MS }),
  ).toString('base64url');
  return `${payload}.${keyring.sign(`trial:${payload}`)}`;
}

/** The grant of a valid, unexpired token; null for anything else. */
export function readTrialToken(keyring: Keyring, token: string, now = Date.now()): TrialGrant | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature || !keyring.verify(`trial:${payload}`, signature)) return null;
  try {
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TrialGrant;
    if (!Number.isInteger(grant.trialDays) || grant.trialDays < 1 || grant.trialDays > 365) return null;
    return grant.expiresAt > now ? grant : null;
  } catch {
    return null;
  }
}
