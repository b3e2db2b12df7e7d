// Removes sessions, rate-limit windows and reset tokens that can no longer be used.
import { lt, sql } from 'drizzle-orm';
import { deleteExpiredSessions } from '#server/access/session-store.ts';
import type { Database } from '#server/db/client.ts';
import { passwordResetTokens, rateLimits } from '#server/db/schema.ts';

export async function cleanupExpiredAuthState(db: Database): Promise<void> {
  await deleteExpiredSessions(db);
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
  await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, sql`now() - interval '1 day'`));
}
