// Granting and revoking super admin rights: only from the command line (admin-cli.ts), never
// through the API, so no web session can make itself a super admin (decision 096).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';

export type GrantOutcome = 'granted' | 'revoked' | 'unchanged' | 'no-such-user';

export async function setSuperAdmin(
  db: Database,
  email: string,
  isSuperAdmin: boolean,
): Promise<GrantOutcome> {
  const [user] = await db
    .select({ id: users.id, isSuperAdmin: users.isSuperAdmin })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!user) return 'no-such-user';
  if (user.isSuperAdmin === isSuperAdmin) return 'unchanged';
  await db.update(users).set({ isSuperAdmin, updatedAt: new Date() }).where(eq(users.id, user.id));
  return isSuperAdmin ? 'granted' : 'revoked';
}
