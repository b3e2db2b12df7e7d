// Redis going away under a running instance: requests that publish keep their normal latency,
// publishes fail fast once the circuit is open, and events travel again when Redis is back.
// Instance A reaches Redis through a TCP proxy the test can freeze (Redis stops answering) or cut
// (connections dropped, new ones refused); instance B reaches Redis directly.
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createMessagingScene, startTestConversation } from '#server-test/messaging-factories.ts';
import { redisReachable, TEST_REDIS_URL } from '#server-test/redis.ts';
import { createTestApp, type TestApp } from '#server-test/test-app.ts';

const REDIS_URL = TEST_REDIS_URL;
const REDIS_PREFIX = `hireloop-test:${randomUUID()}:`;
const CREDENTIALS = {
  PUSHER_APP_ID: '515151',
  PUSHER_APP_KEY: 'outage-key',
  PUSHER_APP_SECRET: 'outage-secret',
};

const hasRedis = await redisReachable();
const skipRedis = !hasRedis && !process.env.CI;

/** A TCP proxy in front of Redis that can stop answering, drop every connection, and come back. */
async function redisProxy() {
  const target = new URL(REDIS_URL);
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket; held: Buffer[] }>();
  let frozen = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    const pair = { client, upstream, held: [] as Buffer[] };
    pairs.add(pair);
    client.on('data', (data) => (frozen ? pair.held.push(data) : upstream.write(data)));
    upstream.on('data', (data) => client.write(data));
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  const listenOn = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listenOn(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Redis stops answering: commands are held, connections stay open. */
    freeze() {
      frozen = true;
    },
    /** Every connection dropped and new ones refused. */
    async cut() {
      frozen = false;
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    restore: () => listenOn(port),
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A raw Pusher-protocol client subscribed to a public channel, recording the events it gets. */
async function publicSubscriber(port: number, channel: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${CREDENTIALS.PUSHER_APP_KEY}?protocol=7`);
  const events: string[] = [];
  await new Promise<void>((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as { event: string };
      if (frame.event === 'pusher:connection_established') {
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel } }));
      } else if (frame.event === 'pusher_internal:subscription_succeeded') {
        resolve();
      } else if (!frame.event.startsWith('pusher')) {
        events.push(frame.event);
      }
    });
  });
  const waitFor = async (event: string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!events.includes(event)) {
      if (Date.now() > deadline) throw new Error(`${event} never arrived; got ${events.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { ws, events, waitFor };
}

describe.skipIf(skipRedis)('an instance whose Redis goes away', () => {
  let proxy: Awaited<ReturnType<typeof redisProxy>>;
  let a: TestApp;
  let b: TestApp;
  let portB: number;

  beforeAll(async () => {
    if (!hasRedis) throw new Error(`Redis is unreachable at ${REDIS_URL}; CI needs it for these tests.`);
    proxy = await redisProxy();
    a = await createTestApp({ env: { REDIS_URL: proxy.url, REDIS_PREFIX, ...CREDENTIALS } });
    b = await createTestApp({ env: { REDIS_URL, REDIS_PREFIX, ...CREDENTIALS } });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    portB = (b.app.server.address() as net.AddressInfo).port;
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await proxy?.close();
  });

  const publishFromA = (event: string) => a.app.realtime.broadcaster.publish(['outage-channel'], event, '{}');

  it('delivers through Redis while it answers', async () => {
    const onB = await publicSubscriber(portB, 'outage-channel');
    await publishFromA('before');
    await onB.waitFor('before', 3_000);
    onB.ws.close();
  });

  it('keeps sending a message as fast as usual when Redis stops answering', async () => {
    const scene = await createMessagingScene(a);
    const uuid = await startTestConversation(scene.company.members.Recruiter.client, scene.candidate.user.id);
    const send = async (content: string) => {
      const started = performance.now();
      const response = await scene.candidate.client.post(`/api/conversations/${uuid}/messages`, { content });
      expect(response.statusCode).toBe(201);
      return performance.now() - started;
    };
    await send('warm-up');

    proxy.freeze();
    // Each of these publishes (message.created, notification.created) used to wait for Redis'
    // 2 s command timeout inside the request.
    const latencies = [await send('one'), await send('two'), await send('three')];
    expect(Math.max(...latencies)).toBeLessThan(1_000);
    // The publishes themselves (outbox jobs since decision 029) fail and open the circuit; after
    // that they fail at once.
    await a.runJobs();
    await a.app.realtime.background.drain();
    const started = performance.now();
    await publishFromA('while-frozen');
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('publishes again as soon as Redis is back', async () => {
    await proxy.cut();
    await publishFromA('while-down');
    await proxy.restore();
    const onB = await publicSubscriber(portB, 'outage-channel');
    // ioredis reconnects on its own; the first publish after that reaches B.
    const deadline = Date.now() + 10_000;
    let n = 0;
    while (!onB.events.some((event) => event.startsWith('after-'))) {
      if (Date.now() > deadline)
        throw new Error(`no event after Redis returned; got ${onB.events.join(', ')}`);
      await publishFromA(`after-${n++}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(onB.events).not.toContain('while-down');
    expect(onB.events).not.toContain('while-frozen');
    onB.ws.close();
  });
});
