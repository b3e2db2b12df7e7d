// Signed, expiring links for pages opened without signing in (/confirm, /still-interested):
// `{id}.{expires}.{hmac}`, the HMAC (application key) covering a purpose, the id and the expiry, so
// a link cannot be retargeted at another person, another page, or a later date. Nothing is
// stored: the signature is the proof (docs/decisions/104).
import type { Keyring } from '#server/lib/crypto.ts';

export type LinkPurpose = 'talent-pool.confirm' | 'profiles.still-interested';

export type SignedLinkClaim = { id: number; expiresAt: Date } | { problem: 'invalid' | 'expired' };

const signedValue = (purpose: LinkPurpose, id: number, expires: number) => `${purpose}:${id}:${expires}`;

export function createSignedLink(
  keyring: Keyring,
  purpose: LinkPurpose,
  id: number,
  expiresAt: Date,
): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${id}.${expires}.${keyring.sign(signedValue(purpose, id, expires))}`;
}

/** The id a token stands for; `invalid` when malformed or forged, `expired` when genuine but late. */
export function readSignedLink(
  keyring: Keyring,
  purpose: LinkPurpose,
  token: string,
  now = new Date(),
): SignedLinkClaim {
  const parts = token.split('.');
  if (parts.length !== 3) return { problem: 'invalid' };
  const [rawId, rawExpires, signature] = parts as [string, string, string];
  if (
    !/^[1-9]\d{0,15}$/.test(rawId) ||
    !/^[1-9]\d{0,11}$/.test(rawExpires) ||
    !/^[0-9a-f]{64}$/.test(signature)
  )
    return { problem: 'invalid' };
  const id = Number(rawId);
  const expires = Number(rawExpires);
  if (!Number.isSafeInteger(id) || !keyring.verify(signedValue(purpose, id, expires), signature))
    return { problem: 'invalid' };
  const expiresAt = new Date(expires * 1000);
  return expiresAt <= now ? { problem: 'expired' } : { id, expiresAt };
}

export function linkExpiry(days: number, now = new Date()): Date {
  return new Date(now.getTime() + days * 86_400_000);
}

export const pageUrl = (appUrl: string, path: string, token: string) =>
  `${appUrl.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`;
