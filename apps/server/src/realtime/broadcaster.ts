// Publishing events to channels. The in-process driver hands them to this instance's sockets;
// the Redis and Pusher HTTP drivers (several instances, Soketi/Pusher) implement the same interface.
import type { SocketServer } from './socket-server.ts';

export interface Broadcaster {
  readonly driver: 'local' | 'redis' | 'pusher';
  /** `data` is the JSON string the clients receive. */
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
