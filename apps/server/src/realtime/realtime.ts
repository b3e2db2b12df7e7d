// Realtime on the app's own port: the websocket server at /app/{key}, the broadcaster, the Pusher
// HTTP API and channel authorization.
import type { App, AppDeps } from '../http/types.ts';
import { type Broadcaster, createLocalBroadcaster } from './broadcaster.ts';
import { registerBroadcastingAuthRoutes } from './broadcasting-auth.routes.ts';
import { loadOrCreateCredentials, type PusherCredentials } from './credentials.ts';
import { registerPusherHttpApi } from './http-api.routes.ts';
import { createSocketServer, type SocketServer } from './socket-server.ts';

export interface Realtime {
  credentials: PusherCredentials;
  sockets: SocketServer;
  broadcaster: Broadcaster;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export async function registerRealtime(app: App, deps: AppDeps): Promise<Realtime> {
  const { config } = deps;
  const credentials = loadOrCreateCredentials(
    { appId: config.PUSHER_APP_ID, key: config.PUSHER_APP_KEY, secret: config.PUSHER_APP_SECRET },
    config.dataDir,
  );
  const sockets = createSocketServer(credentials, app.log);
  const broadcaster = createLocalBroadcaster(sockets);
  const realtime: Realtime = { credentials, sockets, broadcaster };
  app.decorate('realtime', realtime);

  app.server.on('upgrade', (request, socket, head) => {
    if (!sockets.handleUpgrade(request, socket, head)) socket.destroy();
  });
  app.addHook('onClose', async () => {
    await broadcaster.close();
    await sockets.close();
  });

  await registerPusherHttpApi(app, { credentials, broadcaster, sockets });
  await registerBroadcastingAuthRoutes(app, deps, credentials);
  return realtime;
}
