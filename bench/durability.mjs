#!/usr/bin/env node
// No lost acknowledged write: writers keep adding notes to a demo application through the real
// server, the server is killed outright (`kill -9`) in the middle, started again on the same data,
// the writers carry on, and at the end the server is killed outright once more. Then the database
// is opened directly and every note the server answered 201 for must be there.
//
//   node bench/durability.mjs                          embedded PGlite, fresh data folder
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/hireloop_bench_durability node bench/durability.mjs
//                                                      PostgreSQL (that database is recreated)
// BENCH_DURATION (20) seconds of writing, BENCH_WRITERS (20) concurrent writers, BENCH_DATA_DIR
// (a fresh temporary folder by default). Exits with 1 when an acknowledged write is missing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { machineLoad, recreatePostgresDatabase, root } from './support.mjs';

// The trial is TypeScript, shared with test/durability.test.ts.
register();
const { checkAcknowledged, killableServer, runDurabilityTrial } = await import(
  '../apps/server/test/durability-trial.ts'
);
const { deliverAndCheckOutbox } = await import('../apps/server/test/outbox-durability.ts');

const duration = Number(process.env.BENCH_DURATION ?? 20) * 1000;
const writers = Number(process.env.BENCH_WRITERS ?? 20);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const dataDir =
  process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-bench-durability-'));

if (databaseUrl) await recreatePostgresDatabase(databaseUrl);
console.info(
  `durability: ${writers} writers for ${duration / 1000} s, kill -9 at half time and at the end, on ${
    databaseUrl ? 'PostgreSQL' : `embedded PGlite (${dataDir})`
  }; ${machineLoad()}`,
);

const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  NODE_ENV: 'production',
  PAYMENTS_GATEWAY: 'test',
  LOG_LEVEL: 'warn',
};
const start = killableServer({ cwd: root, env });
const trial = await runDurabilityTrial({ start, writers, durationMs: duration });
const check = await checkAcknowledged({ dataDir, databaseUrl, trial });
// The outbox: each committed invitation's mail delivered exactly once after the crashes, none else.
const outbox = await deliverAndCheckOutbox({ dataDir, databaseUrl, trial });
const outboxFaults = [
  ...outbox.acknowledgedMissing.map((email) => `answered but not committed: ${email}`),
  ...outbox.undelivered.map((email) => `committed, mail not delivered: ${email}`),
  ...outbox.duplicated.map((email) => `mail delivered or queued twice: ${email}`),
  ...outbox.withoutWrite.map((email) => `mail without a committed invitation: ${email}`),
  ...(outbox.notCompleted > 0 ? [`${outbox.notCompleted} mail jobs not completed`] : []),
];

console.info(
  [
    `acknowledged before the first kill: ${trial.beforeKill.toLocaleString('en')} (${Math.round(
      trial.beforeKill / (trial.killedAtMs / 1000),
    ).toLocaleString('en')}/s)`,
    `acknowledged after the restart:     ${(trial.acknowledged.length - trial.beforeKill).toLocaleString('en')}`,
    `failed or cut off (never answered): ${trial.failures.toLocaleString('en')}`,
    `answered other than 201:           ${trial.unexpected.length}${trial.unexpected[0] ? ` (${trial.unexpected[0]})` : ''}`,
    `restart after kill -9 took:         ${(trial.restartMs / 1000).toFixed(1)} s`,
    `present after the final kill -9:    ${check.present.toLocaleString('en')} of ${trial.acknowledged.length.toLocaleString('en')}`,
    `invitations answered / committed:   ${trial.invited.length} / ${outbox.committed}, each mailed once: ${outboxFaults.length === 0 ? 'yes' : 'NO'}`,
  ].join('\n'),
);
if (!databaseUrl && !process.env.BENCH_DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
for (const fault of outboxFaults.slice(0, 10)) console.error(`OUTBOX: ${fault}`);
if (check.missing.length > 0 || trial.unexpected.length > 0 || outboxFaults.length > 0) {
  if (check.missing.length > 0)
    console.error(
      `LOST ${check.missing.length} acknowledged writes, e.g. note ids ${check.missing.slice(0, 10).join(', ')}`,
    );
  process.exit(1);
}
