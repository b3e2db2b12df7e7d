// Fan-out across app instances through Redis pub/sub: every instance publishes each event to one
// Redis channel and delivers what it receives to its own sockets. Subscriptions and presence stay
// per instance (docs/decisions/011), only events travel. While Redis is away, publishes fail at
// once (no offline queue, a circuit breaker after repeated failures) instead of each waiting for
// the command timeout, and they resume as soon as the connection is back (decision 024).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { CircuitOpenError, createCircuitBreaker } from '../lib/circuit-breaker.ts';
import type { Broadcaster } from './broadcaster.ts';
import type { SocketServer } from './socket-server.ts';

export interface RedisEnvelope {
  channels: string[];
  event: string;
  data: string;
  exceptSocketId?: string;
  /** The publishing instance, which has already delivered the event to its own sockets. */
  origin: string;
}

export interface RedisBroadcasterOptions {
  url: string;
  /** Redis channel name prefix; the pub/sub channel is `${prefix}realtime`. */
  prefix: string;
  sockets: SocketServer;
  log: FastifyBaseLogger;
  /** A publish Redis does not answer within this time fails (default 2 s). */
  publishTimeoutMs?: number;
}

/** A publish that cannot reach Redis within this time is dropped (and logged), not queued forever. */
const PUBLISH_TIMEOUT_MS = 2_000;
/** Failed publishes in a row that open the circuit, and how long it stays open before a trial. */
const FAILURES_TO_OPEN = 3;
const OPEN_CIRCUIT_MS = 5_000;
/** How long start-up waits for the subscription before going on without it (it keeps retrying). */
const SUBSCRIBE_WAIT_MS = 5_000;

export async function createRedisBroadcaster(options: RedisBroadcasterOptions): Promise<Broadcaster> {
  const { sockets, log } = options;
  const channel = `${options.prefix}realtime`;
  const origin = randomUUID();
  const retryStrategy = (attempt: number) => Math.min(attempt * 200, 5_000);
  const publisher = new Redis(options.url, {
    retryStrategy,
    commandTimeout: options.publishTimeoutMs ?? PUBLISH_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // While disconnected a publish fails at once instead of waiting in a queue for a reconnect.
    enableOfflineQueue: false,
  });
  let missedEvents = 0;
  const breaker = createCircuitBreaker({
    failureThreshold: FAILURES_TO_OPEN,
    cooldownMs: OPEN_CIRCUIT_MS,
    onStateChange: (state) => {
      if (state === 'open') {
        log.warn('realtime: Redis publishes keep failing; other instances miss events until it is back');
      } else {
        log.info({ missedEvents }, 'realtime: Redis publishes resumed');
        missedEvents = 0;
      }
    },
  });
  // The connection is back: publish again right away rather than after the next trial.
  publisher.on('ready', () => breaker.reset());
  // A subscribed connection can run no other command; ioredis resubscribes after a reconnect.
  const subscriber = new Redis(options.url, { retryStrategy, maxRetriesPerRequest: null });

  for (const [role, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    // Log one error per outage, not one per reconnect attempt.
    let healthy = true;
    client.on('error', (error: Error) => {
      if (!healthy) return;
      healthy = false;
      log.error({ err: error, role }, 'realtime: Redis connection failed; retrying');
    });
    client.on('ready', () => {
      if (!healthy) log.info({ role }, 'realtime: Redis connection restored');
      healthy = true;
    });
  }

  subscriber.on('message', (_channel: string, message: string) => {
    const envelope = parseEnvelope(message);
    if (!envelope) return log.warn('realtime: ignored a malformed Redis message');
    if (envelope.origin === origin) return;
    sockets.deliver(envelope.channels, envelope.event, envelope.data, envelope.exceptSocketId);
  });

  let closing = false;
  const subscribed = subscriber.subscribe(channel).then(
    () => true,
    (error: unknown) => {
      if (!closing) log.error({ err: error }, 'realtime: Redis subscribe failed');
      return false;
    },
  );
  // Start-up waits for the subscription, but not for a Redis that is down: the first failed
  // attempt (or a slow one) lets the app start; ioredis keeps retrying and subscribes later.
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), SUBSCRIBE_WAIT_MS);
    subscriber.once('error', () => resolve(false));
  });
  const publisherReady = new Promise<boolean>((resolve) => {
    publisher.once('ready', () => resolve(true));
    publisher.once('error', () => resolve(false));
  });
  const connected = Promise.all([subscribed, publisherReady]).then(([sub, pub]) => sub && pub);
  if (!(await Promise.race([connected, gaveUp])))
    log.warn('realtime: starting without Redis; events reach only this instance until it connects');
  clearTimeout(timer);

  return {
    driver: 'redis',
    async publish(channels, event, data, exceptSocketId) {
      // Local sockets first and directly: the common single-instance path never waits on Redis.
      sockets.deliver(channels, event, data, exceptSocketId);
      const envelope: RedisEnvelope = {
        channels: [...channels],
        event,
        data,
        ...(exceptSocketId ? { exceptSocketId } : {}),
        origin,
      };
      try {
        await breaker.run(() => publisher.publish(channel, JSON.stringify(envelope)));
      } catch (error) {
        missedEvents += 1;
        // While the circuit is open the outage has been reported once already.
        if (error instanceof CircuitOpenError) return;
        log.error({ err: error, event }, 'realtime: Redis publish failed; other instances missed an event');
      }
    },
    async close() {
      closing = true;
      await Promise.all([quit(publisher), quit(subscriber)]);
    },
  };
}

async function quit(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status !== 'ready') return client.disconnect();
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}

function parseEnvelope(message: string): RedisEnvelope | undefined {
  try {
    const value = JSON.parse(message) as Partial<RedisEnvelope>;
    const valid =
      Array.isArray(value.channels) &&
      value.channels.every((name) => typeof name === 'string') &&
      typeof value.event === 'string' &&
      typeof value.data === 'string' &&
      typeof value.origin === 'string' &&
      (value.exceptSocketId === undefined || typeof value.exceptSocketId === 'string');
    return valid ? (value as RedisEnvelope) : undefined;
  } catch {
    return undefined;
  }
}
