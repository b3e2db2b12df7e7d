#!/usr/bin/env node
// What users feel: the API calls of each role's first screens (as the web client makes them on load),
// each measured alone against the real server on demo data, alternating with a bare Fastify
// hello-world so that the machine's noise cancels out of the ratio. Prints, per endpoint, req/s,
// the ratio to hello-world (mean of the runs just before and after), p50/p95/p99 and the bytes per
// response (the bench asks for gzip/brotli like a browser does), and the server's CPU time per request.
//
//   node bench/api.mjs                                   embedded PGlite, fresh data folder
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/hireloop_bench_api node bench/api.mjs
//                                                        PostgreSQL (that database is recreated)
// BENCH_DURATION (5) seconds per run, BENCH_CONNECTIONS (20), BENCH_ONLY (a substring of the
// endpoints to run), BENCH_LOG_LEVEL (the server's LOG_LEVEL; production's default when unset),
// BENCH_LOG_FILE (where the server's log goes; discarded by default).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  cpuMs,
  machineLoad,
  percentile,
  recreatePostgresDatabase,
  signIn,
  startHelloWorld,
  startServer,
} from './support.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const only = process.env.BENCH_ONLY;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const DEMO_PASSWORD = 'hireloop-demo';

/** The calls each screen makes on load (recorded from the web client in Chromium). */
const screens = [
  {
    screen: 'candidate dashboard',
    user: 'candidate@hireloop.example',
    paths: [
      '/api/users/self',
      '/api/realtime/config',
      '/api/messages/unread-count',
      '/api/notifications?scope=candidate&page=1&per_page=1',
      '/api/profile',
      '/api/opportunities/recommended?limit=4',
      // The dashboard counts each status with one of these (five calls).
      '/api/applications?status=active&per_page=1&page=1',
      '/api/applications?per_page=3&page=1',
      '/api/persistent-notifications/',
    ],
  },
  {
    screen: 'candidate messages',
    user: 'candidate@hireloop.example',
    paths: ['/api/conversations?page=1&per_page=25'],
  },
  {
    screen: 'candidate notifications',
    user: 'candidate@hireloop.example',
    paths: ['/api/notifications?scope=candidate&page=1&per_page=20'],
  },
  {
    screen: 'company dashboard',
    user: 'admin@hireloop.example',
    paths: [
      '/api/users/self',
      '/api/company-dashboard',
      '/api/messages/unread-count',
      '/api/notifications?scope=company&page=1&per_page=1',
      '/api/persistent-notifications/',
    ],
  },
  {
    screen: 'company messages',
    user: 'admin@hireloop.example',
    paths: ['/api/company-conversations?page=1&per_page=25'],
  },
  {
    screen: 'company notifications',
    user: 'admin@hireloop.example',
    paths: ['/api/notifications?scope=company&page=1&per_page=20'],
  },
  {
    screen: 'enterprise groups',
    user: 'franchise@hireloop.example',
    paths: ['/api/users/self', '/api/enterprises/current', '/api/enterprise-groups?page=1&per_page=20'],
  },
];

/** Browsers always ask for compressed responses. */
const ACCEPT_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

function run(url, headers) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let bytes = 0;
    const instance = autocannon(
      { url, connections, duration, headers: { ...ACCEPT_ENCODING, ...headers } },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          requestsPerSecond: result.requests.average,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          bytes: latencies.length ? Math.round(bytes / latencies.length) : 0,
          failures: result.errors + result.non2xx + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, _status, responseBytes, responseTime) => {
      latencies.push(responseTime);
      bytes += responseBytes;
    });
  });
}

let dataDir;
const serverEnv = {
  SEED: 'true',
  ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
};
if (databaseUrl) {
  await recreatePostgresDatabase(databaseUrl);
  serverEnv.DATABASE_URL = databaseUrl;
} else {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-bench-api-'));
  serverEnv.DATA_DIR = dataDir;
  serverEnv.DATABASE_URL = '';
}
const server = await startServer(serverEnv, { logFile: process.env.BENCH_LOG_FILE ?? '/dev/null' });
const hello = await startHelloWorld();

try {
  const sessions = new Map();
  for (const { user } of screens) {
    if (!sessions.has(user)) sessions.set(user, await signIn(server.base, user, DEMO_PASSWORD));
  }
  const scenarios = screens
    .flatMap(({ screen, user, paths }) =>
      paths.map((path) => ({ screen, path, headers: sessions.get(user) })),
    )
    .filter(({ path }) => !only || path.includes(only));
  // Every call must succeed before it is timed; this also warms the server up.
  for (const { path, headers } of scenarios) {
    const response = await fetch(`${server.base}${path}`, { headers });
    if (response.status !== 200)
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  }

  const kind = databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
  console.info(
    `${scenarios.length} endpoints on ${kind}, ${duration} s each with ${connections} connections, ` +
      `alternating with hello-world (${machineLoad()})…`,
  );
  const helloUrl = `${hello.base}/`;
  let previousHello = await run(helloUrl, {});
  const rows = [];
  for (const { screen, path, headers } of scenarios) {
    const cpuBefore = cpuMs(server.child.pid);
    const result = await run(`${server.base}${path}`, headers);
    const serverCpu = cpuMs(server.child.pid) - cpuBefore;
    const nextHello = await run(helloUrl, {});
    const helloRate = (previousHello.requestsPerSecond + nextHello.requestsPerSecond) / 2;
    rows.push({
      screen,
      endpoint: `GET ${path}`,
      'req/s': Math.round(result.requestsPerSecond),
      'hello req/s': Math.round(helloRate),
      ratio: Number((result.requestsPerSecond / helloRate).toFixed(3)),
      'p50 ms': result.p50.toFixed(1),
      'p95 ms': result.p95.toFixed(1),
      'p99 ms': result.p99.toFixed(1),
      // The server's own CPU per request: what the machine's load changes least.
      'server µs/req': Math.round((serverCpu * 1000) / (result.requestsPerSecond * duration)),
      bytes: result.bytes,
      failures: result.failures,
    });
    previousHello = nextHello;
  }
  console.table(rows);
  console.info(`finished (${machineLoad()})`);
  if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
} finally {
  await Promise.all([server.stop(), hello.stop()]);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
