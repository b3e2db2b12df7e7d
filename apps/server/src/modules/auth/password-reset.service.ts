// Password reset: a random token (stored hashed) valid for 60 minutes, usable once.
import { PASSWORD_RESET_TOKEN_INVALID } from '@hireloop/shared/auth';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { deleteUserSessions } from '#server/access/session-store.ts';
import type { Database } from '#server/db/client.ts';
import { passwordResetTokens, users } from '#server/db/schema.ts';
import { hitRateLimit } from '#server/http/rate-limit.ts';
import { enqueueMail } from '#server/jobs/outbox.ts';
import { randomToken, sha256 } from '#server/lib/crypto.ts';
import { validation } from '#server/lib/errors.ts';
import { findUserByEmail } from '../users/users.service.ts';
import { passwordResetMail } from './auth.mails.ts';
import { hashPassword } from './passwords.ts';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** Sends a reset link if the account exists. At most one mail a minute per address, silently. */
export async function sendPasswordResetLink(db: Database, appUrl: string, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const throttle = await hitRateLimit(db, {
    key: `password-reset-mail:${user.id}`,
    maxHits: 1,
    windowSeconds: 60,
  });
  if (!throttle.allowed) return;

  const token = randomToken(32);
  const url = `${appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  await db.transaction(async (tx) => {
    // A new link replaces any earlier one.
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
    });
    await enqueueMail(tx, passwordResetMail(user, url));
  });
}

/** Sets the new password, spends the token and ends every session of the user. */
export async function resetPassword(
  db: Database,
  input: { token: string; email: string; password: string },
): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ tokenId: passwordResetTokens.id, userId: users.id })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(input.token)),
          eq(users.email, input.email),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .limit(1)
      .for('update');
    if (!row) throw validation({ email: [PASSWORD_RESET_TOKEN_INVALID] });
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(eq(passwordResetTokens.id, row.tokenId));
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, row.userId));
    await deleteUserSessions(tx as unknown as Database, row.userId);
    return row.userId;
  });
}
