#!/usr/bin/env node
// Measures GET /api/health of the real server (embedded database, production logging) and a bare
// Fastify hello-world in the same run, one after the other, and prints both and their ratio.
//   node bench/health.mjs            (10 s each, 50 connections)
//   BENCH_DURATION=20 BENCH_CONNECTIONS=100 node bench/health.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/health.mjs  (PostgreSQL)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startProcess, startServer, stopProcess } from './support.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function measure(title, url) {
  const result = await autocannon({ url, connections, duration, pipelining: 1 });
  return {
    title,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-bench-'));
const { child: app, port: appPort } = await startServer({
  DATA_DIR: dataDir,
  SEED: 'false',
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
});
const helloPort = await freePort();
const hello = await startProcess(['bench/hello-fastify.mjs'], { PORT: String(helloPort) }, 'listening');

try {
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  console.info(`Measuring ${duration} s each with ${connections} connections (database: ${database})…`);
  const rows = [
    await measure('Hireloop GET /api/health', `http://127.0.0.1:${appPort}/api/health`),
    await measure('bare Fastify hello-world', `http://127.0.0.1:${helloPort}/`),
  ];
  console.table(rows.map((row) => ({ ...row, requestsPerSecond: Math.round(row.requestsPerSecond) })));
  const ratio = rows[0].requestsPerSecond / rows[1].requestsPerSecond;
  console.info(`ratio (health / hello-world): ${ratio.toFixed(2)}`);
} finally {
  hello.kill('SIGTERM');
  await stopProcess(app);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
