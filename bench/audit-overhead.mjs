#!/usr/bin/env node
// What the audit log costs a write (decision 107): one app in this process on demo data, a company
// admin's write endpoint measured with autocannon, alternating runs with the real audit writer and
// with a writer that drops the rows, so the machine's noise cancels out of the ratio.
//
//   node --import tsx bench/audit-overhead.mjs
// BENCH_DURATION (5) seconds per run, BENCH_CONNECTIONS (10), BENCH_ROUNDS (3), BENCH_PORT (0: any).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createMailer } from '../apps/server/src/adapters/mail/create-mailer.ts';
import { createDatabaseSmsSender } from '../apps/server/src/adapters/sms/sms-sender.ts';
import { createLocalFileStorage } from '../apps/server/src/adapters/storage/file-storage.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/seed/seed-demo-data.ts';
import { installJobQueues } from '../apps/server/src/jobs/register-jobs.ts';
import { createKeyring } from '../apps/server/src/lib/crypto.ts';
import { machineLoad, signIn } from './support.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-audit-bench-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PAYMENTS_GATEWAY: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  REQUEST_LOG: 'off',
});
const database = await openDatabase({ dataDir: config.dataDir });
await database.migrate();
await installJobQueues(database);
const keyring = createKeyring('bench-app-key-that-is-at-least-32-characters');
await seedDemoData(database.db, keyring);
const app = await buildApp({
  config,
  database,
  mailer: createMailer(config, database.db),
  sms: createDatabaseSmsSender(database.db),
  storage: createLocalFileStorage(path.join(dataDir, 'files')),
  keyring,
});
await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
const base = `http://127.0.0.1:${app.server.address().port}`;

const headers = await signIn(base, 'admin@hireloop.example', 'hireloop-demo');
const list = await (await fetch(`${base}/api/opportunities?per_page=1`, { headers })).json();
const opportunityId = list.data[0].id;

const realWriter = app.auditLog;
const droppingWriter = { record: async () => {}, flush: async () => {} };

async function run(label, writer) {
  app.auditLog = writer;
  const result = await autocannon({
    url: `${base}/api/opportunities/${opportunityId}`,
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Line Cook (bench)' }),
    connections,
    duration,
  });
  if (result.non2xx > 0) throw new Error(`${label}: ${result.non2xx} answers were not 2xx`);
  return result.requests.average;
}

console.log(`PUT /api/opportunities/:id, ${connections} connections, ${duration}s runs; ${machineLoad()}`);
// Warm-up (JIT, caches), not counted.
await run('warm-up', realWriter);
const ratios = [];
for (let round = 1; round <= rounds; round += 1) {
  const without = await run('without', droppingWriter);
  const withLog = await run('with', realWriter);
  const without2 = await run('without', droppingWriter);
  const ratio = withLog / ((without + without2) / 2);
  ratios.push(ratio);
  console.log(
    `round ${round}: without ${without.toFixed(0)} / ${without2.toFixed(0)} req/s, with audit ${withLog.toFixed(0)} req/s, ratio ${ratio.toFixed(3)}`,
  );
}
app.auditLog = realWriter;
const mean = ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length;
console.log(`mean ratio with/without the audit log: ${mean.toFixed(3)}`);
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
