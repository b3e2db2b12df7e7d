import type { Health, JobQueueHealth } from '@hireloop/shared/api';
import type { DatabaseHandle } from '#server/db/client.ts';
import type { JobQueue } from '#server/jobs/job-queue.ts';

/** Queue counts are read at most once a second: health is polled often (load balancers, bench). */
const JOB_COUNTS_MAX_AGE_MS = 1_000;

export function createHealthCheck(database: DatabaseHandle, jobs: () => JobQueue, version: string) {
  let cached: { at: number; value: Promise<JobQueueHealth | null> } | undefined;

  const jobCounts = (): Promise<JobQueueHealth | null> => {
    const now = Date.now();
    if (!cached || now - cached.at > JOB_COUNTS_MAX_AGE_MS) {
      const value = jobs()
        .counts()
        .then((counts) => ({
          waiting: counts.waiting,
          scheduled: counts.scheduled,
          active: counts.active,
          failed: counts.failed,
          oldest_waiting_seconds: counts.oldestWaitingSeconds,
        }))
        .catch(() => null);
      cached = { at: now, value };
    }
    return cached.value;
  };

  return async function checkHealth(): Promise<Health> {
    try {
      await database.ping();
    } catch {
      return { status: 'error', database: 'error', jobs: null, queue: null, version };
    }
    const counts = await jobCounts();
    const queue = counts ? { waiting: counts.waiting, failed: counts.failed } : null;
    return { status: 'ok', database: 'ok', jobs: counts, queue, version };
  };
}
