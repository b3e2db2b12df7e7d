// One-click unsubscribe from a notification email: the signed token names the user and the type.
import type { NotificationType } from '@hireloop/shared/notifications';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import type { Keyring } from '#server/lib/crypto.ts';
import { validation } from '#server/lib/errors.ts';
import { updatePreferences } from './notification-preferences.service.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is invalid.';

export interface UnsubscribeTarget {
  userId: number;
  email: string;
  type: NotificationType;
}

/** `jane.doe@example.com` → `j*******@example.com`: the link may have been forwarded. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  return `${local[0]}${'*'.repeat(Math.max(3, local.length - 1))}${email.slice(at)}`;
}

/** 422 for a malformed or forged token, or one whose user no longer exists. */
export async function findUnsubscribeTarget(
  db: Database,
  keyring: Keyring,
  token: string,
): Promise<UnsubscribeTarget> {
  const claim = readUnsubscribeToken(keyring, token);
  const [user] = claim
    ? await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, claim.userId))
    : [];
  if (!claim || !user) throw validation({ token: [INVALID_UNSUBSCRIBE_LINK] });
  return { userId: user.id, email: user.email, type: claim.type };
}

/** Turns off email for the token's type; doing it twice changes nothing. */
export async function unsubscribe(db: Database, keyring: Keyring, token: string): Promise<UnsubscribeTarget> {
  const target = await findUnsubscribeTarget(db, keyring, token);
  await updatePreferences(db, target.userId, [{ type: target.type, channel: 'email', enabled: false }]);
  return target;
}
