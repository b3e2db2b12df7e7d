// What a job is: a name (its pg-boss queue), a handler and how it retries. Modules define their jobs
// with `defineJob` next to the code they belong to; `job-registry.ts` lists them all, and the app's
// queue (job-queue.ts) creates their queues, schedules and workers at start.
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../adapters/mail/mailer.ts';
import type { SmsSender } from '../adapters/sms/sms-sender.ts';
import type { FileStorage } from '../adapters/storage/file-storage.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Keyring } from '../lib/crypto.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';

/**
 * pg-boss queue policies. `standard`: any number of jobs. `short`: at most one queued (not yet
 * started) job per key, so enqueueing the same key again is a no-op. `singleton`: at most one active
 * job per key. `stately`: at most one queued and one active job per key.
 */
export type JobPolicy = 'standard' | 'short' | 'singleton' | 'stately';

export interface JobOptions {
  /** Retries after the first attempt before the job ends `failed` (kept for inspection). Default 5. */
  retryLimit?: number;
  /** Seconds before the first retry; each later retry waits about twice as long. Default 10. */
  retryDelaySeconds?: number;
  /** Exponential backoff (with jitter) between retries. Default true. */
  retryBackoff?: boolean;
  /**
   * An attempt still running after this long is failed and retried: that is how a job whose worker
   * died (crash, kill -9, lost instance) is picked up again. Default 300.
   */
  expireInSeconds?: number;
  /** Default `standard`. */
  policy?: JobPolicy;
  /** Jobs one worker fetches and runs at once on each instance. Default 4. */
  batchSize?: number;
  /** How often an idle worker looks for due jobs (enqueues on this instance also wake it); bounds how late a delayed job starts. Default 0.5. */
  pollingIntervalSeconds?: number;
  /** A cron expression (UTC): the job is also enqueued on this schedule, once across all instances. */
  cron?: string;
}

/** What a handler gets besides its data. */
export interface JobContext {
  db: Database;
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
  /** Awaited publishing (the worker waits for delivery, unlike requests). */
  broadcaster: Broadcaster;
  keyring: Keyring;
  /** Stored files (an import's rows). */
  storage: FileStorage;
  log: FastifyBaseLogger;
}

export interface JobRun {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

export type JobHandler<Data> = (data: Data, ctx: JobContext, run: JobRun) => Promise<void>;

export interface JobDefinition<Data = unknown> {
  readonly name: string;
  readonly handler: JobHandler<Data>;
  readonly options: Required<Omit<JobOptions, 'cron'>> & Pick<JobOptions, 'cron'>;
}

const JOB_NAME = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/;

export function defineJob<Data extends object>(
  name: string,
  handler: JobHandler<Data>,
  options: JobOptions = {},
): JobDefinition<Data> {
  if (!JOB_NAME.test(name)) throw new Error(`jobs: "${name}" is not a valid job name`);
  return {
    name,
    handler,
    options: {
      retryLimit: options.retryLimit ?? 5,
      retryDelaySeconds: options.retryDelaySeconds ?? 10,
      retryBackoff: options.retryBackoff ?? true,
      expireInSeconds: options.expireInSeconds ?? 300,
      policy: options.policy ?? 'standard',
      batchSize: options.batchSize ?? 4,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5,
      ...(options.cron ? { cron: options.cron } : {}),
    },
  };
}

export interface JobSettings {
  /** Run worker loops on this instance (default true). */
  workers?: boolean;
  /** Let pg-boss enqueue cron schedules (default true; tests drive them with `runDue`). */
  schedules?: boolean;
  /** How long a stop waits for running jobs (default JOB_DRAIN_TIMEOUT_MS). */
  drainTimeoutMs?: number;
  /** More jobs than the registry's (tests and benchmarks). */
  extraDefinitions?: readonly JobDefinition<never>[];
}
