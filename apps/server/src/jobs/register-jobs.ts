// Plugs the job queue into the app: `app.jobs`, started when the app is ready (after migrations,
// so every instance resumes the jobs left by a stop or a crash) and stopped when it closes, after
// in-flight requests (which may enqueue) and before the broadcaster and the database close.
import { allowPlanReuseWhere } from '../db/pglite-statements.ts';
import type { App, AppDeps } from '../http/types.ts';
import { createJobQueue, isJobQueueStatement, type JobConnection, type JobQueue } from './job-queue.ts';
import { jobDefinitions } from './job-registry.ts';
import { pgliteExecutor } from './sql-executor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** How long a stop waits for running jobs before failing them (they are retried on the next start). */
export const JOB_DRAIN_TIMEOUT_MS = 5_000;

function connectionOf(deps: Pick<AppDeps, 'database'>): JobConnection {
  const { database } = deps;
  if (database.pglite) {
    allowPlanReuseWhere(database.pglite, isJobQueueStatement);
    return { executor: pgliteExecutor(database.pglite) };
  }
  if (database.url) return { connectionString: database.url };
  throw new Error('jobs: the database handle has neither a PGlite client nor a connection string');
}

/**
 * Creates pg-boss' schema and the queues and schedules of every registered job, without starting
 * workers: run right after migrations, so that anything enqueued before the app is ready (the demo
 * seed, a test template) has its queue. Idempotent.
 */
export async function installJobQueues(database: AppDeps['database']): Promise<void> {
  const queue = createJobQueue({
    connection: connectionOf({ database }),
    definitions: jobDefinitions,
    context: () => {
      throw new Error('installing queues runs no jobs');
    },
    log: { error: (details, message) => console.error(message, details), warn: () => {} },
    workers: false,
    schedules: false,
  });
  await queue.start();
  await queue.stop({ timeoutMs: 1_000 });
}

export function registerJobs(app: App, deps: AppDeps): JobQueue {
  const settings = deps.jobs ?? {};
  const log = app.log.child({ module: 'jobs' });
  const queue = createJobQueue({
    connection: connectionOf(deps),
    definitions: [...jobDefinitions, ...(settings.extraDefinitions ?? [])],
    context: () => ({
      db: deps.database.db,
      config: deps.config,
      mailer: deps.mailer,
      sms: deps.sms,
      // Looked up on each publish: the realtime module may replace its broadcaster (tests do).
      broadcaster: {
        get driver() {
          return app.realtime.broadcaster.driver;
        },
        publish: (channels, event, data, exceptSocketId) =>
          app.realtime.broadcaster.publish(channels, event, data, exceptSocketId),
        close: async () => {},
      },
      keyring: deps.keyring,
      storage: deps.storage,
      log,
    }),
    log,
    ...(settings.workers !== undefined ? { workers: settings.workers } : {}),
    ...(settings.schedules !== undefined ? { schedules: settings.schedules } : {}),
  });
  app.decorate('jobs', queue);
  app.addHook('onReady', async () => {
    await queue.start();
  });
  app.addHook('onClose', async () => {
    await queue.stop({ timeoutMs: settings.drainTimeoutMs ?? JOB_DRAIN_TIMEOUT_MS });
  });
  return queue;
}
