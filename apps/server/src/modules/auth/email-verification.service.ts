// Signed, expiring email verification links (as Laravel's temporary signed routes): the link is the
// proof, so it works in any browser, signed in or not.
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { type UserRow, users } from '#server/db/schema.ts';
import type { Keyring } from '#server/lib/crypto.ts';
import { safeEqual } from '#server/lib/crypto.ts';

export const VERIFICATION_LINK_LIFETIME_S = 60 * 60;

const emailHash = (email: string) => createHash('sha1').update(email).digest('hex');

export function verificationPath(
  user: Pick<UserRow, 'id' | 'email'>,
  keyring: Keyring,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + VERIFICATION_LINK_LIFETIME_S;
  const unsigned = `/email/verify/${user.id}/${emailHash(user.email)}?expires=${expires}`;
  return `${unsigned}&signature=${keyring.sign(unsigned)}`;
}

export type VerificationOutcome = 'verified' | 'invalid' | 'expired';

export async function verifyEmailLink(
  db: Database,
  keyring: Keyring,
  link: { id: number; hash: string; expires: number; signature: string },
): Promise<VerificationOutcome> {
  const unsigned = `/email/verify/${link.id}/${link.hash}?expires=${link.expires}`;
  if (!keyring.verify(unsigned, link.signature)) return 'invalid';
  if (link.expires * 1000 < Date.now()) return 'expired';
  const [user] = await db.select().from(users).where(eq(users.id, link.id)).limit(1);
  // A link for an address the user has since changed proves nothing about the new one.
  if (!user || !safeEqual(emailHash(user.email), link.hash)) return 'invalid';
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
  return 'verified';
}
