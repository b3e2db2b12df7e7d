// Retention of the audit log (decision 107): rows older than AUDIT_RETENTION_DAYS are deleted once a
// day. The append-only trigger lets a delete through only for rows older than the cut-off this
// transaction names in `hireloop.audit_purge_before`; updates stay impossible.
import { lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { auditEvents } from '#server/db/schema.ts';
import { defineJob } from '#server/jobs/job-definition.ts';

const DAY_MS = 86_400_000;

/** Deletes the rows older than `days` before `now`; answers how many went. 0 days keeps everything. */
export async function purgeAuditEvents(db: Database, days: number, now = new Date()): Promise<number> {
  if (days <= 0) return 0;
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('hireloop.audit_purge_before', ${cutoff.toISOString()}, true)`);
    const deleted = await tx
      .delete(auditEvents)
      .where(lt(auditEvents.createdAt, cutoff))
      .returning({ id: auditEvents.id });
    return deleted.length;
  });
}

/** Daily at 03:41 UTC. */
export const purgeAuditEventsJob = defineJob(
  'purge-audit-events',
  async (_data, ctx) => {
    const deleted = await purgeAuditEvents(ctx.db, ctx.config.AUDIT_RETENTION_DAYS);
    if (deleted > 0) ctx.log.info({ deleted }, 'old audit rows deleted');
  },
  { cron: '41 3 * * *', retryLimit: 2, policy: 'singleton' },
);
