// Signed one-click unsubscribe tokens: `{userId}.{type}.{hmac}`. They never expire (a mail read a
// year later must still work) but cannot be forged or retargeted at another user or type, because
// the HMAC covers both and uses the application key.
import { isNotificationType, type NotificationType } from '@hireloop/shared/notifications';
import type { Keyring } from '#server/lib/crypto.ts';

/** Keeps these signatures apart from every other signed value of the app (verification links…). */
const PURPOSE = 'notifications.unsubscribe';

const signedValue = (userId: number, type: NotificationType) => `${PURPOSE}:${userId}:${type}`;

export function createUnsubscribeToken(keyring: Keyring, userId: number, type: NotificationType): string {
  return `${userId}.${type}.${keyring.sign(signedValue(userId, type))}`;
}

export function unsubscribeUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The user and type a token stands for, or null when it is malformed or its signature is wrong. */
export function readUnsubscribeToken(
  keyring: Keyring,
  token: string,
): { userId: number; type: NotificationType } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [rawUserId, type, signature] = parts as [string, string, string];
  if (!/^[1-9]\d{0,15}$/.test(rawUserId) || !isNotificationType(type) || !/^[0-9a-f]{64}$/.test(signature)) {
    return null;
  }
  const userId = Number(rawUserId);
  if (!Number.isSafeInteger(userId)) return null;
  return keyring.verify(signedValue(userId, type), signature) ? { userId, type } : null;
}
