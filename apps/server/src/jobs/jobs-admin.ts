// What operators do with jobs (the `npm run jobs` CLI): list them, retry failed ones, cancel queued ones.
import { JOB_SCHEMA } from './enqueue.ts';
import type { JobQueue } from './job-queue.ts';

export type JobListState = 'waiting' | 'scheduled' | 'active' | 'failed' | 'all';

export interface ListedJob {
  id: string;
  name: string;
  state: string;
  retryCount: number;
  retryLimit: number;
  startAfter: Date;
  createdOn: Date;
  key: string | null;
  reason: string | null;
}

const STATE_FILTERS: Record<JobListState, string> = {
  waiting: "state < 'active' AND start_after <= now()",
  scheduled: "state < 'active' AND start_after > now()",
  active: "state = 'active'",
  failed: "state = 'failed'",
  all: "state NOT IN ('completed', 'cancelled')",
};

export async function listJobs(
  queue: JobQueue,
  filter: { state: JobListState; name?: string; limit: number },
): Promise<ListedJob[]> {
  const { rows } = await queue.boss.getDb().executeSql(
    `SELECT id, name, state, retry_count, retry_limit, start_after, created_on, singleton_key, output->>'message' AS reason
     FROM ${JOB_SCHEMA}.job
     WHERE ${STATE_FILTERS[filter.state]} AND name NOT LIKE '\\_\\_pgboss%' AND ($1::text IS NULL OR name = $1)
     ORDER BY created_on DESC LIMIT $2`,
    [filter.name ?? null, filter.limit],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    state: row.state,
    retryCount: Number(row.retry_count),
    retryLimit: Number(row.retry_limit),
    startAfter: new Date(row.start_after),
    createdOn: new Date(row.created_on),
    key: row.singleton_key ?? null,
    reason: row.reason ?? null,
  }));
}

/** pg-boss 10 answers these commands with counts; its type declarations say void. */
type CommandResult = { affected: number };

async function jobNameOf(queue: JobQueue, id: string): Promise<string | null> {
  const { rows } = await queue.boss
    .getDb()
    .executeSql(`SELECT name FROM ${JOB_SCHEMA}.job WHERE id = $1::uuid`, [id]);
  return rows[0]?.name ?? null;
}

/** Sends failed jobs back to the queue (one by id, or every failed job of a name or of all names). */
export async function retryFailedJobs(
  queue: JobQueue,
  target: { id: string } | { name?: string },
): Promise<number> {
  const jobs =
    'id' in target
      ? [{ id: target.id, name: await jobNameOf(queue, target.id) }]
      : (
          await listJobs(queue, {
            state: 'failed',
            ...(target.name ? { name: target.name } : {}),
            limit: 10_000,
          })
        ).map((job) => ({ id: job.id, name: job.name }));
  let retried = 0;
  for (const job of jobs) {
    if (!job.name) continue;
    retried += ((await queue.boss.retry(job.name, job.id)) as unknown as CommandResult).affected;
  }
  return retried;
}

/** Cancels a job that has not finished; returns whether it was. */
export async function cancelJob(queue: JobQueue, id: string): Promise<boolean> {
  const name = await jobNameOf(queue, id);
  if (!name) return false;
  return ((await queue.boss.cancel(name, id)) as unknown as CommandResult).affected > 0;
}
