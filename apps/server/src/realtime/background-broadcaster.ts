// Publishing from a request without making the request wait: the event is handed to the
// broadcaster and the request goes on (its transaction has committed already). A Redis or Pusher
// hop that is slow or down then costs the request nothing (decision 024). Sockets of this instance
// still get the event before publish() returns, since every driver delivers locally first and
// synchronously. Publishes still in flight are awaited when the app closes.
import type { FastifyBaseLogger } from 'fastify';
import type { Broadcaster } from './broadcaster.ts';

export interface BackgroundBroadcaster extends Broadcaster {
  /** Resolves once every publish started so far has settled. */
  drain(): Promise<void>;
}

/** `target` is looked up on each publish, so the broadcaster it names can be replaced (tests do). */
export function createBackgroundBroadcaster(
  target: () => Broadcaster,
  log: FastifyBaseLogger,
): BackgroundBroadcaster {
  const inFlight = new Set<Promise<void>>();
  return {
    get driver() {
      return target().driver;
    },
    publish(channels, event, data, exceptSocketId) {
      // Broadcasters resolve even when their transport fails; the catch is for a broken one.
      const publishing = target()
        .publish(channels, event, data, exceptSocketId)
        .catch((error: unknown) => log.error({ err: error, event }, 'realtime: publish failed'))
        .finally(() => inFlight.delete(publishing));
      inFlight.add(publishing);
      return Promise.resolve();
    },
    async drain() {
      await Promise.all([...inFlight]);
    },
    // The realtime module closes the broadcaster it wraps.
    async close() {},
  };
}
