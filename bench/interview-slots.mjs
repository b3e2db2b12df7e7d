#!/usr/bin/env node
// The free-slot search of issue 18: 5 interviewers over 14 days in a company that already has
// 10,000 interviews. Seeds the demo data plus a fifth interviewer and 10,000 interviews of Northwind
// Bakery (spread over 120 days around today, 1–3 interviewers each, most scheduled), starts the
// real server on it, signs the demo recruiter in and keeps CONNECTIONS slot searches in flight for
// DURATION seconds; prints p50/p95/p99 and requests per second.
//
//   node --import tsx bench/interview-slots.mjs                          embedded PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/hireloop_bench_slots node --import tsx bench/interview-slots.mjs
//
// BENCH_DURATION (10) seconds, BENCH_CONNECTIONS (20), BENCH_INTERVIEWS (10000).
// BENCH_CPU_PROF=<folder> runs the server with `--cpu-prof` and leaves its .cpuprofile there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/seed/seed-demo-data.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import {
  cpuMs,
  machineLoad,
  percentile,
  recreatePostgresDatabase,
  signIn,
  startHelloWorld,
  startServer,
} from './support.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const interviewCount = Number(process.env.BENCH_INTERVIEWS ?? 10_000);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-bench-slots-'));

if (databaseUrl) await recreatePostgresDatabase(databaseUrl);
const database = await openDatabase({ databaseUrl, dataDir });
await database.migrate();
const { db } = database;
await seedDemoData(db);
const rows = async (query) => (await db.execute(query)).rows;

const [company] = await rows(sql`select id from companies where name = 'Northwind Bakery'`);
// A fifth interviewer beside the Company Admin, Manager, Recruiter and Team Member.
const [fifth] =
  await rows(sql`insert into users (first_name, last_name, email, email_verified_at, password_hash)
  values ('Fifth', 'Interviewer', 'fifth@hireloop.example', now(), ${await hashPassword('hireloop-demo')}) returning id`);
await db.execute(
  sql`insert into company_memberships (company_id, user_id, role) values (${company.id}, ${fifth.id}, 'Team Member')`,
);
const interviewers = (
  await rows(
    sql`select user_id from company_memberships where company_id = ${company.id} order by user_id limit 5`,
  )
).map((row) => Number(row.user_id));
const [application] = await rows(
  sql`select id, opportunity_id, candidate_user_id from applications where company_id = ${company.id} limit 1`,
);

// 10,000 interviews on the hour between 60 days ago and 60 days ahead; 80 % scheduled.
await db.execute(sql`
  insert into interviews (company_id, application_id, opportunity_id, candidate_user_id, status, location,
    start_time, end_time, duration_minutes, timezone)
  select ${company.id}, ${application.id}, ${application.opportunity_id}, ${application.candidate_user_id},
    case when n % 5 = 0 then 'cancelled' else 'scheduled' end, 'web_conference',
    date_trunc('hour', now()) + ((n % 2880) - 1440) * interval '1 hour',
    date_trunc('hour', now()) + ((n % 2880) - 1440) * interval '1 hour' + interval '30 minutes', 30, 'UTC'
  from generate_series(1, ${interviewCount}) as n`);
await db.execute(sql`
  insert into interview_interviewers (interview_id, user_id, company_id, busy, start_time, end_time)
  select i.id, (${sql.raw(`array[${interviewers.join(',')}]`)})[1 + ((i.id + k) % 5)], i.company_id,
    i.status = 'scheduled', i.start_time, i.end_time
  from interviews i cross join generate_series(0, 2) as k
  where i.company_id = ${company.id} and k <= i.id % 3
  on conflict do nothing`);
const [{ count }] = await rows(
  sql`select count(*)::int as count from interviews where company_id = ${company.id}`,
);
await database.close();
console.info(
  `${count.toLocaleString('en-US')} interviews of Northwind Bakery, ${interviewers.length} interviewers`,
);

/**
 * A module the server imports first that profiles it until it exits (Node 20 refuses `--cpu-prof`
 * in NODE_OPTIONS); the profile opens in Chrome DevTools or speedscope.
 */
function profilerPreload() {
  const folder = path.resolve(process.env.BENCH_CPU_PROF);
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(dataDir, 'cpu-profile.mjs');
  fs.writeFileSync(
    file,
    `import fs from 'node:fs';
import inspector from 'node:inspector';
const session = new inspector.Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 200 });
session.post('Profiler.start');
process.on('exit', () => {
  session.post('Profiler.stop', (error, result) => {
    if (!error) fs.writeFileSync(${JSON.stringify(folder)} + '/server-' + process.pid + '.cpuprofile', JSON.stringify(result.profile));
  });
});
`,
  );
  return file;
}

const server = await startServer({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  SEED: 'false',
  LOG_LEVEL: 'warn',
  ...(process.env.BENCH_CPU_PROF ? { NODE_OPTIONS: `--import=${profilerPreload()}` } : {}),
});
try {
  const headers = await signIn(server.base, 'recruiter@hireloop.example', 'hireloop-demo');
  // Act as Northwind Bakery, as the company switcher does.
  const chosen = await fetch(`${server.base}/api/companies/set/${company.id}`, { method: 'PUT', headers });
  if (chosen.status !== 200) throw new Error(`switching to the company failed: ${chosen.status}`);
  const ids = interviewers.map((id) => `interviewer_ids[]=${id}`).join('&');
  const url = `${server.base}/api/interviews/slots?${ids}&duration_minutes=60`;
  const first = await fetch(url, { headers });
  if (first.status !== 200) throw new Error(`slot search failed: ${first.status} ${await first.text()}`);
  console.info(`${(await first.json()).data.length} free slots in the next 14 days`);

  /** CONNECTIONS requests in flight for DURATION seconds; latency measured per request. */
  const measure = async (target, requestHeaders) => {
    const latencies = [];
    let failures = 0;
    const stopAt = Date.now() + duration * 1000;
    const worker = async () => {
      while (Date.now() < stopAt) {
        const started = performance.now();
        const response = await fetch(target, { headers: requestHeaders });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (response.status !== 200) failures++;
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
    latencies.sort((a, b) => a - b);
    return { latencies, failures, rate: latencies.length / duration };
  };
  // A bare Fastify hello-world just before and after, driven by the same client: the machine's
  // speed at that moment, so the ratio compares across machines and loads.
  const hello = await startHelloWorld();
  const before = await measure(`${hello.base}/`, {});
  const cpuBefore = cpuMs(server.child.pid);
  const slots = await measure(url, headers);
  const serverCpu = cpuMs(server.child.pid) - cpuBefore;
  const after = await measure(`${hello.base}/`, {});
  await hello.stop();
  const helloRate = (before.rate + after.rate) / 2;
  console.info(
    `${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${connections} clients, ${duration} s, ${machineLoad()}`,
  );
  console.table([
    {
      scenario: 'GET /api/interviews/slots (5 interviewers, 14 days)',
      requests: slots.latencies.length,
      'req/s': Math.round(slots.rate),
      'p50 ms': percentile(slots.latencies, 50).toFixed(1),
      'p95 ms': percentile(slots.latencies, 95).toFixed(1),
      'p99 ms': percentile(slots.latencies, 99).toFixed(1),
      failures: slots.failures,
      'hello req/s': Math.round(helloRate),
      ratio: (slots.rate / helloRate).toFixed(3),
      // The server's own CPU per request: the figure the machine's other load changes least.
      'server µs/req': Math.round((serverCpu * 1000) / slots.latencies.length),
    },
  ]);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
