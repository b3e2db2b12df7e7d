#!/usr/bin/env node
// Broadcast latency of the realtime server: N websocket clients speaking the Pusher protocol
// subscribe to the public channel `bench`; each round triggers one event through the Pusher HTTP
// API (official `pusher` SDK) carrying its send time, and every client records when it arrived.
// Prints p50/p95/p99/max per round. Clients and server share this machine, so the numbers include
// the client process reading N frames on one thread.
//
//   node bench/websocket-broadcast.mjs [--url http://127.0.0.1:3000] [--clients 1000] [--rounds 5]
//                                      [--ws-port 60022] [--data-dir ./.data] [--trigger-url URL]
// Credentials: PUSHER_APP_ID/KEY/SECRET, else the server's generated DATA_DIR/pusher.json.
// Each client is one file descriptor here and one in the server: check `ulimit -n` for large N.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Pusher from 'pusher';
import WebSocket from 'ws';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BENCH_URL ?? 'http://127.0.0.1:3000' },
    clients: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '5' },
    'ws-port': { type: 'string' },
    /** Trigger on another instance than the clients use (Redis fan-out across instances). */
    'trigger-url': { type: 'string' },
    'data-dir': { type: 'string', default: process.env.DATA_DIR ?? './.data' },
  },
});
const baseUrl = new URL(args.url);
const clientCount = Number(args.clients);
const rounds = Number(args.rounds);
const CHANNEL = 'bench';
/** Connections opened at once; more makes the server's accept queue the thing being measured. */
const CONNECT_CONCURRENCY = 200;
const ROUND_TIMEOUT_MS = 30_000;

function credentials() {
  const { PUSHER_APP_ID: appId, PUSHER_APP_KEY: key, PUSHER_APP_SECRET: secret } = process.env;
  if (appId && key && secret) return { appId, key, secret };
  const file = path.resolve(args['data-dir'], 'pusher.json');
  if (!fs.existsSync(file)) {
    console.error(`No credentials: set PUSHER_APP_ID/KEY/SECRET or --data-dir (looked for ${file}).`);
    process.exit(1);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

const { appId, key, secret } = credentials();
const tls = baseUrl.protocol === 'https:';
const httpPort = baseUrl.port || (tls ? '443' : '80');
const wsUrl = `${tls ? 'wss' : 'ws'}://${baseUrl.hostname}:${args['ws-port'] ?? httpPort}/app/${key}?protocol=7&client=bench&version=1`;
const triggerUrl = new URL(args['trigger-url'] ?? args.url);
const sdk = new Pusher({
  appId,
  key,
  secret,
  host: triggerUrl.hostname,
  port: triggerUrl.port || (triggerUrl.protocol === 'https:' ? '443' : '80'),
  useTLS: triggerUrl.protocol === 'https:',
});

/** Wall clock with sub-millisecond resolution, comparable across processes on this machine. */
const now = () => performance.timeOrigin + performance.now();

/** Latency samples of the current round; a client records one per round. */
let samples = [];
let roundDone = () => {};
// A cheap match instead of JSON.parse per frame: at thousands of clients the reader is the bottleneck.
const TICK = /"event":"tick".*?sentAt\\":([0-9.]+)/;

function connect() {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, { perMessageDeflate: false });
    const timer = setTimeout(() => reject(new Error('connect timed out')), 30_000);
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const text = raw.toString();
      const tick = TICK.exec(text);
      if (tick) {
        samples.push(now() - Number(tick[1]));
        if (samples.length === clientCount) roundDone();
      } else if (text.includes('pusher:connection_established')) {
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: CHANNEL } }));
      } else if (text.includes('pusher_internal:subscription_succeeded')) {
        clearTimeout(timer);
        resolve(ws);
      } else if (text.includes('pusher:ping')) {
        ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
      }
    });
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const sockets = [];
const connectStarted = now();
try {
  for (let i = 0; i < clientCount; i += CONNECT_CONCURRENCY) {
    const batch = Math.min(CONNECT_CONCURRENCY, clientCount - i);
    sockets.push(...(await Promise.all(Array.from({ length: batch }, connect))));
  }
} catch (error) {
  console.error(`Could not connect client ${sockets.length + 1} to ${wsUrl.split('?')[0]}: ${error.message}`);
  console.error(
    'Is the server running there? Is `ulimit -n` (here and for the server) above the client count?',
  );
  process.exit(1);
}
console.info(
  `${clientCount} clients connected and subscribed to "${CHANNEL}" in ${((now() - connectStarted) / 1000).toFixed(1)} s (${wsUrl.split('?')[0]}; triggering on ${triggerUrl.origin})`,
);

const format = (ms) => `${ms.toFixed(1)} ms`;
const results = [];
for (let round = 1; round <= rounds; round += 1) {
  samples = [];
  const done = new Promise((resolve) => {
    roundDone = resolve;
  });
  const timeout = new Promise((resolve) => setTimeout(resolve, ROUND_TIMEOUT_MS).unref());
  const sentAt = now();
  await sdk.trigger(CHANNEL, 'tick', { round, sentAt });
  // The HTTP API answers after the server has written the frame to every local socket.
  const triggerMs = now() - sentAt;
  await Promise.race([done, timeout]);
  const sorted = [...samples].sort((a, b) => a - b);
  const result = {
    round,
    triggerMs,
    received: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
  };
  results.push(result);
  console.info(
    `round ${round}: ${result.received}/${clientCount} received; trigger ${format(triggerMs)}; p50 ${format(result.p50)}, p95 ${format(result.p95)}, p99 ${format(result.p99)}, max ${format(result.max)}`,
  );
  // Let the server and the clients go idle between rounds.
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const median = (field) => {
  const sorted = results.map((result) => result[field]).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
console.info(
  `median of ${rounds} rounds: trigger ${format(median('triggerMs'))}, p50 ${format(median('p50'))}, p95 ${format(median('p95'))}, p99 ${format(median('p99'))}, max ${format(median('max'))}`,
);
for (const ws of sockets) ws.terminate();
const lost = results.some((result) => result.received < clientCount);
process.exit(lost ? 1 : 0);
