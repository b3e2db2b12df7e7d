// Recordings are kept RECORDING_RETENTION_DAYS after they started (README "Interview recordings",
// decision 121); a daily job removes older ones: their chunk files from storage first, then the rows.
import { asc, lt } from 'drizzle-orm';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from '#server/db/client.ts';
import { interviewRecordings } from '#server/db/schema.ts';
import { defineJob } from '#server/jobs/job-definition.ts';
import { removeRecordingFiles } from './recording-chunks.service.ts';

const DAY = 86_400_000;
const BATCH = 100;

/** Deletes every recording that started more than `retentionDays` ago; returns how many. */
export async function deleteExpiredRecordings(
  db: Database,
  storage: FileStorage,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY);
  let deleted = 0;
  for (;;) {
    const expired = await db
      .select({ id: interviewRecordings.id, uuid: interviewRecordings.uuid })
      .from(interviewRecordings)
      .where(lt(interviewRecordings.startedAt, cutoff))
      .orderBy(asc(interviewRecordings.id))
      .limit(BATCH);
    for (const recording of expired) await removeRecordingFiles(db, storage, recording);
    deleted += expired.length;
    if (expired.length < BATCH) return deleted;
  }
}

/** Daily at 03:41 UTC. */
export const deleteExpiredRecordingsJob = defineJob(
  'delete-expired-recordings',
  async (_data, ctx) => {
    const deleted = await deleteExpiredRecordings(ctx.db, ctx.storage, ctx.config.RECORDING_RETENTION_DAYS);
    if (deleted > 0) ctx.log.info({ deleted }, 'expired interview recordings deleted');
  },
  { cron: '41 3 * * *', retryLimit: 3, policy: 'singleton' },
);
