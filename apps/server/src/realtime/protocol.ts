// Pusher Channels protocol v7: limits, error codes and message shapes.
export const PROTOCOL_VERSION = 7;
export const ACTIVITY_TIMEOUT_S = 30;
/** How long a client has to answer our ping before we give up on it. */
export const PONG_TIMEOUT_MS = 30_000;
export const MAX_CHANNEL_NAME_LENGTH = 164;
export const MAX_EVENT_PAYLOAD_BYTES = 10 * 1024;
export const CLIENT_EVENTS_PER_SECOND = 10;
export const MAX_PRESENCE_MEMBERS = 100;

export const ERROR = {
  appDoesNotExist: 4001,
  pathNotFound: 4005,
  unsupportedProtocol: 4007,
  unauthorized: 4009,
  reconnectImmediately: 4200,
  pongNotReceived: 4201,
  clientEventRateLimit: 4301,
} as const;

const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]+$/;

export function isValidChannelName(name: unknown): name is string {
  return (
    typeof name === 'string' &&
    name.length > 0 &&
    name.length <= MAX_CHANNEL_NAME_LENGTH &&
    CHANNEL_NAME.test(name)
  );
}

export type ChannelKind = 'public' | 'private' | 'presence' | 'encrypted';

export function channelKind(name: string): ChannelKind {
  if (name.startsWith('private-encrypted-')) return 'encrypted';
  if (name.startsWith('private-')) return 'private';
  if (name.startsWith('presence-')) return 'presence';
  return 'public';
}

export interface ClientMessage {
  event: string;
  channel?: string;
  data?: unknown;
}

/** Outgoing frames carry `data` as a JSON string, as the protocol does. */
export function frame(event: string, data: unknown, channel?: string): string {
  return JSON.stringify({
    event,
    ...(channel ? { channel } : {}),
    data: typeof data === 'string' ? data : JSON.stringify(data),
  });
}

/** pusher:error and pusher:pong carry an object, not a string (protocol quirk pusher-js relies on). */
export function rawFrame(event: string, data: unknown): string {
  return JSON.stringify({ event, data });
}
