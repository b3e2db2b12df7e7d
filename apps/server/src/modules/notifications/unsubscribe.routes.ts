// Public one-click unsubscribe from notification emails (the link in every notification mail).
import {
  notificationTypeLabel,
  unsubscribeInfoSchema,
  unsubscribeResultSchema,
  unsubscribeSchema,
} from '@hireloop/shared/notifications';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import {
  findUnsubscribeTarget,
  maskEmail,
  type UnsubscribeTarget,
  unsubscribe,
} from './unsubscribe.service.ts';

const tokenParams = z.object({ token: z.string().min(1).max(512) });

function presentTarget(target: UnsubscribeTarget) {
  return {
    email: maskEmail(target.email),
    type: target.type,
    type_label: notificationTypeLabel(target.type),
  };
}

export function registerUnsubscribeRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  // Tokens cannot be guessed, but a public endpoint still gets a budget per address.
  const limit = (request: FastifyRequest) =>
    enforceRateLimit(db, { key: `unsubscribe:${request.ip}`, maxHits: 30, windowSeconds: 60 });

  app.get(
    '/api/unsubscribe/:token',
    { config: { public: true }, schema: { params: tokenParams, response: { 200: unsubscribeInfoSchema } } },
    async (request) => {
      await limit(request);
      return presentTarget(await findUnsubscribeTarget(db, deps.keyring, request.params.token));
    },
  );

  app.post(
    '/api/unsubscribe',
    {
      config: { public: true },
      schema: { body: unsubscribeSchema, response: { 200: unsubscribeResultSchema } },
    },
    async (request) => {
      await limit(request);
      const target = await unsubscribe(db, deps.keyring, request.body.token);
      const presented = presentTarget(target);
      return {
        ...presented,
        message: `You will no longer receive emails about ${presented.type_label.toLowerCase()}.`,
      };
    },
  );
}
