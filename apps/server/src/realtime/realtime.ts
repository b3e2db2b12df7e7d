// Realtime: the websocket server at /app/{key} (on the app's port, and on REALTIME_PORT when set),
// the broadcaster, the Pusher HTTP API and channel authorization.
import type { FastifyBaseLogger } from 'fastify';
import { type Config, ConfigError } from '../config.ts';
import type { App, AppDeps } from '../http/types.ts';
import { type BackgroundBroadcaster, createBackgroundBroadcaster } from './background-broadcaster.ts';
import { type Broadcaster, createLocalBroadcaster } from './broadcaster.ts';
import { registerBroadcastingAuthRoutes } from './broadcasting-auth.routes.ts';
import type { ChannelAuthorizer } from './channel-authorizers.ts';
import { loadOrCreateCredentials, type PusherCredentials } from './credentials.ts';
import { registerPusherHttpApi } from './http-api.routes.ts';
import { createPusherHttpBroadcaster } from './pusher-http-broadcaster.ts';
import { listenRealtimePort, type RealtimePortServer } from './realtime-port.ts';
import { createRedisBroadcaster } from './redis-broadcaster.ts';
import { createSocketServer, type SocketServer } from './socket-server.ts';

export interface Realtime {
  credentials: PusherCredentials;
  sockets: SocketServer;
  broadcaster: Broadcaster;
  /** The broadcaster for request handlers: publishes without making the request wait. */
  background: BackgroundBroadcaster;
  /** The REALTIME_PORT listener, once the app is ready (unset when REALTIME_PORT is not). */
  realtimePort?: RealtimePortServer;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** PUSHER_HOST → an external Pusher/Soketi; else REDIS_URL → fan-out across instances; else local. */
async function createBroadcaster(
  config: Config,
  credentials: PusherCredentials,
  sockets: SocketServer,
  log: FastifyBaseLogger,
): Promise<Broadcaster> {
  if (config.PUSHER_HOST) {
    // Generated credentials would sign subscriptions the external server cannot verify.
    if (!config.PUSHER_APP_ID || !config.PUSHER_APP_KEY || !config.PUSHER_APP_SECRET) {
      throw new ConfigError(
        'Invalid configuration:\n  PUSHER_HOST needs PUSHER_APP_ID, PUSHER_APP_KEY and PUSHER_APP_SECRET',
      );
    }
    return createPusherHttpBroadcaster({
      credentials,
      host: config.PUSHER_HOST,
      port: config.PUSHER_PORT,
      log,
    });
  }
  if (config.REDIS_URL) {
    return createRedisBroadcaster({ url: config.REDIS_URL, prefix: config.REDIS_PREFIX, sockets, log });
  }
  return createLocalBroadcaster(sockets);
}

export async function registerRealtime(
  app: App,
  deps: AppDeps,
  channelAuthorizers: readonly ChannelAuthorizer[] = [],
): Promise<Realtime> {
  const { config } = deps;
  const credentials = loadOrCreateCredentials(
    { appId: config.PUSHER_APP_ID, key: config.PUSHER_APP_KEY, secret: config.PUSHER_APP_SECRET },
    config.dataDir,
  );
  const log = app.log.child({ module: 'realtime' });
  const sockets = createSocketServer(credentials, log);
  const broadcaster = await createBroadcaster(config, credentials, sockets, log);
  const realtime: Realtime = {
    credentials,
    sockets,
    broadcaster,
    background: createBackgroundBroadcaster(() => realtime.broadcaster, log),
  };
  app.decorate('realtime', realtime);

  app.server.on('upgrade', (request, socket, head) => {
    if (!sockets.handleUpgrade(request, socket, head)) socket.destroy();
  });
  if (config.REALTIME_PORT) {
    const port = config.REALTIME_PORT;
    // Bound when the app is ready, so a taken port fails start-up instead of going unnoticed.
    app.addHook('onReady', async () => {
      realtime.realtimePort = await listenRealtimePort(sockets, port, config.HOST);
      log.info({ port }, 'realtime: websockets also on REALTIME_PORT');
    });
  }
  // Before Fastify closes its server: server.close() waits for every connection, upgraded
  // websockets included, so closing them in onClose would wait forever. Clients get 4200 and
  // reconnect to another instance.
  app.addHook('preClose', async () => {
    await sockets.close();
    await realtime.realtimePort?.close();
  });
  // After in-flight requests, which may still publish, and the publishes they started.
  app.addHook('onClose', async () => {
    await realtime.background.drain();
    await broadcaster.close();
  });

  await registerPusherHttpApi(app, { credentials, broadcaster, sockets });
  await registerBroadcastingAuthRoutes(app, deps, credentials, channelAuthorizers);
  return realtime;
}
