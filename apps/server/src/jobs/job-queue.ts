// The app's job queue: pg-boss on the app's database (on PGlite through its client, on PostgreSQL
// through a small pool of its own), the queues and cron schedules of every job definition, and a
// worker loop per job on every instance. pg-boss does the hard parts (SKIP LOCKED fetching, retries
// with backoff, expiry of attempts whose worker died, cron across instances, archiving); the loop
// here only fetches, runs the handler, and completes or fails each job, so that stopping can wait for
// running jobs and tests can run "everything due at T" without sleeping (docs/decisions/027). An
// idle loop sleeps until an enqueue on this instance or the instance's one look for due jobs wakes
// it (decision 143).
import PgBoss from 'pg-boss';
import { nextCronTick } from './cron.ts';
import { JOB_SCHEMA, onJobEnqueued } from './enqueue.ts';
import type { JobContext, JobDefinition } from './job-definition.ts';
import type { SqlExecutor } from './sql-executor.ts';
import { wakeableDelay } from './wakeable-delay.ts';

/** Where the queue reports failures (Fastify's logger fits). */
export interface JobLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export type JobConnection = { executor: SqlExecutor } | { connectionString: string };

export interface JobQueueOptions {
  connection: JobConnection;
  definitions: readonly JobDefinition<never>[];
  /** Built on first use: some of its parts (the broadcaster) exist only once the app is built. */
  context: () => JobContext;
  log: JobLog;
  /** Run worker loops (default true). Off, jobs run only through `runDue`. */
  workers?: boolean;
  /** Enqueue cron schedules (default true); tests turn it off and drive schedules with `runDue`. */
  schedules?: boolean;
}

export interface JobCounts {
  /** Due and not started (created or waiting for a retry). */
  waiting: number;
  /** Not due yet (delayed, or waiting out a retry delay). */
  scheduled: number;
  active: number;
  failed: number;
  /** Seconds the longest-waiting due job has waited; 0 when none waits. */
  oldestWaitingSeconds: number;
}

export interface JobQueue {
  readonly boss: PgBoss;
  start(): Promise<void>;
  /** Stops fetching, waits up to `timeoutMs` for running jobs, fails what is still running (retried at once on the next start). */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  /** Runs every job due at `at` (default now), including cron ticks up to `at` and retries falling due, until none is left. */
  runDue(options?: { at?: Date }): Promise<number>;
  /** pg-boss maintenance now: expires attempts past their `expireInSeconds`, archives, deletes. */
  maintain(): Promise<void>;
  counts(): Promise<JobCounts>;
}

interface FetchedJob {
  id: string;
  data: unknown;
  retryCount: number;
}

/** The queues among $1 with a due job (see watchDueQueues). */
const DUE_QUEUES_SQL = `SELECT q.name FROM ${JOB_SCHEMA}.queue q WHERE q.name = ANY($1::text[])
  AND EXISTS (SELECT 1 FROM ${JOB_SCHEMA}.job j WHERE j.name = q.name AND j.state < 'active' AND j.start_after <= now())`;

/**
 * The queue's statements (pg-boss's and ours) read and write its job table by queue name through
 * the same indexes whatever the values, so on the embedded database they may keep a generic plan:
 * planning one over the table's partition per queue took ~3–7 ms there, running it under 0.5 ms.
 */
export function isJobQueueStatement(text: string): boolean {
  return text.includes(`${JOB_SCHEMA}.`);
}

/** A drained worker looks again after this long even if nothing woke it (a missed wake costs at most this). */
const IDLE_RECHECK_MS = 30_000;

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { definitions, log } = options;
  const names = definitions.map((definition) => definition.name);
  /** The embedded database: the queue runs on the app's own (only) connection. */
  const sharesConnection = 'executor' in options.connection;
  const boss = new PgBoss({
    schema: JOB_SCHEMA,
    ...('executor' in options.connection
      ? { db: options.connection.executor }
      : { connectionString: options.connection.connectionString, max: 4, application_name: 'hireloop-jobs' }),
    schedule: options.schedules ?? true,
    supervise: true,
    maintenanceIntervalSeconds: 60,
    // Completed jobs move to the archive after an hour; failed ones stay in the queue a week, for
    // `npm run jobs -- list --failed` and retry. The archive is emptied after 7 days.
    archiveCompletedAfterSeconds: 60 * 60,
    archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
    deleteAfterDays: 7,
    cronMonitorIntervalSeconds: 30,
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'jobs: pg-boss error'));

  let context: JobContext | undefined;
  const contextOf = () => {
    context ??= options.context();
    return context;
  };
  const running = new Set<Promise<void>>();
  const inFlight = new Map<string, string>(); // job id → queue name
  const wakers = new Map<string, () => void>();
  const loops: Promise<void>[] = [];
  let stopWatching: (() => void) | undefined;
  let stopping = false;
  let started = false;
  let unsubscribe: (() => void) | undefined;
  /** Cron ticks up to this moment have been enqueued by `runDue`. */
  let clock = new Date();

  async function runJob(definition: JobDefinition<never>, job: FetchedJob): Promise<void> {
    inFlight.set(job.id, definition.name);
    try {
      await definition.handler(job.data as never, contextOf(), { id: job.id, retryCount: job.retryCount });
      await boss.complete(definition.name, job.id);
    } catch (error) {
      log.warn(
        { err: error, job: definition.name, jobId: job.id, retryCount: job.retryCount },
        'jobs: attempt failed',
      );
      await boss
        .fail(definition.name, job.id, errorOutput(error))
        .catch((failError: unknown) =>
          log.error({ err: failError, jobId: job.id }, 'jobs: could not record failure'),
        );
    } finally {
      inFlight.delete(job.id);
    }
  }

  /** Fetches up to `batchSize` due jobs and runs them; tracked from the fetch on, so `runDue` can wait for it. */
  function fetchAndRun(definition: JobDefinition<never>, batchSize: number): Promise<number> {
    const work = (async () => {
      const jobs = (await boss.fetch(definition.name, { batchSize, includeMetadata: true })) as unknown as
        | FetchedJob[]
        | null;
      if (!jobs?.length) return 0;
      await Promise.all(jobs.map((job) => runJob(definition, job)));
      return jobs.length;
    })();
    // Registered before the caller awaits `work`, so it is out of `running` when the caller resumes.
    const settle = () => {
      running.delete(tracked);
    };
    const tracked: Promise<void> = work.then(settle, settle);
    running.add(tracked);
    return work;
  }

  async function loop(definition: JobDefinition<never>) {
    const delay = wakeableDelay();
    wakers.set(definition.name, delay.wake);
    while (!stopping) {
      let ran = 0;
      try {
        ran = await fetchAndRun(definition, definition.options.batchSize);
      } catch (error) {
        if (!stopping) log.error({ err: error, job: definition.name }, 'jobs: fetch failed');
      }
      // A full batch may have left more behind: look again at once. Otherwise the queue is drained
      // until a wake (an enqueue here, or the watcher seeing a due job) or the safety recheck.
      if (ran < definition.options.batchSize && !stopping) await delay.wait(IDLE_RECHECK_MS);
    }
  }

  /**
   * One look for every queue instead of each worker polling its own: which queues have due jobs
   * (delayed jobs falling due, retries, jobs enqueued by other instances, attempts expired by
   * maintenance)? Their workers are woken. On the embedded database every statement runs in the
   * server's own thread, and 17 workers polling twice a second each cost ~1 ms a look (issue 15).
   */
  async function watchDueQueues() {
    const delay = wakeableDelay();
    stopWatching = delay.wake;
    const intervalMs =
      Math.min(...definitions.map((definition) => definition.options.pollingIntervalSeconds)) * 1000;
    while (!stopping) {
      await delay.wait(intervalMs);
      if (stopping) break;
      try {
        const { rows } = await execute(DUE_QUEUES_SQL, [names]);
        for (const row of rows) wakers.get(String(row.name))?.();
      } catch (error) {
        if (!stopping) log.error({ err: error }, 'jobs: looking for due jobs failed');
      }
    }
  }

  async function sendCronTicks(until: Date) {
    for (const definition of definitions) {
      const cron = definition.options.cron;
      if (!cron) continue;
      const tick = nextCronTick(cron, clock);
      if (tick && tick <= until) await boss.send(definition.name, {});
    }
    clock = until;
  }

  return {
    boss,

    async start() {
      if (started) return;
      await boss.start();
      for (const definition of definitions) {
        const queueOptions = {
          name: definition.name,
          policy: definition.options.policy,
          retryLimit: definition.options.retryLimit,
          retryDelay: definition.options.retryDelaySeconds,
          retryBackoff: definition.options.retryBackoff,
          expireInSeconds: definition.options.expireInSeconds,
        };
        await boss.createQueue(definition.name, queueOptions);
        await boss.updateQueue(definition.name, queueOptions);
      }
      const cronNames = new Set<string>();
      for (const definition of definitions) {
        if (!definition.options.cron) continue;
        cronNames.add(definition.name);
        await boss.schedule(definition.name, definition.options.cron, {}, { tz: 'UTC' });
      }
      for (const schedule of await boss.getSchedules()) {
        if (!cronNames.has(schedule.name)) await boss.unschedule(schedule.name);
      }
      started = true;
      clock = new Date();
      if (options.workers ?? true) {
        for (const definition of definitions) loops.push(loop(definition));
        loops.push(watchDueQueues());
        unsubscribe = onJobEnqueued((name) => {
          const wake = wakers.get(name);
          if (!wake) return;
          wake();
          // On PostgreSQL the enqueuing transaction runs on another connection and may not have
          // committed when the worker looks, so it looks once more shortly after. On the embedded
          // database the worker's fetch waits for that transaction to end (one connection), so the
          // first look sees the job.
          if (!sharesConnection) setTimeout(() => wakers.get(name)?.(), 30).unref();
        });
      }
    },

    async stop({ timeoutMs = 5_000 } = {}) {
      if (!started) return;
      started = false;
      stopping = true;
      unsubscribe?.();
      for (const wake of wakers.values()) wake();
      stopWatching?.();
      const deadline = new Promise<'timeout'>((resolve) =>
        setTimeout(() => resolve('timeout'), timeoutMs).unref(),
      );
      const outcome = await Promise.race([Promise.all(loops).then(() => 'drained' as const), deadline]);
      if (outcome === 'timeout' && inFlight.size > 0) {
        log.warn({ jobs: inFlight.size }, 'jobs: stopped with jobs still running; they will be retried');
        for (const [id, name] of inFlight) {
          await boss
            .fail(name, id, { message: 'the server stopped while the job was running' })
            .catch(() => {});
        }
      }
      await boss.stop({ graceful: false, close: true, wait: true });
    },

    async runDue({ at } = {}) {
      const target = at ?? new Date();
      let total = 0;
      let settleChecks = 0;
      // Bounded: a job that keeps enqueuing due jobs must not hang a test.
      for (let round = 0; round < 1000; round += 1) {
        await sendCronTicks(target > clock ? target : clock);
        if (at) {
          await execute(
            `UPDATE ${JOB_SCHEMA}.job SET start_after = now()
             WHERE name = ANY($1::text[]) AND state < 'active' AND start_after > now() AND start_after <= $2::timestamptz`,
            [names, target.toISOString()],
          );
        }
        let ran = 0;
        for (const definition of definitions) ran += await fetchAndRun(definition, 50);
        total += ran;
        if (ran > 0) {
          settleChecks = 0;
          continue;
        }
        // What this instance's workers are fetching or running now may be a due job (taken just
        // before our fetch): wait for exactly those, then look again. (Jobs active on other
        // instances belong to them, or to maintenance once they expire.)
        const busy = [...running];
        if (busy.length === 0) {
          // A worker woken by an enqueue starts its fetch a moment later, untracked until then, and
          // a job it just took is active: while the database still shows due or active jobs, look
          // again a few times before calling the queue settled (a few only: a job left active by a
          // crash stays so until maintenance expires it).
          if (settleChecks < 5 && (await dueOrActiveJobs()) > 0) {
            settleChecks += 1;
            await new Promise((resolve) => setTimeout(resolve, 20));
            continue;
          }
          return total;
        }
        await Promise.all(busy);
      }
      throw new Error('jobs: runDue did not settle after 1000 rounds');
    },

    async maintain() {
      await boss.maintain();
    },

    async counts() {
      const { rows } = await execute(
        `SELECT
           count(*) FILTER (WHERE state < 'active' AND start_after <= now())::int AS waiting,
           count(*) FILTER (WHERE state < 'active' AND start_after > now())::int AS scheduled,
           count(*) FILTER (WHERE state = 'active')::int AS active,
           count(*) FILTER (WHERE state = 'failed')::int AS failed,
           coalesce(extract(epoch FROM now() - min(start_after) FILTER (WHERE state < 'active' AND start_after <= now())), 0)::float8 AS oldest
         FROM ${JOB_SCHEMA}.job WHERE name = ANY($1::text[])`,
        [names],
      );
      const row = rows[0] ?? {};
      return {
        waiting: Number(row.waiting ?? 0),
        scheduled: Number(row.scheduled ?? 0),
        active: Number(row.active ?? 0),
        failed: Number(row.failed ?? 0),
        oldestWaitingSeconds: Math.round(Number(row.oldest ?? 0)),
      };
    },
  };

  async function dueOrActiveJobs(): Promise<number> {
    const { rows } = await execute(
      `SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.job
       WHERE name = ANY($1::text[]) AND (state = 'active' OR (state < 'active' AND start_after <= now()))`,
      [names],
    );
    return Number(rows[0]?.n ?? 0);
  }

  function execute(text: string, values: unknown[]) {
    return (boss.getDb() as unknown as SqlExecutor).executeSql(text, values);
  }
}

/** What the failed job keeps as its reason (pg-boss stores it as the job's output). */
function errorOutput(error: unknown): { message: string } {
  return { message: error instanceof Error ? error.message : String(error) };
}
