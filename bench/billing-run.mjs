#!/usr/bin/env node
// The monthly billing run of issue 21: BENCH_ENTITIES (10,000) billable entities that each used
// BENCH_EVENTS_PER_ENTITY (100) invites last month, i.e. 1,000,000 usage events, every one with a
// card and address on file. Times one run of the billing close "as of" the first of this month:
// each period closed into an invoice (per-month seats recorded, events marked billed), charged
// through the built-in test gateway with idempotency keys, a receipt queued for each Company Admin.
//
// BENCH_CHARGE=0 times the close alone (the invoices stay `generating` for a later run to charge).
//
//   node --import tsx bench/billing-run.mjs                      embedded PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/hireloop_bench_billing node --import tsx bench/billing-run.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createPaymentGateway } from '../apps/server/src/adapters/payments/create-payment-gateway.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createJobQueue } from '../apps/server/src/jobs/job-queue.ts';
import { jobDefinitions } from '../apps/server/src/jobs/job-registry.ts';
import { pgliteExecutor } from '../apps/server/src/jobs/sql-executor.ts';
import { closeDueBatch } from '../apps/server/src/modules/billing/billing-close.service.ts';
import { runBillingCycle } from '../apps/server/src/modules/billing/billing-cycle.ts';
import { machineLoad, recreatePostgresDatabase } from './support.mjs';

const entities = Number(process.env.BENCH_ENTITIES ?? 10_000);
const eventsPerEntity = Number(process.env.BENCH_EVENTS_PER_ENTITY ?? 100);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const charge = process.env.BENCH_CHARGE !== '0';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-bench-billing-'));

if (databaseUrl) await recreatePostgresDatabase(databaseUrl);
const database = await openDatabase({ databaseUrl, dataDir });
await database.migrate();
const { db } = database;
// The queues must exist for the receipts the run enqueues; no workers deliver them meanwhile.
const queue = createJobQueue({
  connection: database.pglite
    ? { executor: pgliteExecutor(database.pglite) }
    : { connectionString: databaseUrl },
  definitions: jobDefinitions,
  context: () => ({}),
  log: { error: (details, message) => console.error(message, details), warn: () => {} },
  workers: false,
  schedules: false,
});
await queue.start();

const closeAt = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
const periodStart = new Date(Date.UTC(closeAt.getUTCFullYear(), closeAt.getUTCMonth() - 1, 1));
const seedStarted = performance.now();
await db.execute(
  sql`insert into companies (name) select 'Bench Co ' || g from generate_series(1, ${entities}) g`,
);
await db.execute(sql`insert into users (first_name, last_name, email, password_hash)
  select 'Bench', 'Admin ' || g, 'bench-admin-' || g || '@example.com', 'x' from generate_series(1, ${entities}) g`);
await db.execute(sql`insert into company_memberships (company_id, user_id, role)
  select c.id, u.id, 'Company Admin'
  from (select id, row_number() over (order by id) n from companies where name like 'Bench Co %') c
  join (select id, row_number() over (order by id) n from users where email like 'bench-admin-%') u using (n)`);
await db.execute(sql`insert into billable_entities (company_id, trial_ends_at, created_at)
  select id, ${periodStart.toISOString()}::timestamptz - interval '20 days', ${periodStart.toISOString()}::timestamptz - interval '34 days'
  from companies where name like 'Bench Co %'`);
await db.execute(sql`insert into test_gateway_cards (ref, brand, last4, exp_month, exp_year, behaviour)
  values ('tpm_bench', 'visa', '4242', 12, 2040, 'succeed')`);
await db.execute(sql`update billing_accounts set
  period_starts_at = ${periodStart.toISOString()}::timestamptz, next_close_at = ${closeAt.toISOString()}::timestamptz,
  gateway = 'test', customer_ref = 'tcus_bench', payment_method_ref = 'tpm_bench', card_brand = 'visa',
  card_last4 = '4242', card_exp_month = 12, card_exp_year = 2040,
  address = '{"name":"Bench Co","line1":"1 Main St","line2":null,"city":"Portland","region":"OR","postalCode":"97201","country":"US"}'::jsonb`);
const span = closeAt.getTime() - periodStart.getTime();
await db.execute(sql`insert into usage_events (company_id, item_name, period_month, created_at, detail)
  select c.id, 'Opportunity Invite', ${periodStart.toISOString().slice(0, 10)}::date,
    ${periodStart.toISOString()}::timestamptz + make_interval(secs => g * ${Math.floor(span / eventsPerEntity / 1000)}), '{}'::jsonb
  from companies c cross join generate_series(0, ${eventsPerEntity - 1}) g
  where c.name like 'Bench Co %'`);
await db.execute(sql`analyze`);
const [{ count }] = (await db.execute(sql`select count(*)::int as count from usage_events`)).rows;
console.log(
  `seeded ${entities} billable entities and ${count} usage events in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
);

const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
const gateway = createPaymentGateway(config, db);
const loadBefore = machineLoad();
const started = performance.now();
// CPU seconds of this process: on PGlite the database runs in it, so this is the run's own work,
// whatever the machine's other load (the wall time on a shared 2-core machine is mostly waiting).
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
const cpuStarted = cpuSeconds();
let closeSeconds = 0;
let closeCpuSeconds = 0;
let lastReport = 0;
const runAt = new Date(closeAt.getTime() + 60_000);
/** The close alone: what runBillingCycle does before it charges. */
async function closeOnly() {
  let invoices = 0;
  for (;;) {
    const batch = await closeDueBatch(db, runAt);
    if (batch.closed === 0) return { invoices, charged: 0 };
    invoices += batch.invoices;
    closeSeconds = (performance.now() - started) / 1000;
    closeCpuSeconds = cpuSeconds() - cpuStarted;
    console.log(`${closeSeconds.toFixed(1)} s`, JSON.stringify({ phase: 'close', invoices }));
  }
}
const result = charge
  ? await runBillingCycle({ db, gateway, appUrl: 'http://localhost:3000' }, runAt, undefined, (progress) => {
      const elapsed = (performance.now() - started) / 1000;
      if (progress.phase === 'close') {
        closeSeconds = elapsed;
        closeCpuSeconds = cpuSeconds() - cpuStarted;
      }
      if (progress.phase === 'close' || elapsed - lastReport >= 10) {
        lastReport = elapsed;
        console.log(`${elapsed.toFixed(1)} s`, JSON.stringify(progress));
      }
    })
  : await closeOnly();
const seconds = (performance.now() - started) / 1000;
const cpu = cpuSeconds() - cpuStarted;
const [summary] = (
  await db.execute(sql`select count(*)::int as invoices, count(*) filter (where status = 'paid')::int as paid,
    sum(total_cents)::bigint as total_cents from invoices`)
).rows;
const [billed] = (
  await db.execute(sql`select count(*)::int as billed from usage_events where invoice_id is not null`)
).rows;
console.log(
  JSON.stringify(
    {
      database: databaseUrl ? 'postgres' : 'pglite',
      seconds: Number(seconds.toFixed(1)),
      closeSeconds: Number(closeSeconds.toFixed(1)),
      chargeSeconds: Number((seconds - closeSeconds).toFixed(1)),
      // The bench process's CPU (with PGlite: the database's too).
      closeCpuSeconds: Number(closeCpuSeconds.toFixed(1)),
      chargeCpuSeconds: Number((cpu - closeCpuSeconds).toFixed(1)),
      ...result,
      ...summary,
      billedEvents: billed.billed,
      loadBefore,
      loadAfter: machineLoad(),
    },
    null,
    2,
  ),
);
await queue.stop();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
