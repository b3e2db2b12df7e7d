#!/usr/bin/env node
// Measures the two hot hiring paths on the large dataset of bench/seed-large.mjs: a candidate's
// opportunity search and a company's candidate list. Starts the real server on that data, signs in
// a candidate and a Company Admin, then keeps CONNECTIONS requests in flight for DURATION seconds
// per scenario and prints p50/p95/p99 and requests per second. Latency is measured per request
// (autocannon reports no p95).
//
//   node --import tsx bench/seed-large.mjs && node bench/hiring.mjs                 (PGlite)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/hireloop_bench node bench/hiring.mjs
import path from 'node:path';
import {
  cpuMs,
  machineLoad,
  percentile,
  root,
  signIn as signInAs,
  startHelloWorld,
  startServer,
} from './support.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, '.data-bench');
const PASSWORD = 'hireloop-bench';
// Node's fetch asks for compressed responses as a browser does (`br, gzip, deflate`), so the server
// compresses every list over 1 KiB and this client, on the same cores, decompresses it.
// BENCH_ACCEPT_ENCODING=identity measures the server without compression (figures before issue 16).
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING;

// The server's --trace-gc lines count milliseconds from its start; the timeline below from here.
const serverStartedAt = performance.now();
const server = await startServer(
  {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED: 'false',
    LOG_LEVEL: 'warn',
    // BENCH_SEARCH_CACHE_SECONDS=0 measures every search computed from scratch.
    SEARCH_CACHE_SECONDS: process.env.BENCH_SEARCH_CACHE_SECONDS ?? '30',
    // The published figures were measured with PostgreSQL's default page cache (decision 025).
    PGLITE_SHARED_BUFFERS: process.env.PGLITE_SHARED_BUFFERS ?? '128MB',
  },
  // BENCH_LOG_FILE=<file> keeps the server's log (with BENCH_TRACE_GC=1, its collections).
  { logFile: process.env.BENCH_LOG_FILE ?? '/dev/null' },
);
const hello = await startHelloWorld();
const base = server.base;
const signIn = (email) => signInAs(base, email, PASSWORD);

/**
 * While `measure` runs: a recruiter of the same company moves one candidate between two steps every
 * `everyMs`, as a team at work does. Each move changes what the company's lists show, so the pages
 * reused until then are read again (docs/decisions/020).
 */
function moveCandidateMeanwhile(headers, applicationId, everyMs) {
  let moves = 0;
  let stopped = false;
  const moving = (async () => {
    // One move at a time, so they alternate: Applied → Phone Screen → Applied …
    while (!stopped) {
      const decision = moves % 2 === 0 ? 'next-step' : 'previous-step';
      const response = await fetch(`${base}/api/applications/${applicationId}/decision`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ decision }),
      });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`A move failed: ${response.status} ${body}`);
      moves++;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return async () => {
    stopped = true;
    await moving;
    return moves;
  };
}

/** BENCH_TIMELINE=1: each scenario's requests per second and p95 second by second, to find stalls. */
function printTimeline(title, timeline, startedAt) {
  const seconds = new Map();
  for (const [finished, latency] of timeline) {
    const second = Math.floor((finished - startedAt) / 1000);
    seconds.set(second, [...(seconds.get(second) ?? []), latency]);
  }
  const offset = ((startedAt - serverStartedAt) / 1000).toFixed(1);
  console.info(`timeline of ${title} (from ${offset} s after the server was started):`);
  for (const [second, latencies] of [...seconds].sort((a, b) => a[0] - b[0])) {
    latencies.sort((a, b) => a - b);
    console.info(
      `  ${String(second).padStart(3)} s: ${String(latencies.length).padStart(5)} req, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms`,
    );
  }
}

async function measure(title, headers, paths, origin = base) {
  const latencies = [];
  const timeline = process.env.BENCH_TIMELINE === '1' ? [] : null;
  const startedAt = performance.now();
  let failures = 0;
  let next = 0;
  const stopAt = Date.now() + duration * 1000;
  async function worker() {
    while (Date.now() < stopAt) {
      const url = `${origin}${paths[next++ % paths.length]}`;
      const started = performance.now();
      const response = await fetch(url, {
        headers: acceptEncoding ? { ...headers, 'accept-encoding': acceptEncoding } : headers,
      });
      await response.arrayBuffer();
      const finished = performance.now();
      latencies.push(finished - started);
      if (timeline) timeline.push([finished, finished - started]);
      if (response.status !== 200) failures++;
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  if (timeline) printTimeline(title, timeline, startedAt);
  latencies.sort((a, b) => a - b);
  return {
    scenario: title,
    requests: latencies.length,
    'req/s': Math.round(latencies.length / duration),
    'p50 ms': percentile(latencies, 50).toFixed(1),
    'p95 ms': percentile(latencies, 95).toFixed(1),
    'p99 ms': percentile(latencies, 99).toFixed(1),
    failures,
  };
}

try {
  const candidate = await signIn('bench-candidate-1@bench.example');
  const admin = await signIn('bench-admin-1@bench.example');
  // Forty-odd distinct searches (twenty job words, alone and with a city or filter) so the ranked-window
  // cache of the search service (30 s) serves repeats of popular searches, as in real traffic, but
  // every distinct search is computed at least once per run.
  const words = [
    'barista',
    'line cook',
    'customer service',
    'marketing',
    'teacher',
    'electrician',
    'delivery driver',
    'warehouse',
    'sales',
    'recruiter',
    'accountant',
    'forklift',
    'store manager',
    'data analyst',
    'pastry',
    'product',
    'cashier',
    'dental',
    'nurse',
    'software engineer',
  ];
  const cities = ['Austin', 'Portland', 'Boston', 'Denver', 'Chicago', 'Seattle', 'Phoenix', 'Miami'];
  const searches = [
    ...words.map((word) => `/api/opportunities/search?q=${encodeURIComponent(word)}`),
    ...words.map(
      (word, i) =>
        `/api/opportunities/search?q=${encodeURIComponent(word)}&location=${cities[i % cities.length]}`,
    ),
    '/api/opportunities/search?q=software%20engineer&remote=true',
    '/api/opportunities/search?q=chef&employment_type=full_time',
    '/api/opportunities/search?q=inventory&page=2',
    '/api/opportunities/search?location=Denver&pay_min=20',
    '/api/opportunities/search',
  ];
  const candidateLists = [
    '/api/company-candidates',
    '/api/company-candidates?status=active',
    '/api/company-candidates?status=disqualified',
    '/api/company-candidates?page=3',
    '/api/company-candidates?page=20',
    '/api/company-candidates?applied_from=2020-01-01',
  ];
  const candidateSearches = [
    '/api/company-candidates?search=Candidate%2012',
    '/api/company-candidates?search=espresso',
    '/api/company-candidates?search=forklift&status=active',
    '/api/company-candidates?search=Cand',
  ];
  for (const path of [...searches, ...candidateLists, ...candidateSearches]) {
    const response = await fetch(`${base}${path}`, { headers: path.includes('company') ? admin : candidate });
    if (response.status !== 200)
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  }
  // An active candidate on the first step, moved forth and back during the last scenario.
  const movable = (
    await (
      await fetch(`${base}/api/company-candidates?status=active&per_page=100`, { headers: admin })
    ).json()
  ).data.find((row) => row.step?.name === 'Applied');
  const kind = databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
  console.info(`Measuring ${duration} s per scenario with ${connections} concurrent clients on ${kind}…`);
  console.info(
    `(${machineLoad()}; each scenario's ratio is to the hello-world runs just before and after it)`,
  );
  const scenarios = [
    ['GET /api/opportunities/search', (title) => measure(title, candidate, searches)],
    ['GET /api/company-candidates (lists, filters)', (title) => measure(title, admin, candidateLists)],
    ['GET /api/company-candidates?search=', (title) => measure(title, admin, candidateSearches)],
    [
      '… lists while a recruiter keeps moving a candidate',
      async (title) => {
        const stopMoving = moveCandidateMeanwhile(admin, movable.id, 100);
        const result = await measure(title, admin, candidateLists);
        result.scenario += ` (${await stopMoving()} moves)`;
        return result;
      },
    ],
  ]
    // BENCH_ONLY=<part of a title> runs only the matching scenarios.
    .filter(([title]) => !process.env.BENCH_ONLY || title.includes(process.env.BENCH_ONLY))
    .map(
      ([title, run]) =>
        () =>
          run(title),
    );
  // The same load generator against a bare Fastify hello-world, alternately, so the ratio is
  // comparable across machines and noise.
  const measureHello = () => measure('hello-world', {}, ['/'], hello.base);
  let before = await measureHello();
  const rows = [];
  for (const scenario of scenarios) {
    const cpuBefore = cpuMs(server.child.pid);
    const result = await scenario();
    // The server's own CPU time per request: the figure the machine's other load changes least.
    const serverMicros = ((cpuMs(server.child.pid) - cpuBefore) * 1000) / result.requests;
    const after = await measureHello();
    const helloRate = (before['req/s'] + after['req/s']) / 2;
    rows.push({
      ...result,
      'hello req/s': Math.round(helloRate),
      ratio: Number((result['req/s'] / helloRate).toFixed(3)),
      'server µs/req': Math.round(serverMicros),
    });
    before = after;
  }
  console.table(rows);
  console.info(`finished (${machineLoad()})`);
} finally {
  await Promise.all([server.stop(), hello.stop()]);
}
