// Publishing through an external Pusher-compatible server (Soketi, Pusher) with the official SDK.
// Clients then connect to that server, not to us; our /broadcasting/auth signs with its credentials.
import type { FastifyBaseLogger } from 'fastify';
import Pusher from 'pusher';
import type { Broadcaster } from './broadcaster.ts';
import type { PusherCredentials } from './credentials.ts';

/** The Pusher HTTP API refuses a trigger to more than 100 channels. */
const MAX_CHANNELS_PER_TRIGGER = 100;
const REQUEST_TIMEOUT_MS = 5_000;

export interface PusherHttpBroadcasterOptions {
  credentials: PusherCredentials;
  host: string;
  /** Defaults to 443; TLS is used exactly when the port is 443. */
  port?: number | undefined;
  log: FastifyBaseLogger;
}

export function createPusherHttpBroadcaster(options: PusherHttpBroadcasterOptions): Broadcaster {
  const port = options.port ?? 443;
  const sdk = new Pusher({
    appId: options.credentials.appId,
    key: options.credentials.key,
    secret: options.credentials.secret,
    host: options.host,
    port: String(port),
    useTLS: port === 443,
    timeout: REQUEST_TIMEOUT_MS,
  });
  return {
    driver: 'pusher',
    async publish(channels, event, data, exceptSocketId) {
      for (let i = 0; i < channels.length; i += MAX_CHANNELS_PER_TRIGGER) {
        const chunk = channels.slice(i, i + MAX_CHANNELS_PER_TRIGGER);
        try {
          // A string is sent as is: `data` is already the JSON the clients receive.
          await sdk.trigger(chunk, event, data, exceptSocketId ? { socket_id: exceptSocketId } : undefined);
        } catch (error) {
          options.log.error(
            { err: error, event, host: options.host },
            'realtime: Pusher HTTP publish failed; the event was dropped',
          );
        }
      }
    },
    async close() {},
  };
}
