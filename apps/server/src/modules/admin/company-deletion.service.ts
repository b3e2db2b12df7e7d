// Deleting a company's account (SPEC.md §3 lock reason `deleted`, decision 114): a super admin
// deletes it; nothing is erased. Its people are locked out with "Account Deleted, Re-subscribe",
// the period running at the deletion ends there and is billed by the next billing run (usage until
// then is owed, like a cancellation), and no period starts after it. A Company Admin re-subscribes
// from /reinstate-payment (a new period starts) or a super admin unlocks it.
import { eq, gt, sql } from 'drizzle-orm';
import { authorizeAdmin } from '#server/access/super-admin.ts';
import type { Database } from '#server/db/client.ts';
import { billableEntities, billingAccounts } from '#server/db/schema.ts';
import { clockNow } from '#server/lib/clock.ts';
import { notFound, validation } from '#server/lib/errors.ts';
import { companyDetail } from './admin.service.ts';
import { recordAuditEvent } from './impersonation.service.ts';

export interface AuditOrigin {
  action: string;
  target: string;
  ipAddress: string | null;
}

export async function deleteCompanyAccount(
  db: Database,
  userId: number,
  companyId: number,
  origin: AuditOrigin,
) {
  await authorizeAdmin(db, userId);
  await db.transaction(async (tx) => {
    const [entity] = await tx
      .select({ id: billableEntities.id, deletedAt: billableEntities.deletedAt })
      .from(billableEntities)
      .where(eq(billableEntities.companyId, companyId))
      .for('update');
    if (!entity) throw notFound('This company has no billing account.');
    if (entity.deletedAt) throw validation({ company: ['This account is already deleted.'] });
    const now = clockNow(entity.id);
    await tx.update(billableEntities).set({ deletedAt: now }).where(eq(billableEntities.id, entity.id));
    // The running period ends now: the next billing run bills it and starts no other.
    await tx
      .update(billingAccounts)
      .set({ nextCloseAt: now, updatedAt: now })
      .where(
        sql`${eq(billingAccounts.billableEntityId, entity.id)} and ${gt(billingAccounts.nextCloseAt, now)}
          and ${billingAccounts.periodStartsAt} <= ${now.toISOString()}::timestamptz
          and ${billingAccounts.nextCloseAt} < '9999-01-01T00:00:00Z'::timestamptz`,
      );
    await recordAuditEvent(tx, {
      actorUserId: userId,
      impersonatorUserId: null,
      companyId,
      statusCode: 200,
      ...origin,
    });
  });
  return companyDetail(db, userId, companyId);
}
