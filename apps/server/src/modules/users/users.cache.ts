// The signed-in user with their accounts, asked for on every page load: kept per user, exact by
// the tables it is read from (decisions 040, 147).
import { ACCOUNT_TABLES } from '#server/access/account-tables.ts';
import type { Database } from '#server/db/client.ts';
import { coherentCache } from '#server/db/read-coherence.ts';
import { readSignedInUser, type SignedInUser } from './users.service.ts';

const signedInUsers = coherentCache<number, SignedInUser>({
  name: 'signed-in users',
  tables: ACCOUNT_TABLES,
  max: 10_000,
  ttlMs: 60_000,
});

/** From the cache or read once; 404 when the user is gone. Shared: never change it. */
export function loadSignedInUser(db: Database, userId: number): Promise<SignedInUser> {
  return signedInUsers.read(db, userId, () => readSignedInUser(db, userId));
}
