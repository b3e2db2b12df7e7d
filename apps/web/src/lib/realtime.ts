// The realtime client of SPEC.md §7 "Realtime": pusher-js against the app's own Pusher-protocol
// server (DESIGN.md §1), configured by `GET /api/realtime/config`. While someone is signed in the
// client listens on their private channel `private-App.Models.User.{id}`; features subscribe to
// events there with `subscribeToUserEvent`. Reconnecting after a dropped connection is pusher-js's
// own job. pusher-js is imported on first use, so it stays out of the first page load.
import { camelCaseKeys } from '@hireloop/shared/case';
import { REALTIME } from '@hireloop/shared/constants';
import type Pusher from 'pusher-js';
import type { Options } from 'pusher-js';
import { api } from './http.ts';

export const REALTIME_CONFIG_PATH = '/api/realtime/config';
export const CHANNEL_AUTH_PATH = '/broadcasting/auth';
export const USER_AUTH_PATH = '/broadcasting/user-auth';

/** `GET /api/realtime/config`, camelCased. */
export interface RealtimeConfig {
  key: string;
  cluster: string;
  host: string;
  port: number;
  forceTls: boolean;
}

export type UserEventHandler<T> = (payload: T) => void;

/** The private channel every notification of one user arrives on (Laravel's model channel). */
export function userChannelName(userId: number): string {
  return `private-App.Models.User.${userId}`;
}

/** The page's CSRF meta tag wins (SPEC.md §7); otherwise the http client echoes the XSRF-TOKEN cookie. */
function csrfMetaHeaders(): Record<string, string> {
  const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  return token ? { 'X-CSRF-TOKEN': token } : {};
}

/**
 * Asks the server to sign a subscription or a sign-in. Goes through the app's http client, so it
 * carries the session cookie (credentials included), the CSRF handshake and header, and the
 * XMLHttpRequest marker. Failures are pusher-js's to report (a subscription error); they must
 * not trigger the app's redirects or toasts.
 */
async function authorize(path: string, body: Record<string, string>): Promise<Record<string, string>> {
  return api.post<Record<string, string>>(path, body, {
    headers: csrfMetaHeaders(),
    skipErrorHandling: true,
    skipSuccessToasts: true,
    background: true,
  });
}

/** pusher-js options of SPEC.md §7/§9 from the server's settings. */
export function pusherOptions(config: RealtimeConfig): Options {
  return {
    cluster: config.cluster || REALTIME.cluster,
    wsHost: config.host,
    wsPort: config.port,
    wssPort: config.port,
    forceTLS: config.forceTls,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        authorize(CHANNEL_AUTH_PATH, { socketId, channelName }).then(
          // The client camelCases keys; pusher-js reads the wire names.
          (data) => callback(null, { auth: data.auth ?? '', channel_data: data.channelData }),
          (error: Error) => callback(error, null),
        );
      },
    },
    userAuthentication: {
      customHandler: ({ socketId }, callback) => {
        authorize(USER_AUTH_PATH, { socketId }).then(
          (data) => callback(null, { auth: data.auth ?? '', user_data: data.userData ?? '' }),
          (error: Error) => callback(error, null),
        );
      },
    },
  };
}

const handlers = new Map<string, Set<UserEventHandler<unknown>>>();

interface Connection {
  userId: number;
  pusher: Pusher | null;
  ready: Promise<void>;
}

let connection: Connection | null = null;
/** Bumped by every connect and disconnect, so a start-up overtaken by a sign-out stops itself. */
let generation = 0;

function dispatch(event: string, data: unknown): void {
  const listeners = handlers.get(event);
  if (!listeners || listeners.size === 0) return;
  // DESIGN.md §3: the client sees camelCase keys, whether a payload came over HTTP or a socket.
  const payload = camelCaseKeys(data);
  for (const listener of [...listeners]) {
    try {
      listener(payload);
    } catch (error) {
      console.error(`A handler of the realtime event ${event} failed`, error);
    }
  }
}

async function start(connecting: Connection, startedGeneration: number): Promise<void> {
  const [config, { default: PusherClient }] = await Promise.all([
    api.get<RealtimeConfig>(REALTIME_CONFIG_PATH, { skipErrorHandling: true, background: true }),
    import('pusher-js'),
  ]);
  if (startedGeneration !== generation) return;
  const pusher = new PusherClient(config.key, pusherOptions(config));
  connecting.pusher = pusher;
  pusher.subscribe(userChannelName(connecting.userId)).bind_global(dispatch);
}

/**
 * Connects as this user and joins their private channel. Signing in as someone else first leaves
 * the previous user's channel and connection; calling it again for the same user does nothing.
 */
export function connectRealtime(userId: number): Promise<void> {
  if (connection?.userId === userId) return connection.ready;
  disconnectRealtime();
  const startedGeneration = generation;
  const connecting: Connection = { userId, pusher: null, ready: Promise.resolve() };
  connecting.ready = start(connecting, startedGeneration).catch((error: unknown) => {
    // Without realtime the app still works; pages refresh their data on their own.
    console.error('The realtime connection could not start', error);
  });
  connection = connecting;
  return connecting.ready;
}

/** Leaves the user's channel and closes the connection (sign-out, or another user signing in). */
export function disconnectRealtime(): void {
  generation += 1;
  const closing = connection;
  connection = null;
  if (!closing?.pusher) return;
  closing.pusher.unsubscribe(userChannelName(closing.userId));
  closing.pusher.disconnect();
}

/** The id of the user whose channel the client listens on, if any. */
export function realtimeUserId(): number | null {
  return connection?.userId ?? null;
}

/**
 * Calls `handler` with each `event` on the signed-in user's private channel (payload keys
 * camelCased). Subscriptions outlive connections: one made while signed out, or before the
 * connection is up, starts receiving once a user's channel is joined. Returns the unsubscribe.
 */
export function subscribeToUserEvent<T>(event: string, handler: UserEventHandler<T>): () => void {
  let listeners = handlers.get(event);
  if (!listeners) {
    listeners = new Set();
    handlers.set(event, listeners);
  }
  const listener = handler as UserEventHandler<unknown>;
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) handlers.delete(event);
  };
}

/** The `pusher:error` code of a client event over the rate limit (Pusher protocol). */
const CLIENT_EVENT_RATE_LIMITED = 4301;

/** A presence channel the page joined: its members, its events, client events, and leaving. */
export interface PresenceChannelHandle {
  /** Our own member id (the user id as a string) once subscribed. */
  myId(): string | null;
  memberIds(): string[];
  bind(event: string, handler: (data: unknown, meta?: { user_id?: string }) => void): void;
  /** Client events (`client-…`) to everyone else on the channel; false when not subscribed. */
  trigger(event: string, data: unknown): boolean;
  /** The websocket's state changes (`connected`, `connecting`, `unavailable`…). */
  onConnectionState(handler: (state: string) => void): () => void;
  /**
   * The server rejected one of this connection's client events for its rate (`pusher:error` 4301):
   * the event was not delivered, and nothing says which one it was.
   */
  onClientEventRejected(handler: () => void): () => void;
  leave(): void;
}

/**
 * Joins a presence channel on the signed-in user's connection (the interview room's
 * `presence-interview.{uuid}`). pusher-js re-subscribes by itself after a dropped connection and
 * fires `pusher:subscription_succeeded` again, which callers use to resume.
 */
export async function joinPresenceChannel(name: string): Promise<PresenceChannelHandle> {
  // The session connects right after sign-in; a page opened at once may be a moment early.
  for (let waited = 0; !connection && waited < 5000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const current = connection;
  if (!current) throw new Error('Realtime is not connected: nobody is signed in.');
  await current.ready;
  const pusher = current.pusher;
  if (!pusher) throw new Error('Realtime could not connect.');
  const channel = pusher.subscribe(name) as ReturnType<Pusher['subscribe']> & {
    members: { me: { id: string } | null; each(callback: (member: { id: string }) => void): void };
  };
  const stateHandlers = new Set<(state: string) => void>();
  const onState = ({ current: state }: { current: string }) => {
    for (const handler of stateHandlers) handler(state);
  };
  pusher.connection.bind('state_change', onState);
  const rejectedHandlers = new Set<() => void>();
  const onError = (error: { type?: string; data?: { code?: number } } | undefined) => {
    if (error?.type !== 'PusherError' || error.data?.code !== CLIENT_EVENT_RATE_LIMITED) return;
    for (const handler of rejectedHandlers) handler();
  };
  pusher.connection.bind('error', onError);
  return {
    myId: () => channel.members.me?.id ?? null,
    memberIds: () => {
      const ids: string[] = [];
      channel.members.each((member) => ids.push(member.id));
      return ids;
    },
    bind: (event, handler) => channel.bind(event, handler),
    trigger: (event, data) => channel.trigger(event, data),
    onConnectionState: (handler) => {
      stateHandlers.add(handler);
      return () => stateHandlers.delete(handler);
    },
    onClientEventRejected: (handler) => {
      rejectedHandlers.add(handler);
      return () => rejectedHandlers.delete(handler);
    },
    leave: () => {
      pusher.connection.unbind('state_change', onState);
      pusher.connection.unbind('error', onError);
      // A channel still subscribing is kept by pusher-js and handed out again: drop our handlers.
      channel.unbind_all();
      pusher.unsubscribe(name);
    },
  };
}
