// npm run jobs -- list [--failed|--waiting|--scheduled|--active] [--queue NAME] [--limit N]
// npm run jobs -- retry ID | --failed [--queue NAME]
// npm run jobs -- cancel ID
// Reads the same configuration as the server (DATABASE_URL, DATA_DIR). The embedded database is
// single-process: stop the server before using the CLI on it.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createJobQueue } from './job-queue.ts';
import { jobDefinitions } from './job-registry.ts';
import { cancelJob, type JobListState, listJobs, retryFailedJobs } from './jobs-admin.ts';
import { pgliteExecutor } from './sql-executor.ts';

const USAGE = `Usage:
  npm run jobs -- list [--failed|--waiting|--scheduled|--active] [--queue NAME] [--limit N]
  npm run jobs -- retry ID
  npm run jobs -- retry --failed [--queue NAME]
  npm run jobs -- cancel ID`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      failed: { type: 'boolean' },
      waiting: { type: 'boolean' },
      scheduled: { type: 'boolean' },
      active: { type: 'boolean' },
      queue: { type: 'string' },
      limit: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, id] = positionals;
  if (values.help || !command || !['list', 'retry', 'cancel'].includes(command)) {
    console.info(USAGE);
    return values.help ? 0 : 1;
  }
  if (command === 'cancel' && !id) {
    console.error(USAGE);
    return 1;
  }
  if (command === 'retry' && !id && !values.failed) {
    console.error(USAGE);
    return 1;
  }

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const queue = createJobQueue({
    connection: database.pglite
      ? { executor: pgliteExecutor(database.pglite) }
      : { connectionString: database.url as string },
    definitions: jobDefinitions,
    context: () => {
      throw new Error('the CLI runs no jobs');
    },
    log: { error: (details, message) => console.error(message, details), warn: () => {} },
    workers: false,
    schedules: false,
  });
  try {
    await queue.start();
    if (command === 'list') {
      const state: JobListState = values.failed
        ? 'failed'
        : values.waiting
          ? 'waiting'
          : values.scheduled
            ? 'scheduled'
            : values.active
              ? 'active'
              : 'all';
      const counts = await queue.counts();
      console.info(
        `waiting ${counts.waiting} · scheduled ${counts.scheduled} · active ${counts.active} · failed ${counts.failed} · oldest waiting ${counts.oldestWaitingSeconds}s`,
      );
      const jobs = await listJobs(queue, {
        state,
        ...(values.queue ? { name: values.queue } : {}),
        limit: Number(values.limit ?? 50),
      });
      for (const job of jobs) {
        console.info(
          [
            job.id,
            job.name.padEnd(34),
            job.state.padEnd(9),
            `try ${job.retryCount}/${job.retryLimit}`,
            `starts ${job.startAfter.toISOString()}`,
            job.key ? `key ${job.key}` : '',
            job.reason ? `— ${job.reason}` : '',
          ]
            .filter(Boolean)
            .join('  '),
        );
      }
      if (jobs.length === 0) console.info('No jobs.');
    } else if (command === 'retry') {
      const retried = await retryFailedJobs(queue, id ? { id } : values.queue ? { name: values.queue } : {});
      console.info(`${retried} job(s) sent back to the queue.`);
      if (retried === 0) return 1;
    } else {
      const cancelled = await cancelJob(queue, id as string);
      console.info(cancelled ? 'Cancelled.' : 'No such job, or it has already finished.');
      if (!cancelled) return 1;
    }
    return 0;
  } finally {
    await queue.stop({ timeoutMs: 1_000 });
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
