// The HMAC-SHA256 signatures of the Pusher protocol: channel auth, user sign-in and the HTTP API.
import { createHash, createHmac } from 'node:crypto';
import { safeEqual } from '../lib/crypto.ts';
import type { PusherCredentials } from './credentials.ts';

const hmac = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('hex');

/** `key:signature` for a private (or, with channel data, presence) channel subscription. */
export function signChannel(
  credentials: PusherCredentials,
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const value =
    channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${credentials.key}:${hmac(credentials.secret, value)}`;
}

export function verifyChannelAuth(
  credentials: PusherCredentials,
  auth: unknown,
  socketId: string,
  channel: string,
  channelData?: string,
): boolean {
  return (
    typeof auth === 'string' && safeEqual(auth, signChannel(credentials, socketId, channel, channelData))
  );
}

/** `key:signature` for `pusher:signin` (user authentication). */
export function signUser(credentials: PusherCredentials, socketId: string, userData: string): string {
  return `${credentials.key}:${hmac(credentials.secret, `${socketId}::user::${userData}`)}`;
}

export function verifyUserAuth(
  credentials: PusherCredentials,
  auth: unknown,
  socketId: string,
  userData: string,
): boolean {
  return typeof auth === 'string' && safeEqual(auth, signUser(credentials, socketId, userData));
}

export const bodyMd5 = (body: string) => createHash('md5').update(body).digest('hex');

/** The HTTP API signature: method, path and the sorted query (without auth_signature). */
export function signHttpRequest(
  secret: string,
  method: string,
  path: string,
  query: Record<string, string>,
): string {
  const params = Object.keys(query)
    .filter((name) => name !== 'auth_signature')
    .sort()
    .map((name) => `${name}=${query[name]}`)
    .join('&');
  return hmac(secret, `${method}\n${path}\n${params}`);
}
