// The built-in chat support (issue 22; docs/api/support.md): the signed-in user's own conversation
// with the support team, and the team's inbox in the admin area (super admins with two-factor).

import {
  ownSupportThreadSchema,
  sendSupportMessageSchema,
  supportConversationListSchema,
  supportListQuerySchema,
  supportMessageListSchema,
  supportMessageSchema,
} from '@hireloop/shared/support';
import { z } from '@hireloop/shared/zod';
import { signedInUserId } from '#server/http/authentication.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import {
  answerSupportConversation,
  listSupportConversations,
  ownSupportThread,
  sendSupportMessage,
  supportConversationMessages,
} from './support.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export function registerSupportRoutes(app: App, deps: AppDeps): void {
  const { db } = deps.database;

  app.get(
    '/api/support/conversation',
    { schema: { response: { 200: ownSupportThreadSchema } } },
    async (request) => ownSupportThread(db, signedInUserId(request)),
  );

  app.post(
    '/api/support/messages',
    { schema: { body: sendSupportMessageSchema, response: { 201: supportMessageSchema } } },
    async (request, reply) => {
      const userId = signedInUserId(request);
      await enforceRateLimit(db, { key: `support-message:${userId}`, maxHits: 30, windowSeconds: 60 });
      return reply.status(201).send(await sendSupportMessage(db, userId, request.body.content));
    },
  );

  app.get(
    '/api/admin/support-conversations',
    { schema: { querystring: supportListQuerySchema, response: { 200: supportConversationListSchema } } },
    async (request) => {
      const { rows, total } = await listSupportConversations(db, signedInUserId(request), request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/api/admin/support-conversations/:id/messages',
    {
      schema: {
        params: idParams,
        querystring: supportListQuerySchema,
        response: { 200: supportMessageListSchema },
      },
    },
    async (request) => {
      const { rows, total } = await supportConversationMessages(
        db,
        signedInUserId(request),
        request.params.id,
        request.query,
      );
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.post(
    '/api/admin/support-conversations/:id/messages',
    { schema: { params: idParams, body: sendSupportMessageSchema, response: { 201: supportMessageSchema } } },
    async (request, reply) => {
      const message = await answerSupportConversation(
        db,
        signedInUserId(request),
        request.params.id,
        request.body.content,
      );
      return reply.status(201).send(message);
    },
  );
}
