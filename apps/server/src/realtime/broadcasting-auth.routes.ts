// Channel and user authorization for the signed-in user (Laravel's /broadcasting/auth and
// /broadcasting/user-auth), answered with Pusher signatures.

import formbody from '@fastify/formbody';
import { fullName } from '@hireloop/shared/people';
import {
  channelAuthResponseSchema,
  realtimeConfigSchema,
  userAuthResponseSchema,
} from '@hireloop/shared/realtime';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { signedInUserId } from '../http/authentication.ts';
import type { App, AppDeps } from '../http/types.ts';
import { forbidden } from '../lib/errors.ts';
import { getUserById } from '../modules/users/users.service.ts';
import type { ChannelAuthorizer } from './channel-authorizers.ts';
import type { PusherCredentials } from './credentials.ts';
import { channelKind, isValidChannelName } from './protocol.ts';
import { signChannel, signUser } from './signatures.ts';

const socketId = z.string().regex(/^\d+\.\d+$/, 'The socket id is invalid.');
const channelAuthSchema = z.object({
  socket_id: socketId,
  channel_name: z.string().refine(isValidChannelName, 'The channel name is invalid.'),
});

/** Channels a user may join: their own private channel, and those the domains' authorizers allow. */
export async function mayJoinChannel(
  request: FastifyRequest,
  channel: string,
  authorizers: readonly ChannelAuthorizer[],
): Promise<boolean> {
  if (channel === `private-App.Models.User.${signedInUserId(request)}`) return true;
  const authorizer = authorizers.find((candidate) => candidate.matches(channel));
  return authorizer ? authorizer.mayJoin(request, channel) : false;
}

export async function registerBroadcastingAuthRoutes(
  app: App,
  deps: AppDeps,
  credentials: PusherCredentials,
  authorizers: readonly ChannelAuthorizer[] = [],
): Promise<void> {
  // pusher-js posts these as application/x-www-form-urlencoded.
  await app.register(formbody);
  const db = deps.database.db;

  const userInfo = async (request: FastifyRequest) => {
    const user = await getUserById(db, signedInUserId(request));
    return { id: String(user.id), user_info: { name: fullName(user) } };
  };

  app.post(
    '/broadcasting/auth',
    { schema: { body: channelAuthSchema, response: { 200: channelAuthResponseSchema } } },
    async (request) => {
      const { socket_id, channel_name } = request.body;
      const kind = channelKind(channel_name);
      if (
        kind === 'public' ||
        kind === 'encrypted' ||
        !(await mayJoinChannel(request, channel_name, authorizers))
      ) {
        throw forbidden('You may not join this channel.');
      }
      if (kind === 'presence') {
        const info = await userInfo(request);
        const channelData = JSON.stringify({ user_id: info.id, user_info: info.user_info });
        return {
          auth: signChannel(credentials, socket_id, channel_name, channelData),
          channel_data: channelData,
        };
      }
      return { auth: signChannel(credentials, socket_id, channel_name) };
    },
  );

  app.post(
    '/broadcasting/user-auth',
    { schema: { body: z.object({ socket_id: socketId }), response: { 200: userAuthResponseSchema } } },
    async (request) => {
      const userData = JSON.stringify(await userInfo(request));
      return { auth: signUser(credentials, request.body.socket_id, userData), user_data: userData };
    },
  );

  /** What pusher-js needs to connect (SPEC.md §7 "Realtime"). */
  app.get(
    '/api/realtime/config',
    { config: { public: true }, schema: { response: { 200: realtimeConfigSchema } } },
    async () => ({
      key: credentials.key,
      cluster: 'mt1',
      host: deps.config.PUSHER_HOST ?? new URL(deps.config.appUrl).hostname,
      port:
        deps.config.PUSHER_PORT ??
        (Number(new URL(deps.config.appUrl).port) || (deps.config.appUrl.startsWith('https:') ? 443 : 80)),
      force_tls: deps.config.appUrl.startsWith('https:'),
    }),
  );
}

export type { PusherCredentials };
