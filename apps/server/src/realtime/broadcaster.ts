// Publishing events to channels. The in-process driver hands them to this instance's sockets; the
// Redis driver (redis-broadcaster.ts) fans out to every instance, the Pusher HTTP driver
// (pusher-http-broadcaster.ts) hands them to Soketi or Pusher. realtime.ts picks one from config.
import type { SocketServer } from './socket-server.ts';

export interface Broadcaster {
  readonly driver: 'local' | 'redis' | 'pusher';
  /**
   * `data` is the JSON string the clients receive. Realtime is best effort: a driver whose
   * transport is down logs the failure and resolves, so a saved message never fails its request
   * because a push could not be sent (clients refetch when they reconnect).
   */
  publish(channels: readonly string[], event: string, data: string, exceptSocketId?: string): Promise<void>;
  close(): Promise<void>;
}

export function createLocalBroadcaster(sockets: SocketServer): Broadcaster {
  return {
    driver: 'local',
    async publish(channels, event, data, exceptSocketId) {
      sockets.deliver(channels, event, data, exceptSocketId);
    },
    async close() {},
  };
}
