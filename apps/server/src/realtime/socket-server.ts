// The Pusher-protocol websocket server at /app/{key}: connections, public/private/presence
// subscriptions, user sign-in, client events and heartbeats. State is per instance; events from
// other instances arrive through the broadcaster.
import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import type { PusherCredentials } from './credentials.ts';
import {
  ACTIVITY_TIMEOUT_S,
  CLIENT_EVENTS_PER_SECOND,
  type ClientMessage,
  channelKind,
  ERROR,
  frame,
  isValidChannelName,
  MAX_EVENT_PAYLOAD_BYTES,
  MAX_PRESENCE_MEMBERS,
  PONG_TIMEOUT_MS,
  PROTOCOL_VERSION,
  rawFrame,
} from './protocol.ts';
import { verifyChannelAuth, verifyUserAuth } from './signatures.ts';

interface PresenceMember {
  userId: string;
  info: unknown;
}

interface Connection {
  socketId: string;
  ws: WebSocket;
  channels: Set<string>;
  presence: Map<string, PresenceMember>;
  userId?: string;
  clientEventTimes: number[];
  lastActivity: number;
  pingSentAt?: number;
}

export interface ChannelInfo {
  subscriptionCount: number;
  userCount?: number;
}

export interface SocketServer {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Sends an event to every local subscriber of the channels, except the socket that caused it. */
  deliver(channels: readonly string[], event: string, data: string, exceptSocketId?: string): void;
  channels(prefix?: string): Map<string, ChannelInfo>;
  presenceUsers(channel: string): string[];
  connectionCount(): number;
  close(): Promise<void>;
}

/** Idle time after which we ping a client ourselves (pusher-js pings after activity_timeout). */
const SERVER_PING_AFTER_MS = 120_000;

export function createSocketServer(credentials: PusherCredentials, log: FastifyBaseLogger): SocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const subscribers = new Map<string, Set<Connection>>();
  /** presence channel → user id → member and how many of that user's connections are in it. */
  const presence = new Map<string, Map<string, { member: PresenceMember; connections: number }>>();
  const connections = new Set<Connection>();

  const send = (connection: Connection, message: string) => {
    if (connection.ws.readyState === connection.ws.OPEN) connection.ws.send(message);
  };
  const sendError = (connection: Connection, code: number | null, message: string) =>
    send(connection, rawFrame('pusher:error', { code, message }));

  function subscribed(connection: Connection, channel: string, data: unknown) {
    connection.channels.add(channel);
    let set = subscribers.get(channel);
    if (!set) {
      set = new Set();
      subscribers.set(channel, set);
    }
    set.add(connection);
    send(connection, frame('pusher_internal:subscription_succeeded', data, channel));
  }

  function subscriptionError(connection: Connection, channel: string, error: string, status = 401) {
    send(
      connection,
      JSON.stringify({
        event: 'pusher:subscription_error',
        channel,
        data: { type: 'AuthError', error, status },
      }),
    );
  }

  function presenceData(channel: string) {
    const members = presence.get(channel) ?? new Map();
    const hash: Record<string, unknown> = {};
    for (const [userId, entry] of members) hash[userId] = entry.member.info;
    return { presence: { ids: [...members.keys()], hash, count: members.size } };
  }

  function subscribe(connection: Connection, data: Record<string, unknown>) {
    const channel = data.channel;
    if (!isValidChannelName(channel)) return sendError(connection, null, 'Invalid channel name.');
    if (connection.channels.has(channel)) return;
    const kind = channelKind(channel);
    if (kind === 'public') return subscribed(connection, channel, {});
    if (kind === 'encrypted')
      return subscriptionError(connection, channel, 'Encrypted channels are not supported.', 400);
    const channelData = kind === 'presence' ? data.channel_data : undefined;
    if (kind === 'presence' && typeof channelData !== 'string') {
      return subscriptionError(connection, channel, 'Presence channels need channel_data.', 400);
    }
    if (
      !verifyChannelAuth(
        credentials,
        data.auth,
        connection.socketId,
        channel,
        channelData as string | undefined,
      )
    ) {
      return subscriptionError(connection, channel, 'Invalid signature.');
    }
    if (kind === 'private') return subscribed(connection, channel, {});

    let member: PresenceMember;
    try {
      const parsed = JSON.parse(channelData as string) as { user_id?: unknown; user_info?: unknown };
      if (parsed.user_id === undefined || parsed.user_id === null) throw new Error('user_id missing');
      member = { userId: String(parsed.user_id), info: parsed.user_info ?? {} };
    } catch {
      return subscriptionError(connection, channel, 'Invalid channel_data.', 400);
    }
    let members = presence.get(channel);
    if (!members) {
      members = new Map();
      presence.set(channel, members);
    }
    const existing = members.get(member.userId);
    if (!existing && members.size >= MAX_PRESENCE_MEMBERS) {
      return subscriptionError(connection, channel, 'This presence channel is full.', 403);
    }
    if (existing) existing.connections += 1;
    else members.set(member.userId, { member, connections: 1 });
    connection.presence.set(channel, member);
    subscribed(connection, channel, presenceData(channel));
    if (!existing) {
      const added = frame(
        'pusher_internal:member_added',
        { user_id: member.userId, user_info: member.info },
        channel,
      );
      for (const other of subscribers.get(channel) ?? []) if (other !== connection) send(other, added);
    }
  }

  function unsubscribe(connection: Connection, channel: string) {
    if (!connection.channels.delete(channel)) return;
    const set = subscribers.get(channel);
    set?.delete(connection);
    if (set?.size === 0) subscribers.delete(channel);
    const member = connection.presence.get(channel);
    if (!member) return;
    connection.presence.delete(channel);
    const members = presence.get(channel);
    const entry = members?.get(member.userId);
    if (!members || !entry) return;
    entry.connections -= 1;
    if (entry.connections > 0) return;
    members.delete(member.userId);
    if (members.size === 0) presence.delete(channel);
    const removed = frame('pusher_internal:member_removed', { user_id: member.userId }, channel);
    for (const other of subscribers.get(channel) ?? []) send(other, removed);
  }

  function clientEvent(connection: Connection, message: ClientMessage) {
    const channel = message.channel;
    if (!channel || !connection.channels.has(channel))
      return sendError(connection, null, 'Subscribe to the channel first.');
    const kind = channelKind(channel);
    if (kind !== 'private' && kind !== 'presence') {
      return sendError(connection, null, 'Client events are only allowed on private and presence channels.');
    }
    const now = Date.now();
    connection.clientEventTimes = connection.clientEventTimes.filter((time) => now - time < 1000);
    if (connection.clientEventTimes.length >= CLIENT_EVENTS_PER_SECOND) {
      return sendError(connection, ERROR.clientEventRateLimit, 'Client event rejected due to rate limit.');
    }
    connection.clientEventTimes.push(now);
    const data = typeof message.data === 'string' ? message.data : JSON.stringify(message.data ?? {});
    if (Buffer.byteLength(data) > MAX_EVENT_PAYLOAD_BYTES)
      return sendError(connection, null, 'Event payload is too large (10 KB).');
    const member = connection.presence.get(channel);
    const outgoing = JSON.stringify({
      event: message.event,
      channel,
      data,
      ...(member ? { user_id: member.userId } : {}),
    });
    // Never echoed to the sender.
    for (const other of subscribers.get(channel) ?? []) if (other !== connection) send(other, outgoing);
  }

  function signin(connection: Connection, data: Record<string, unknown>) {
    const userData = data.user_data;
    let userId: string | undefined;
    try {
      const parsed = typeof userData === 'string' ? (JSON.parse(userData) as { id?: unknown }) : undefined;
      userId = parsed?.id === undefined ? undefined : String(parsed.id);
    } catch {
      userId = undefined;
    }
    if (
      !userId ||
      typeof userData !== 'string' ||
      !verifyUserAuth(credentials, data.auth, connection.socketId, userData)
    ) {
      sendError(connection, ERROR.unauthorized, 'The connection is unauthorized.');
      connection.ws.close(ERROR.unauthorized, 'Unauthorized');
      return;
    }
    connection.userId = userId;
    send(connection, frame('pusher:signin_success', { user_data: userData }));
  }

  function handleMessage(connection: Connection, raw: string) {
    connection.lastActivity = Date.now();
    connection.pingSentAt = undefined;
    let message: ClientMessage;
    try {
      message = JSON.parse(raw) as ClientMessage;
      if (typeof message?.event !== 'string') throw new Error('no event');
    } catch {
      return sendError(connection, null, 'Messages must be JSON objects with an event.');
    }
    const data = (typeof message.data === 'string' ? safeParse(message.data) : message.data) as
      | Record<string, unknown>
      | undefined;
    switch (message.event) {
      case 'pusher:ping':
        return send(connection, rawFrame('pusher:pong', {}));
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return subscribe(connection, data ?? {});
      case 'pusher:unsubscribe':
        return typeof data?.channel === 'string' ? unsubscribe(connection, data.channel) : undefined;
      case 'pusher:signin':
        return signin(connection, data ?? {});
      default:
        if (message.event.startsWith('client-')) return clientEvent(connection, message);
        return sendError(connection, null, `Unknown event: ${message.event.slice(0, 64)}`);
    }
  }

  function accept(ws: WebSocket, request: IncomingMessage) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const [, , key] = url.pathname.split('/');
    const protocol = Number(url.searchParams.get('protocol') ?? PROTOCOL_VERSION);
    const reject = (code: number, reason: string) => {
      ws.send(rawFrame('pusher:error', { code, message: reason }));
      ws.close(code, reason);
    };
    if (key !== credentials.key) return reject(ERROR.appDoesNotExist, `App key ${key} does not exist.`);
    if (protocol < 5 || protocol > PROTOCOL_VERSION)
      return reject(ERROR.unsupportedProtocol, 'Unsupported protocol version.');

    const connection: Connection = {
      socketId: `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`,
      ws,
      channels: new Set(),
      presence: new Map(),
      clientEventTimes: [],
      lastActivity: Date.now(),
    };
    connections.add(connection);
    ws.on('message', (raw) => handleMessage(connection, raw.toString()));
    ws.on('close', () => {
      for (const channel of [...connection.channels]) unsubscribe(connection, channel);
      connections.delete(connection);
    });
    ws.on('error', (error) => log.debug({ err: error }, 'websocket error'));
    send(
      connection,
      frame('pusher:connection_established', {
        socket_id: connection.socketId,
        activity_timeout: ACTIVITY_TIMEOUT_S,
      }),
    );
  }

  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const connection of connections) {
      if (connection.pingSentAt && now - connection.pingSentAt > PONG_TIMEOUT_MS) {
        connection.ws.close(ERROR.pongNotReceived, 'Pong reply not received');
      } else if (!connection.pingSentAt && now - connection.lastActivity > SERVER_PING_AFTER_MS) {
        connection.pingSentAt = now;
        send(connection, rawFrame('pusher:ping', {}));
      }
    }
  }, 5_000);
  heartbeat.unref();

  return {
    handleUpgrade(request, socket, head) {
      const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (!/^\/app\/[^/]+$/.test(pathname)) return false;
      wss.handleUpgrade(request, socket, head, (ws) => accept(ws, request));
      return true;
    },
    deliver(channels, event, data, exceptSocketId) {
      for (const channel of channels) {
        const message = frame(event, data, channel);
        for (const connection of subscribers.get(channel) ?? []) {
          if (connection.socketId !== exceptSocketId) send(connection, message);
        }
      }
    },
    channels(prefix = '') {
      const result = new Map<string, ChannelInfo>();
      for (const [name, set] of subscribers) {
        if (!name.startsWith(prefix)) continue;
        const members = presence.get(name);
        result.set(name, { subscriptionCount: set.size, ...(members ? { userCount: members.size } : {}) });
      }
      return result;
    },
    presenceUsers(channel) {
      return [...(presence.get(channel)?.keys() ?? [])];
    },
    connectionCount: () => connections.size,
    async close() {
      clearInterval(heartbeat);
      // Clients reconnect (to another instance) right away.
      for (const connection of connections)
        connection.ws.close(ERROR.reconnectImmediately, 'Server shutting down');
      // A client that never answers the close handshake must not hold the shutdown up.
      await new Promise((resolve) => setTimeout(resolve, connections.size ? 500 : 0));
      for (const connection of connections) connection.ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function safeParse(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
