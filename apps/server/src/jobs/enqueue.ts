// The API domain code uses: put a job in the queue inside the caller's transaction, so it exists
// exactly when the write that caused it commits (rolled back ⇒ no job). Also cancelling queued jobs
// by key (a rescheduled interview cancels its old reminders).
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { JobDefinition } from './job-definition.ts';
import { drizzleExecutor } from './sql-executor.ts';

export const JOB_SCHEMA = 'pgboss';

export interface EnqueueOptions {
  /**
   * A key of your choosing (e.g. `interview:42`). `cancelJobs` finds jobs by it, and for a job
   * defined with policy `short`/`singleton`/`stately` it is the idempotency key.
   */
  key?: string;
  /** Do not start before this moment (a delayed job). */
  startAfter?: Date;
}

/**
 * pg-boss builds its SQL from its configuration only; sending through `{ db }` never touches its own
 * connection. One instance that is never started serves every enqueue of the process.
 */
const sender = new PgBoss({
  schema: JOB_SCHEMA,
  db: {
    executeSql: () => Promise.reject(new Error('jobs: enqueue needs a transaction or database')),
  },
  schedule: false,
  supervise: false,
  migrate: false,
});

type WakeListener = (name: string) => void;
const wakeListeners = new Set<WakeListener>();

/** Running queues of this process hear about new jobs, so an idle worker need not wait for its poll. */
export function onJobEnqueued(listener: WakeListener): () => void {
  wakeListeners.add(listener);
  return () => wakeListeners.delete(listener);
}

/**
 * Inserts a job with `tx` (a transaction, or the database for a write of its own). Returns the job
 * id, or null when the job's policy refused a second job with the same key.
 */
export async function enqueueJob<Data extends object>(
  tx: Database,
  job: JobDefinition<Data>,
  data: Data,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const id = await sender.send(job.name, data, {
    db: drizzleExecutor(tx),
    ...(options.key !== undefined ? { singletonKey: options.key } : {}),
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
  });
  // pg-boss inserts nothing (and answers null) for a queue that does not exist: say so instead of
  // losing the job. With the standard policy nothing else makes it answer null.
  if (id === null && job.options.policy === 'standard') {
    throw new Error(`jobs: no queue "${job.name}"; add the job to jobs/job-registry.ts`);
  }
  for (const listener of wakeListeners) listener(job.name);
  return id;
}

/**
 * Inserts many jobs of one kind with `tx` in one statement (a billing run's thousand receipts), with
 * the queue's own retry and expiry settings, like `enqueueJob` without a key.
 */
export async function enqueueJobs<Data extends object>(
  tx: Database,
  job: JobDefinition<Data>,
  data: readonly Data[],
): Promise<void> {
  if (data.length === 0) return;
  const executor = drizzleExecutor(tx);
  // pg-boss inserts rows joined to their queue and answers nothing: check the queue first.
  const { rows } = await executor.executeSql(`SELECT 1 FROM ${JOB_SCHEMA}.queue WHERE name = $1`, [job.name]);
  if (rows.length === 0) throw new Error(`jobs: no queue "${job.name}"; add the job to jobs/job-registry.ts`);
  await sender.insert(
    data.map((item) => ({ name: job.name, data: item })),
    { db: executor },
  );
  for (const listener of wakeListeners) listener(job.name);
}

/** Cancels the jobs with this key that have not started yet; returns how many. */
export async function cancelJobs(tx: Database, job: JobDefinition<never>, key: string): Promise<number> {
  const { rows } = await drizzleExecutor(tx).executeSql(
    `UPDATE ${JOB_SCHEMA}.job SET state = 'cancelled', completed_on = now()
     WHERE name = $1 AND singleton_key = $2 AND state < 'active'
     RETURNING id`,
    [job.name, key],
  );
  return rows.length;
}
