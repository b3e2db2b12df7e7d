// The job queue on the real database: transactional enqueue, delayed jobs, retries with backoff
// ending failed, cancelling by key, idempotency keys, cron schedules, dead workers, two instances,
// graceful stop and resume, and the health report.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForThisFile } from '#server-test/file-app.ts';
import { buildApp } from '../app.ts';
import { purgeAuditEventsJob } from '../modules/audit/audit-retention.ts';
import { billingCloseJob, spendCapAlertsJob } from '../modules/billing/billing.jobs.ts';
import { sweepExpiredDemoSandboxesJob } from '../modules/demo/demo.jobs.ts';
import { deleteExpiredRecordingsJob } from '../modules/interviews/recording-retention.ts';
import { stillInterestedChecksJob } from '../modules/reengagement/still-interested.job.ts';
import { cancelJobs, enqueueJob, JOB_SCHEMA } from './enqueue.ts';
import { defineJob } from './job-definition.ts';
import {
  analyzeEmbeddedDatabaseJob,
  cleanupExpiredAuthStateJob,
  recordMonthlyOpportunityUsageJob,
  remindOverdueOnboardingTasksJob,
  vacuumEmbeddedDatabaseJob,
} from './scheduled-jobs.ts';

const runs: { name: string; value: string; instance: string; at?: number }[] = [];
let failuresLeft = 0;
let gate: Promise<void> | undefined;

const recordJob = defineJob<{ value: string }>(
  'test-record',
  async (data, ctx) => {
    runs.push({ name: 'test-record', value: data.value, instance: String(ctx.config.PORT), at: Date.now() });
  },
  { pollingIntervalSeconds: 0.5 },
);
const flakyJob = defineJob<{ value: string }>(
  'test-flaky',
  async (data) => {
    runs.push({ name: 'test-flaky', value: data.value, instance: '' });
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('the provider is down');
    }
  },
  { retryLimit: 2, retryDelaySeconds: 30 },
);
const uniqueJob = defineJob<{ value: string }>('test-unique', async () => {}, { policy: 'short' });
const slowJob = defineJob<{ value: string }>(
  'test-slow',
  async (data) => {
    await gate;
    runs.push({ name: 'test-slow', value: data.value, instance: '' });
  },
  { pollingIntervalSeconds: 0.5 },
);
const testJobs = [recordJob, flakyJob, uniqueJob, slowJob];

const ctx = await appForThisFile({ jobs: { workers: false, extraDefinitions: testJobs } });
const db = ctx.database.db;

function ranValues(name: string) {
  return runs.filter((run) => run.name === name).map((run) => run.value);
}

async function jobRow(name: string, id: string) {
  const { rows } = await ctx.app.jobs.boss
    .getDb()
    .executeSql(
      `SELECT state, retry_count, output, start_after FROM ${JOB_SCHEMA}.job WHERE name = $1 AND id = $2`,
      [name, id],
    );
  return rows[0] as {
    state: string;
    retry_count: number;
    output: { message?: string } | null;
    start_after: Date;
  };
}

const hours = (n: number) => new Date(Date.now() + n * 60 * 60 * 1000);

describe('enqueueing inside a transaction', () => {
  it('runs a job whose transaction committed, and never one whose transaction rolled back', async () => {
    await db.transaction(async (tx) => {
      await enqueueJob(tx, recordJob, { value: 'committed' });
    });
    await db
      .transaction(async (tx) => {
        await enqueueJob(tx, recordJob, { value: 'rolled back' });
        throw new Error('the write failed');
      })
      .catch(() => {});
    await ctx.runJobs();
    expect(ranValues('test-record')).toContain('committed');
    expect(ranValues('test-record')).not.toContain('rolled back');
  });
});

describe('delayed jobs and the test clock', () => {
  it('runs a job only once its time has come', async () => {
    await enqueueJob(db, recordJob, { value: 'in an hour' }, { startAfter: hours(1) });
    await ctx.runJobs();
    expect(ranValues('test-record')).not.toContain('in an hour');
    await ctx.runJobs(hours(0.5));
    expect(ranValues('test-record')).not.toContain('in an hour');
    await ctx.runJobs(hours(1));
    expect(ranValues('test-record')).toContain('in an hour');
  });

  it('cancels the queued jobs of a key, leaving the others', async () => {
    await enqueueJob(
      db,
      recordJob,
      { value: 'old reminder 1' },
      { key: 'interview:7', startAfter: hours(2) },
    );
    await enqueueJob(
      db,
      recordJob,
      { value: 'old reminder 2' },
      { key: 'interview:7', startAfter: hours(3) },
    );
    await enqueueJob(
      db,
      recordJob,
      { value: 'other interview' },
      { key: 'interview:8', startAfter: hours(2) },
    );
    expect(await db.transaction((tx) => cancelJobs(tx, recordJob, 'interview:7'))).toBe(2);
    await ctx.runJobs(hours(4));
    expect(ranValues('test-record')).toContain('other interview');
    expect(ranValues('test-record')).not.toContain('old reminder 1');
    expect(ranValues('test-record')).not.toContain('old reminder 2');
  });

  it('keeps one queued job per idempotency key for a job with the short policy', async () => {
    const first = await enqueueJob(db, uniqueJob, { value: 'a' }, { key: 'company:1' });
    const second = await enqueueJob(db, uniqueJob, { value: 'b' }, { key: 'company:1' });
    const other = await enqueueJob(db, uniqueJob, { value: 'c' }, { key: 'company:2' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(other).toEqual(expect.any(String));
    await ctx.runJobs();
  });
});

describe('retries', () => {
  it('retries with a growing delay, then ends failed with the reason, and an operator retry runs it again', async () => {
    failuresLeft = 10;
    const id = (await enqueueJob(db, flakyJob, { value: 'flaky' })) as string;
    await ctx.runJobs();
    const afterFirst = await jobRow('test-flaky', id);
    expect(afterFirst.state).toBe('retry');
    // Exponential backoff with jitter: the first retry waits between 30 and 60 s.
    const delaySeconds = (new Date(afterFirst.start_after).getTime() - Date.now()) / 1000;
    expect(delaySeconds).toBeGreaterThan(25);
    expect(delaySeconds).toBeLessThan(61);

    await ctx.runJobs(hours(1));
    const failed = await jobRow('test-flaky', id);
    expect(failed.state).toBe('failed');
    expect(failed.retry_count).toBe(2);
    expect(failed.output?.message).toBe('the provider is down');
    expect(ranValues('test-flaky')).toHaveLength(3);

    const health = (await ctx.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health.jobs.failed).toBeGreaterThanOrEqual(1);

    failuresLeft = 0;
    await ctx.app.jobs.boss.retry('test-flaky', id);
    await ctx.runJobs();
    expect((await jobRow('test-flaky', id)).state).toBe('completed');
    expect(ranValues('test-flaky')).toHaveLength(4);
  });
});

describe('schedules', () => {
  it('registers the recurring jobs as cron schedules', async () => {
    const schedules = await ctx.app.jobs.boss.getSchedules();
    expect(schedules.map((schedule) => schedule.name).sort()).toEqual(
      [
        cleanupExpiredAuthStateJob.name,
        recordMonthlyOpportunityUsageJob.name,
        remindOverdueOnboardingTasksJob.name,
        vacuumEmbeddedDatabaseJob.name,
        analyzeEmbeddedDatabaseJob.name,
        spendCapAlertsJob.name,
        billingCloseJob.name,
        purgeAuditEventsJob.name,
        sweepExpiredDemoSandboxesJob.name,
        deleteExpiredRecordingsJob.name,
        stillInterestedChecksJob.name,
      ].sort(),
    );
  });

  it('runs each scheduled job when the clock passes its next tick', async () => {
    const completed = async () => {
      const { rows } = await ctx.app.jobs.boss
        .getDb()
        .executeSql(
          `SELECT name, count(*)::int AS n FROM ${JOB_SCHEMA}.job WHERE name = ANY($1::text[]) AND state = 'completed' GROUP BY name`,
          [[cleanupExpiredAuthStateJob.name, recordMonthlyOpportunityUsageJob.name]],
        );
      return Object.fromEntries(rows.map((row) => [row.name, row.n]));
    };
    const before = await completed();
    // Earlier tests moved the test clock up to 4 hours ahead; one tick of each falls before 10 hours.
    await ctx.runJobs(hours(10));
    const after = await completed();
    expect(after[cleanupExpiredAuthStateJob.name]).toBe((before[cleanupExpiredAuthStateJob.name] ?? 0) + 1);
    expect(after[recordMonthlyOpportunityUsageJob.name]).toBe(
      (before[recordMonthlyOpportunityUsageJob.name] ?? 0) + 1,
    );
  });
});

describe('a worker that died', () => {
  it('gets its job back once the attempt expires', async () => {
    const id = (await enqueueJob(db, recordJob, { value: 'orphaned' })) as string;
    // A worker takes the job and dies: the job stays active.
    const [fetched] = (await ctx.app.jobs.boss.fetch('test-record')) ?? [];
    expect(fetched?.id).toBe(id);
    await ctx.runJobs();
    expect(ranValues('test-record')).not.toContain('orphaned');
    // Its attempt passes expireInSeconds (300 s by default); maintenance hands it back.
    await db.execute(
      sql.raw(`UPDATE ${JOB_SCHEMA}.job SET started_on = now() - interval '10 minutes' WHERE id = '${id}'`),
    );
    await ctx.app.jobs.maintain();
    await ctx.runJobs(hours(1));
    expect(ranValues('test-record')).toContain('orphaned');
  });
});

describe('workers on every instance', () => {
  it('two instances on one database run each job exactly once, without runJobs', async () => {
    const instance = (port: string) =>
      buildApp({
        ...ctx.deps,
        config: { ...ctx.config, PORT: Number(port) },
        jobs: { schedules: false, extraDefinitions: testJobs },
      });
    const [first, second] = await Promise.all([instance('1'), instance('2')]);
    await Promise.all([first.ready(), second.ready()]);
    try {
      const values = Array.from({ length: 40 }, (_, index) => `shared ${index}`);
      for (const value of values) await enqueueJob(db, recordJob, { value });
      await expect
        .poll(() => values.filter((value) => ranValues('test-record').includes(value)).length, {
          timeout: 15_000,
        })
        .toBe(values.length);
      const shared = runs.filter((run) => run.value.startsWith('shared '));
      expect(shared).toHaveLength(values.length);
      expect(new Set(shared.map((run) => run.instance))).toEqual(new Set(['1', '2']));
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('starts a delayed job soon after its time, and a job no enqueue here announced', async () => {
    const app = await buildApp({ ...ctx.deps, jobs: { schedules: false, extraDefinitions: testJobs } });
    await app.ready();
    try {
      // The enqueue wakes the worker at once, too early: only the look for due jobs starts it later.
      const due = Date.now() + 1_500;
      await enqueueJob(db, recordJob, { value: 'due in 1.5 s' }, { startAfter: new Date(due) });
      // Sent by pg-boss itself, as another instance would: nothing in this process hears of it.
      const sentAt = Date.now();
      await ctx.app.jobs.boss.send(recordJob.name, { value: 'sent elsewhere' });
      const ranAt = (value: string) => runs.find((run) => run.value === value)?.at;
      // The look runs every 0.5 s; a worker left to its safety recheck would wait 30 s. The bound
      // leaves room for a loaded CI machine (bench/jobs.mjs measures the lateness itself).
      const soon = 2_500;
      await expect.poll(() => ranAt('sent elsewhere'), { timeout: 10_000 }).toBeDefined();
      expect(ranAt('sent elsewhere')! - sentAt).toBeLessThan(soon);
      await expect.poll(() => ranAt('due in 1.5 s'), { timeout: 10_000 }).toBeDefined();
      expect(ranAt('due in 1.5 s')!).toBeGreaterThanOrEqual(due);
      expect(ranAt('due in 1.5 s')! - due).toBeLessThan(soon);
    } finally {
      await app.close();
    }
  });

  it('a stop waits for the running job; jobs left queued run on the next start', async () => {
    const app = await buildApp({ ...ctx.deps, jobs: { schedules: false, extraDefinitions: testJobs } });
    await app.ready();
    let release: () => void = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    await enqueueJob(db, slowJob, { value: 'running at stop' });
    await expect.poll(async () => (await app.jobs.counts()).active, { timeout: 10_000 }).toBe(1);
    const closing = app.close();
    setTimeout(release, 200);
    await closing;
    expect(ranValues('test-slow')).toContain('running at stop');

    // Enqueued while no worker runs (the app above is closed, this file's app has none).
    await enqueueJob(db, slowJob, { value: 'queued while stopped' });
    const restarted = await buildApp({ ...ctx.deps, jobs: { schedules: false, extraDefinitions: testJobs } });
    await restarted.ready();
    try {
      await expect
        .poll(() => ranValues('test-slow').includes('queued while stopped'), { timeout: 10_000 })
        .toBe(true);
    } finally {
      await restarted.close();
    }
  });
});
