// What the benchmark scripts share: starting the real server and the hello-world baseline, signing in
// like the web client, a fresh PostgreSQL database, percentiles.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Drops and creates the database named by `url` (the bench owns it). */
export async function recreatePostgresDatabase(url) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unusual database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
}

async function waitUntilAnswering(url, child, timeoutMs = 180_000) {
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`process exited early with ${code}`))),
  );
  const deadline = Date.now() + timeoutMs;
  const poll = async () => {
    while (Date.now() < deadline) {
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
  };
  await Promise.race([poll(), exited]);
}

/**
 * The real server as production runs it (`NODE_ENV=production`, the default log level unless `env`
 * sets LOG_LEVEL). Its log goes to `logFile` (default: discarded), as a process manager would take
 * it, so writing the log is part of what is measured and the bench does not read it. Payments use
 * the built-in test gateway (production refuses to start without a real one or this explicit choice).
 * BENCH_CPU_PROF=<folder> writes the server's CPU profile there when it stops (node --cpu-prof).
 */
export async function startServer(env, { logFile = '/dev/null' } = {}) {
  const port = await freePort();
  const log = fs.openSync(logFile, 'a');
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  // BENCH_TRACE_GC=1: one line per garbage collection (kind, heap, pause) in the server's log.
  if (process.env.BENCH_TRACE_GC === '1') profile.push('--trace-gc');
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENTS_GATEWAY: 'test',
      HOST: '127.0.0.1',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', log, 'inherit'],
  });
  fs.closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${base}/api/health`, child);
  return { base, port, child, stop: () => stopProcess(child) };
}

/** A bare Fastify hello-world: the framework's own speed on this machine, now. */
export async function startHelloWorld() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'bench/hello-fastify.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${base}/`, child);
  return { base, child, stop: () => stopProcess(child) };
}

export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Signs in over HTTP like the web client (CSRF cookie first) and returns the request headers. */
export async function signIn(base, email, password) {
  const jar = new Map();
  const keep = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
  };
  const headers = () => ({
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    'x-requested-with': 'XMLHttpRequest',
    accept: 'application/json',
  });
  keep(await fetch(`${base}/api/sanctum/csrf-cookie`));
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { ...headers(), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200)
    throw new Error(`login of ${email} failed: ${login.status} ${await login.text()}`);
  keep(login);
  return headers();
}

/** The value below which `p` percent of the sorted values lie. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** How busy the shared machine is: the 1-minute load average and the core count. */
export function machineLoad() {
  return `load average ${os.loadavg()[0].toFixed(2)} on ${os.availableParallelism()} cores`;
}

/** CPU time (user + system) a process has used, in ms (Linux /proc; NaN elsewhere). */
export function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}
