#!/usr/bin/env node
// The job queue on each database, in-process, with the app's own queue code (pg-boss 10):
//   1. light load: 300 no-op jobs enqueued 20 ms apart → enqueue-to-start latency p50/p95;
//   2. 10,000 no-op jobs enqueued one by one as fast as possible while the workers run →
//      jobs per second (first enqueue to last completion) and enqueue-to-start latency p50/p95;
//   3. 20 jobs scheduled for T (2–4 s ahead) → how late after T each started (must be < 1 s).
//   node --import tsx bench/jobs.mjs              (embedded PGlite in a temporary folder)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_jobs node --import tsx bench/jobs.mjs
//   BENCH_JOBS=2000 to run fewer jobs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { enqueueJob } from '../apps/server/src/jobs/enqueue.ts';
import { defineJob } from '../apps/server/src/jobs/job-definition.ts';
import { createJobQueue } from '../apps/server/src/jobs/job-queue.ts';
import { pgliteExecutor } from '../apps/server/src/jobs/sql-executor.ts';
import { machineLoad, percentile, recreatePostgresDatabase } from './support.mjs';

const total = Number(process.env.BENCH_JOBS ?? 10_000);
const databaseUrl = process.env.BENCH_DATABASE_URL;

const started = new Map(); // job value → ms when its handler started
const noop = defineJob(
  'bench-noop',
  async ({ n }) => {
    started.set(n, performance.now());
  },
  { batchSize: 16 },
);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-bench-jobs-'));
if (databaseUrl) await recreatePostgresDatabase(databaseUrl);
const database = await openDatabase({ databaseUrl, dataDir });
const queue = createJobQueue({
  connection: database.pglite
    ? { executor: pgliteExecutor(database.pglite) }
    : { connectionString: databaseUrl },
  definitions: [noop],
  context: () => ({}),
  log: { error: (details, message) => console.error(message, details), warn: () => {} },
  schedules: false,
});
await queue.start();

function stats(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
}

async function waitForAll(values, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (values.some((n) => !started.has(n))) {
    if (Date.now() > deadline)
      throw new Error(`only ${values.filter((n) => started.has(n)).length} of ${values.length} jobs started`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

let next = 0;
const enqueuedAt = new Map();
async function enqueue(options) {
  const n = next++;
  enqueuedAt.set(n, performance.now());
  await enqueueJob(database.db, noop, { n }, options);
  return n;
}

// 1. Light load.
const light = [];
for (let i = 0; i < 300; i += 1) {
  light.push(await enqueue());
  await new Promise((resolve) => setTimeout(resolve, 20));
}
await waitForAll(light, 30_000);
const lightLatency = stats(light.map((n) => started.get(n) - enqueuedAt.get(n)));

// 2. Throughput.
const burst = [];
const burstStart = performance.now();
for (let i = 0; i < total; i += 1) burst.push(await enqueue());
const enqueuedIn = performance.now() - burstStart;
await waitForAll(burst, 600_000);
const burstEnd = Math.max(...burst.map((n) => started.get(n)));
const burstLatency = stats(burst.map((n) => started.get(n) - enqueuedAt.get(n)));

// 3. Scheduled for T.
const scheduled = [];
const dueAt = new Map();
for (let i = 0; i < 20; i += 1) {
  const at = Date.now() + 2_000 + i * 100;
  const n = await enqueue({ startAfter: new Date(at) });
  dueAt.set(n, at - Date.now() + performance.now());
  scheduled.push(n);
}
await waitForAll(scheduled, 30_000);
const lateness = stats(scheduled.map((n) => started.get(n) - dueAt.get(n)));

await queue.stop();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const ms = (value) => `${value.toFixed(1)} ms`;
console.info(
  `Job queue on ${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'} (${machineLoad()})`,
);
console.info(
  `  light load (300 jobs, 20 ms apart): enqueue→start p50 ${ms(lightLatency.p50)}, p95 ${ms(lightLatency.p95)}`,
);
console.info(
  `  ${total} no-op jobs: ${Math.round((total / (burstEnd - burstStart)) * 1000)} jobs/s (enqueued in ${ms(enqueuedIn)}), enqueue→start p50 ${ms(burstLatency.p50)}, p95 ${ms(burstLatency.p95)}`,
);
console.info(
  `  20 jobs scheduled for T: started after T by p50 ${ms(lateness.p50)}, max ${ms(lateness.max)}`,
);
process.exit(0);
