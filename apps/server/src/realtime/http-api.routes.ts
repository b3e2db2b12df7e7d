// The Pusher HTTP API served by the app, signed as Pusher signs it, so the official `pusher` SDK
// (or any Pusher-compatible publisher) can trigger events on our own socket server.
import { channelListResponseSchema, presenceUsersResponseSchema } from '@hireloop/shared/realtime';
import { emptyResponseSchema } from '@hireloop/shared/responses';

import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from '../http/types.ts';
import { safeEqual } from '../lib/crypto.ts';
import { AppError } from '../lib/errors.ts';
import type { Broadcaster } from './broadcaster.ts';
import type { PusherCredentials } from './credentials.ts';
import { isValidChannelName, MAX_EVENT_PAYLOAD_BYTES } from './protocol.ts';
import { bodyMd5, signHttpRequest } from './signatures.ts';
import type { SocketServer } from './socket-server.ts';

const MAX_CLOCK_SKEW_S = 600;
const channelName = z.string().refine(isValidChannelName, 'The channel name is invalid.');
const eventName = z.string().min(1).max(200);
const eventData = z
  .string()
  .refine(
    (data) => Buffer.byteLength(data) <= MAX_EVENT_PAYLOAD_BYTES,
    'The data may not be larger than 10 KB.',
  );

const triggerSchema = z
  .object({
    name: eventName,
    data: eventData,
    channels: z.array(channelName).min(1).max(100).optional(),
    channel: channelName.optional(),
    socket_id: z
      .string()
      .regex(/^\d+\.\d+$/)
      .optional(),
  })
  .refine((body) => Boolean(body.channels?.length) !== Boolean(body.channel), {
    path: ['channels'],
    message: 'Give channels or channel.',
  });

const batchSchema = z.object({
  batch: z
    .array(
      z.object({
        channel: channelName,
        name: eventName,
        data: eventData,
        socket_id: z
          .string()
          .regex(/^\d+\.\d+$/)
          .optional(),
      }),
    )
    .min(1)
    .max(10),
});

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

function authenticate(request: FastifyRequest, credentials: PusherCredentials, appId: string): void {
  const query = request.query as Record<string, string>;
  const path = request.url.split('?')[0] ?? '';
  const unauthorized = (message: string) => new AppError(401, message);
  if (appId !== credentials.appId) throw new AppError(404, 'Unknown app.');
  if (query.auth_key !== credentials.key) throw unauthorized('Unknown auth_key.');
  if (query.auth_version !== '1.0') throw unauthorized('auth_version must be 1.0.');
  const timestamp = Number(query.auth_timestamp);
  if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > MAX_CLOCK_SKEW_S) {
    throw unauthorized('Timestamp expired: the clocks differ by more than 600 s.');
  }
  if (request.method === 'POST' && query.body_md5 !== bodyMd5(request.rawBody ?? ''))
    throw unauthorized('body_md5 does not match the body.');
  const expected = signHttpRequest(credentials.secret, request.method, path, query);
  if (!query.auth_signature || !safeEqual(query.auth_signature, expected))
    throw unauthorized('Invalid signature.');
}

export async function registerPusherHttpApi(
  app: App,
  deps: { credentials: PusherCredentials; broadcaster: Broadcaster; sockets: SocketServer },
): Promise<void> {
  await app.register(async (untyped) => {
    const scope = untyped.withTypeProvider<ZodTypeProvider>();
    // The signature covers the exact bytes sent, so keep them.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError(400, 'The request body is not valid JSON.'), undefined);
      }
    });
    const config = { public: true, csrf: false };
    const params = z.object({ appId: z.string() });
    const accepted = { response: { 200: emptyResponseSchema } };

    // Authenticated before the body is validated: strangers learn nothing about our schema.
    const authenticated = {
      preValidation: async (request: FastifyRequest) =>
        authenticate(request, deps.credentials, (request.params as { appId: string }).appId),
    };

    scope.post(
      '/apps/:appId/events',
      { config, ...authenticated, schema: { params, body: triggerSchema, ...accepted } },
      async (request) => {
        const body = request.body;
        await deps.broadcaster.publish(
          body.channels ?? [body.channel!],
          body.name,
          body.data,
          body.socket_id,
        );
        return {};
      },
    );

    scope.post(
      '/apps/:appId/batch_events',
      { config, ...authenticated, schema: { params, body: batchSchema, ...accepted } },
      async (request) => {
        const { batch } = request.body;
        for (const event of batch)
          await deps.broadcaster.publish([event.channel], event.name, event.data, event.socket_id);
        return {};
      },
    );

    scope.get(
      '/apps/:appId/channels',
      { config, ...authenticated, schema: { params, response: { 200: channelListResponseSchema } } },
      async (request) => {
        const query = request.query as Record<string, string>;
        const withUserCount = (query.info ?? '').split(',').includes('user_count');
        const channels: Record<string, { user_count?: number }> = {};
        for (const [name, info] of deps.sockets.channels(query.filter_by_prefix ?? '')) {
          channels[name] =
            withUserCount && info.userCount !== undefined ? { user_count: info.userCount } : {};
        }
        return { channels };
      },
    );

    scope.get(
      '/apps/:appId/channels/:channel/users',
      {
        config,
        ...authenticated,
        schema: {
          params: params.extend({ channel: z.string() }),
          response: { 200: presenceUsersResponseSchema },
        },
      },
      async (request) => {
        return { users: deps.sockets.presenceUsers(request.params.channel).map((id) => ({ id })) };
      },
    );
  });
}
