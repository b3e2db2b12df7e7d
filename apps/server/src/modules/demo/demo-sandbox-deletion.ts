// Deleting a demo sandbox (the expiry job's work): its stored files, then the company, the people
// and the sandbox row.
import { eq, inArray } from 'drizzle-orm';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from '#server/db/client.ts';
import { companies, demoSandboxes, users } from '#server/db/schema.ts';
import { removeSandboxFiles } from './demo-sandbox-files.ts';

/**
 * Removes the sandbox's stored files first (a failure leaves every row, so the job's retry finds
 * them again), then deletes its company and people with everything that hangs off them (their
 * sessions too, which ends the visitor's session), then the sandbox. Idempotent: a retry finds nothing.
 */
export async function deleteDemoSandbox(
  db: Database,
  storage: FileStorage,
  sandboxId: number,
): Promise<boolean> {
  const [owners] = await db.select().from(demoSandboxes).where(eq(demoSandboxes.id, sandboxId));
  if (!owners) return false;
  await removeSandboxFiles(db, storage, owners);
  return db.transaction(async (tx) => {
    const [sandbox] = await tx.select().from(demoSandboxes).where(eq(demoSandboxes.id, sandboxId));
    if (!sandbox) return false;
    if (sandbox.companyId !== null) await tx.delete(companies).where(eq(companies.id, sandbox.companyId));
    if (sandbox.userIds.length > 0) await tx.delete(users).where(inArray(users.id, sandbox.userIds));
    await tx.delete(demoSandboxes).where(eq(demoSandboxes.id, sandboxId));
    return true;
  });
}
