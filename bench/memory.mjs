#!/usr/bin/env node
// Memory of the server as `npm start` runs it: a fresh data folder (so the embedded database is
// created, as on a first start), the demo data, then signed-in traffic over the hot paths with
// many distinct searches and lists (filling every cache), then quiet. Prints the resident set
// size (RSS) after start, its peak under load and after the load, sampled from /proc.
//
//   node bench/memory.mjs                       (embedded PGlite)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/hireloop_bench node bench/memory.mjs
//   BENCH_DURATION=30 BENCH_CONNECTIONS=50 node bench/memory.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signIn, startServer, stopProcess } from './support.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const DEMO_PASSWORD = 'hireloop-demo';

/** Resident set size of a process in MB (Linux /proc; `ps` elsewhere). */
function residentMegabytes(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Samples RSS every 200 ms until stopped; resolves with the highest value seen. */
function samplePeak(pid) {
  let peak = residentMegabytes(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMegabytes(pid));
  }, 200);
  return () => {
    clearInterval(timer);
    return Math.max(peak, residentMegabytes(pid));
  };
}

const quiet = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-memory-'));
const { child: server, base } = await startServer({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  SEED: 'true',
});
const rows = [];
const record = (phase, megabytes) => rows.push({ phase, 'RSS MB': Math.round(megabytes) });

try {
  await quiet(5);
  record('5 s after start', residentMegabytes(server.pid));

  const candidate = await signIn(base, 'candidate@hireloop.example', DEMO_PASSWORD);
  const admin = await signIn(base, 'admin@hireloop.example', DEMO_PASSWORD);
  // Distinct searches and lists, so the search, page and session caches fill as real traffic would.
  const words = [
    'barista',
    'baker',
    'cook',
    'manager',
    'cashier',
    'driver',
    'nurse',
    'sales',
    'pastry',
    'cleaner',
  ];
  const candidatePaths = [
    '/api/users/self',
    '/api/applications',
    '/api/conversations',
    '/api/notifications',
    '/api/opportunities/recommended',
    ...words.flatMap((word) => [1, 2, 3].map((page) => `/api/opportunities/search?q=${word}&page=${page}`)),
  ];
  const adminPaths = [
    '/api/users/self',
    '/api/company-dashboard',
    '/api/opportunities',
    '/api/company-conversations',
    ...['active', 'disqualified', 'hired'].map((status) => `/api/company-candidates?status=${status}`),
    ...words.map((word) => `/api/company-candidates?search=${word}`),
    ...[1, 2, 3].map((page) => `/api/company-candidates?per_page=5&page=${page}`),
  ];

  let requests = 0;
  let failures = 0;
  const stopAt = Date.now() + duration * 1000;
  const worker = async (index) => {
    const [headers, paths] = index % 2 ? [admin, adminPaths] : [candidate, candidatePaths];
    for (let n = index; Date.now() < stopAt; n += connections) {
      const response = await fetch(`${base}${paths[n % paths.length]}`, { headers });
      await response.arrayBuffer();
      requests++;
      if (response.status !== 200) failures++;
    }
  };
  const stopLoadSampling = samplePeak(server.pid);
  await Promise.all(Array.from({ length: connections }, (_, index) => worker(index)));
  record(`peak under load (${requests} requests, ${failures} failed)`, stopLoadSampling());
  await quiet(10);
  record('10 s after the load', residentMegabytes(server.pid));

  const kind = databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
  console.info(`Memory of the server on ${kind}, demo data, ${connections} clients for ${duration} s:`);
  console.table(rows);
} finally {
  await stopProcess(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
