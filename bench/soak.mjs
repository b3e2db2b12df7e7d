#!/usr/bin/env node
// The soak of issue 16: two instances of the real server on one PostgreSQL, realtime fan-out through
// Redis, a steady open-loop load (requests leave on schedule whether or not earlier ones answered,
// so queueing shows as latency) alternating between the instances: mostly the reads of the first
// screens, some notes, and messages between the demo company and the demo candidate. Prints, per
// 10-second interval, requests, failures, p50/p95/p99 of all requests and p95 of message sends; at
// the end the intervals after the first minute whose p95 reached 200 ms, message-send p50/p95, and
// whether every note and message answered 201 is in the database.
//
//   node bench/soak.mjs
// BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/hireloop_bench_soak, recreated),
// BENCH_REDIS_URL (redis://127.0.0.1:6379), BENCH_RATE (500) requests per second,
// BENCH_DURATION (600) seconds, BENCH_MESSAGE_RATE (1.5) message sends per second (the demo candidate
// and Company Admin take turns; each may send 60 a minute). Exits with 1 on a lost write or a failed request.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { machineLoad, percentile, recreatePostgresDatabase, signIn, startServer } from './support.mjs';

const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hireloop_bench_soak';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const rate = Number(process.env.BENCH_RATE ?? 500);
const durationMs = Number(process.env.BENCH_DURATION ?? 600) * 1000;
const messageRate = Number(process.env.BENCH_MESSAGE_RATE ?? 1.5);
const INTERVAL_MS = 10_000;
const DEMO_PASSWORD = 'hireloop-demo';

await recreatePostgresDatabase(databaseUrl);
const shared = {
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  REDIS_PREFIX: `hireloop-soak-${process.pid}:`,
  APP_KEY: crypto.randomBytes(32).toString('hex'),
  PUSHER_APP_ID: 'soak',
  PUSHER_APP_KEY: 'soak-key',
  PUSHER_APP_SECRET: crypto.randomBytes(16).toString('hex'),
};
const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-soak-')));
// The first instance migrates and seeds; the second starts on the seeded database.
const first = await startServer({ ...shared, DATA_DIR: dataDirs[0], SEED: 'true' });
const second = await startServer({ ...shared, DATA_DIR: dataDirs[1], SEED: 'false' });
const instances = [first, second];

const sessions = {};
for (const [name, email] of [
  ['candidate', 'candidate@hireloop.example'],
  ['admin', 'admin@hireloop.example'],
]) {
  sessions[name] = await signIn(first.base, email, DEMO_PASSWORD);
}
const getJson = async (urlPath, headers) => (await fetch(`${first.base}${urlPath}`, { headers })).json();
const applicationId = (await getJson('/api/company-candidates?per_page=1&page=1', sessions.admin)).data[0].id;
const conversationUuid = (await getJson('/api/company-conversations?page=1&per_page=1', sessions.admin))
  .data[0].uuid;

const reads = [
  ['candidate', '/api/users/self'],
  ['candidate', '/api/messages/unread-count'],
  ['candidate', '/api/notifications?scope=candidate&page=1&per_page=1'],
  ['candidate', '/api/applications?per_page=3&page=1'],
  ['candidate', '/api/persistent-notifications/'],
  ['candidate', '/api/conversations?page=1&per_page=25'],
  ['candidate', `/api/conversations/${conversationUuid}/messages?per_page=20`],
  ['admin', '/api/users/self'],
  ['admin', '/api/company-dashboard'],
  ['admin', '/api/messages/unread-count'],
  ['admin', '/api/persistent-notifications/'],
  ['admin', '/api/company-conversations?page=1&per_page=25'],
  ['admin', '/api/company-candidates?per_page=20&page=1'],
  ['admin', '/api/notifications?scope=company&page=1&per_page=20'],
];
/** The two sides of the demo conversation; each may send 60 messages a minute. */
const messageSenders = ['candidate', 'admin'];

const acknowledged = { notes: [], messages: [] };
const all = [];
let intervalRows = [];
let sequence = 0;

/** One request; latency counts from when it was due, so a late start is part of it. */
async function send(kind, due, instance, urlPath, headers, body) {
  let status = 0;
  let json;
  try {
    const response = await fetch(`${instance.base}${urlPath}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        ...headers,
        ...(body ? { 'content-type': 'application/json' } : {}),
        'accept-encoding': 'gzip, br',
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    status = response.status;
    json = await response.json().catch(() => undefined);
  } catch {
    status = 0;
  }
  const sample = { kind, at: due, ms: performance.now() - due, ok: status >= 200 && status < 300, status };
  intervalRows.push(sample);
  all.push(sample);
  if (status === 201 && kind === 'note') acknowledged.notes.push(json.id);
  if (status === 201 && kind === 'message') acknowledged.messages.push(json.id);
}

function nextRequest(due) {
  sequence += 1;
  const instance = instances[sequence % 2];
  // Messages at their own rate, notes for a tenth of the rest, reads for everything else.
  if (Math.random() < messageRate / rate) {
    const sender = messageSenders[sequence % messageSenders.length];
    return send(
      'message',
      due,
      instance,
      `/api/conversations/${conversationUuid}/messages`,
      sessions[sender],
      {
        content: `soak message ${sequence}`,
      },
    );
  }
  if (Math.random() < 0.1) {
    return send('note', due, instance, `/api/applications/${applicationId}/notes`, sessions.admin, {
      body: `soak note ${sequence}`,
    });
  }
  const [user, urlPath] = reads[sequence % reads.length];
  return send('read', due, instance, urlPath, sessions[user]);
}

function failuresByStatus(rows) {
  const counts = {};
  for (const row of rows)
    if (!row.ok) counts[`${row.kind} ${row.status}`] = (counts[`${row.kind} ${row.status}`] ?? 0) + 1;
  return counts;
}

function summarize(rows) {
  const latencies = rows.map((row) => row.ms).sort((a, b) => a - b);
  const messages = rows
    .filter((row) => row.kind === 'message')
    .map((row) => row.ms)
    .sort((a, b) => a - b);
  return {
    requests: rows.length,
    failed: rows.filter((row) => !row.ok).length,
    p50: latencies.length ? percentile(latencies, 50) : 0,
    p95: latencies.length ? percentile(latencies, 95) : 0,
    p99: latencies.length ? percentile(latencies, 99) : 0,
    messages: messages.length,
    messageP50: messages.length ? percentile(messages, 50) : 0,
    messageP95: messages.length ? percentile(messages, 95) : 0,
  };
}

console.info(
  `soak: ${rate} req/s for ${durationMs / 1000} s over two instances (PostgreSQL + Redis), ${messageRate} messages/s; ${machineLoad()}`,
);
console.info('  time   requests  failed   p50 ms   p95 ms   p99 ms   messages  send p95 ms');
const started = performance.now();
const intervals = [];
const pending = new Set();
let sent = 0;
const reporter = setInterval(() => {
  const rows = intervalRows;
  intervalRows = [];
  const s = summarize(rows);
  const second = Math.round((performance.now() - started) / 1000);
  intervals.push({ second, ...s });
  console.info(
    `${String(second).padStart(5)} s ${String(s.requests).padStart(9)} ${String(s.failed).padStart(7)} ${s.p50
      .toFixed(1)
      .padStart(8)} ${s.p95.toFixed(1).padStart(8)} ${s.p99.toFixed(1).padStart(8)} ${String(
      s.messages,
    ).padStart(10)} ${s.messageP95.toFixed(1).padStart(12)}`,
  );
}, INTERVAL_MS);

// Open loop: every 10 ms, whatever is due leaves.
await new Promise((resolve) => {
  const tick = setInterval(() => {
    const elapsed = performance.now() - started;
    if (elapsed >= durationMs) {
      clearInterval(tick);
      resolve();
      return;
    }
    const due = Math.floor((elapsed / 1000) * rate);
    while (sent < due) {
      const dueAt = started + (sent / rate) * 1000;
      sent += 1;
      const request = nextRequest(dueAt).finally(() => pending.delete(request));
      pending.add(request);
    }
  }, 10);
});
await Promise.all(pending);
clearInterval(reporter);

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const present = async (table, ids) =>
  (await client.query(`select count(*)::int as n from ${table} where id = any($1::bigint[])`, [ids])).rows[0]
    .n;
const notesPresent = await present('application_notes', acknowledged.notes);
const messagesPresent = await present('messages', acknowledged.messages);
await client.end();
await Promise.all(instances.map((instance) => instance.stop()));
for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });

const total = summarize(all);
const late = intervals.filter((interval) => interval.second > 60 && interval.p95 >= 200);
console.info(
  [
    `requests: ${total.requests.toLocaleString('en')}, failed: ${total.failed}, p50 ${total.p50.toFixed(1)} ms, p95 ${total.p95.toFixed(1)} ms, p99 ${total.p99.toFixed(1)} ms`,
    `intervals after the first minute with p95 >= 200 ms: ${late.length} of ${intervals.filter((i) => i.second > 60).length}`,
    `message send: ${total.messages} sent, p50 ${total.messageP50.toFixed(1)} ms, p95 ${total.messageP95.toFixed(1)} ms`,
    `acknowledged writes present: notes ${notesPresent} of ${acknowledged.notes.length}, messages ${messagesPresent} of ${acknowledged.messages.length}`,
    `failures by kind and status: ${JSON.stringify(failuresByStatus(all))}`,
    `finished (${machineLoad()})`,
  ].join('\n'),
);
if (
  total.failed > 0 ||
  notesPresent < acknowledged.notes.length ||
  messagesPresent < acknowledged.messages.length
)
  process.exitCode = 1;
