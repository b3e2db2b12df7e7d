// The enterprise's logo (SPEC.md §3 Enterprise.avatar): checked, stored and served like company
// logos (accounts/avatar-files.ts); changed by those who may edit the enterprise profile.
import { eq, sql } from 'drizzle-orm';
import type { EnterpriseAccess } from '#server/access/actor.ts';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from '#server/db/client.ts';
import { enterprises } from '#server/db/schema.ts';
import { storeAvatar } from '../accounts/avatar-files.ts';
import * as enterprisesPolicy from './enterprises.policy.ts';

/** The enterprise's logo, replaced (checked by content) or removed; the old file goes. */
export async function replaceEnterpriseAvatar(
  db: Database,
  storage: FileStorage,
  access: EnterpriseAccess,
  data: Buffer | null,
): Promise<string | null> {
  enterprisesPolicy.authorize(access, 'editProfile');
  const [current] = await db
    .select({ avatarPath: enterprises.avatarPath })
    .from(enterprises)
    .where(eq(enterprises.id, access.id));
  const key = data ? await storeAvatar(storage, 'enterprises', access.id, data) : null;
  await db
    .update(enterprises)
    .set({ avatarPath: key, updatedAt: sql`now()` })
    .where(eq(enterprises.id, access.id));
  if (current?.avatarPath) await storage.remove(current.avatarPath);
  return key;
}

/** The stored logo of an enterprise, or null (also for an enterprise that does not exist). */
export async function enterpriseAvatarPath(db: Database, enterpriseId: number): Promise<string | null> {
  const [row] = await db
    .select({ avatarPath: enterprises.avatarPath })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  return row?.avatarPath ?? null;
}
