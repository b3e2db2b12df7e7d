// Several app instances on one database: events published on one instance reach sockets on
// another, through Redis pub/sub (REDIS_URL) or through a Pusher-compatible HTTP API (PUSHER_HOST,
// here pointed at a second instance of our own server, whose API is Pusher-compatible).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import Pusher from 'pusher';
import PusherJs from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createUser, signedInClient } from '#server-test/factories.ts';
import type { TestClient } from '#server-test/http-client.ts';
import { redisReachable, TEST_REDIS_URL } from '#server-test/redis.ts';
import { createTestApp, type TestApp } from '#server-test/test-app.ts';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { broadcastToUsers, userChannel } from './broadcast-to-users.ts';

const REDIS_URL = TEST_REDIS_URL;
/** Unique per run, so parallel runs sharing one Redis never see each other's events. */
const REDIS_PREFIX = `hireloop-test:${randomUUID()}:`;
const CREDENTIALS = {
  PUSHER_APP_ID: '424242',
  PUSHER_APP_KEY: 'multi-key',
  PUSHER_APP_SECRET: 'multi-secret',
};

const hasRedis = await redisReachable();
// CI must prove the fan-out, so there a missing Redis fails; a laptop without Redis skips.
const skipRedis = !hasRedis && !process.env.CI;
if (skipRedis) console.warn(`Redis is unreachable at ${REDIS_URL}: skipping the Redis fan-out tests.`);

/** Another app instance on the first one's database, as a second process behind a load balancer. */
async function anotherInstance(
  first: TestApp,
  env: Record<string, string>,
  logStream?: NodeJS.WritableStream,
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-instance-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: first.config.webDistDir,
    ...env,
  });
  const deps = { ...first.deps, config, ...(logStream ? { logStream } : {}) };
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(deps);
    await app.ready();
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...first,
    app,
    config,
    deps,
    // The database belongs to the first instance.
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function listen(ctx: TestApp): Promise<number> {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return (ctx.app.server.address() as { port: number }).port;
}

/** A pusher-js client on the instance, authorizing through that instance's /broadcasting/auth. */
function pusherJsClient(client: TestClient, port: number) {
  const customHandler = async (
    params: { socketId: string; channelName: string },
    callback: (error: Error | null, data: unknown) => void,
  ) => {
    try {
      const response = await client.post('/broadcasting/auth', {
        socket_id: params.socketId,
        channel_name: params.channelName,
      });
      if (response.statusCode === 200) callback(null, response.json());
      else callback(new Error(`${response.statusCode}`), null);
    } catch (error) {
      // A reconnect after the instance closed (4200) authorizes against a closed app.
      callback(error as Error, null);
    }
  };
  const pusher = new PusherJs(CREDENTIALS.PUSHER_APP_KEY, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: { customHandler } as never,
  });
  onTestFinished(() => pusher.disconnect());
  return pusher;
}

/** A signed-in user's pusher-js client subscribed to their private channel on `ctx`. */
async function subscribedUser(ctx: TestApp, port: number) {
  const user = await createUser(ctx);
  const pusher = pusherJsClient(await signedInClient(ctx, user), port);
  const channel = pusher.subscribe(userChannel(user.id));
  await new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', reject);
  });
  const received: { event: string; data: unknown }[] = [];
  channel.bind_global((event: string, data: unknown) => {
    if (!event.startsWith('pusher')) received.push({ event, data });
  });
  const waitFor = async (event: string, timeoutMs = 3_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find((entry) => entry.event === event);
      if (found) return found.data;
      if (Date.now() > deadline) throw new Error(`${event} never arrived; got ${JSON.stringify(received)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { user, pusher, received, waitFor, socketId: () => pusher.connection.socket_id };
}

describe.skipIf(skipRedis)('two instances with REDIS_URL', () => {
  let a: TestApp;
  let b: TestApp;
  let portA: number;
  let portB: number;

  beforeAll(async () => {
    if (!hasRedis) throw new Error(`Redis is unreachable at ${REDIS_URL}; CI needs it for these tests.`);
    const env = { REDIS_URL, REDIS_PREFIX, ...CREDENTIALS };
    a = await createTestApp({ env });
    b = await anotherInstance(a, env);
    portA = await listen(a);
    portB = await listen(b);
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('chooses the redis driver', () => {
    expect(a.app.realtime.broadcaster.driver).toBe('redis');
    expect(b.app.realtime.broadcaster.driver).toBe('redis');
  });

  it('delivers an event published on A to a pusher-js client on B', async () => {
    const onB = await subscribedUser(b, portB);
    await broadcastToUsers(a.app.realtime.broadcaster, [onB.user.id], 'message.created', {
      id: 7,
      content: 'Hello from A',
    });
    expect(await onB.waitFor('message.created')).toEqual({ id: 7, content: 'Hello from A' });
  });

  it('delivers an event triggered through A’s Pusher HTTP API with the official SDK to B', async () => {
    const onB = await subscribedUser(b, portB);
    const sdk = new Pusher({
      appId: CREDENTIALS.PUSHER_APP_ID,
      key: CREDENTIALS.PUSHER_APP_KEY,
      secret: CREDENTIALS.PUSHER_APP_SECRET,
      host: '127.0.0.1',
      port: String(portA),
      useTLS: false,
    });
    await sdk.trigger(userChannel(onB.user.id), 'notification.created', { kind: 'offer' });
    expect(await onB.waitFor('notification.created')).toEqual({ kind: 'offer' });
  });

  it('skips the excluded socket on the other instance', async () => {
    const onB = await subscribedUser(b, portB);
    const channels = [userChannel(onB.user.id)];
    await a.app.realtime.broadcaster.publish(channels, 'typing', '{}', onB.socketId());
    await a.app.realtime.broadcaster.publish(channels, 'marker', '{}');
    await onB.waitFor('marker');
    // Redis keeps one publisher's order, so the excluded event would have come first.
    expect(onB.received.map((entry) => entry.event)).toEqual(['marker']);
  });

  it('delivers to the publishing instance’s own sockets exactly once', async () => {
    const onA = await subscribedUser(a, portA);
    await broadcastToUsers(a.app.realtime.broadcaster, [onA.user.id], 'once', {});
    await broadcastToUsers(b.app.realtime.broadcaster, [onA.user.id], 'marker', {});
    await onA.waitFor('marker');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onA.received.map((entry) => entry.event)).toEqual(['once', 'marker']);
  });
});

describe('an instance whose Redis is down', () => {
  it('starts, delivers locally, logs failed publishes and closes cleanly', async () => {
    const first = await createTestApp();
    onTestFinished(() => first.close());
    const logs = new PassThrough();
    const lines: string[] = [];
    logs.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    // Port 1 refuses connections at once.
    const down = await anotherInstance(
      first,
      { REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX, LOG_LEVEL: 'error', ...CREDENTIALS },
      logs,
    );
    expect(down.app.realtime.broadcaster.driver).toBe('redis');
    const port = await listen(down);
    const onDown = await subscribedUser(down, port);

    const started = Date.now();
    await broadcastToUsers(down.app.realtime.broadcaster, [onDown.user.id], 'local.only', { ok: true });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await onDown.waitFor('local.only')).toEqual({ ok: true });
    expect(lines.some((line) => line.includes('Redis publish failed'))).toBe(true);
    expect(lines.some((line) => line.includes('Redis connection failed'))).toBe(true);
    onDown.pusher.disconnect();
    await down.close();
  });
});

describe('PUSHER_HOST (publishing to an external Pusher-compatible server)', () => {
  let server: TestApp;
  let publisher: TestApp;
  let serverPort: number;

  beforeAll(async () => {
    // The "external" server is a second instance of our own app; the publisher talks to it only
    // over the Pusher HTTP API.
    server = await createTestApp({ env: CREDENTIALS });
    serverPort = await listen(server);
    publisher = await anotherInstance(server, {
      ...CREDENTIALS,
      PUSHER_HOST: '127.0.0.1',
      PUSHER_PORT: String(serverPort),
    });
  });

  afterAll(async () => {
    await publisher?.close();
    await server?.close();
  });

  it('chooses the pusher driver and delivers to a socket on the external server', async () => {
    expect(publisher.app.realtime.broadcaster.driver).toBe('pusher');
    const onServer = await subscribedUser(server, serverPort);
    await broadcastToUsers(publisher.app.realtime.broadcaster, [onServer.user.id], 'message.created', {
      id: 9,
    });
    expect(await onServer.waitFor('message.created')).toEqual({ id: 9 });
  });

  it('chunks more than 100 channels into several triggers and passes socket_id on', async () => {
    const onServer = await subscribedUser(server, serverPort);
    // The user is the 150th of 200: only a second trigger (the API refuses > 100) reaches them.
    const ids = Array.from({ length: 200 }, (_, i) => 10_000_000 + i);
    ids[149] = onServer.user.id;
    await broadcastToUsers(publisher.app.realtime.broadcaster, ids, 'crowd', {});
    expect(await onServer.waitFor('crowd')).toEqual({});

    const channels = [userChannel(onServer.user.id)];
    await publisher.app.realtime.broadcaster.publish(channels, 'typing', '{}', onServer.socketId());
    await publisher.app.realtime.broadcaster.publish(channels, 'marker', '{}');
    await onServer.waitFor('marker');
    expect(onServer.received.map((entry) => entry.event)).toEqual(['crowd', 'marker']);
  });

  it('refuses to start without explicit credentials', async () => {
    await expect(anotherInstance(server, { PUSHER_HOST: '127.0.0.1' })).rejects.toBeInstanceOf(ConfigError);
  });

  it('logs and drops an event the external server refuses, without throwing', async () => {
    const logs = new PassThrough();
    const lines: string[] = [];
    logs.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const wrongSecret = await anotherInstance(
      server,
      {
        ...CREDENTIALS,
        PUSHER_APP_SECRET: 'not-the-secret',
        PUSHER_HOST: '127.0.0.1',
        PUSHER_PORT: String(serverPort),
        LOG_LEVEL: 'error',
      },
      logs,
    );
    onTestFinished(() => wrongSecret.close());
    await wrongSecret.app.realtime.broadcaster.publish(['news'], 'update', '{}');
    expect(lines.join('')).toContain('Pusher HTTP publish failed');
  });
});
