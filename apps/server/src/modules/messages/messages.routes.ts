// Conversations between a company and a candidate (docs/api/messages.md).

import {
  conversationListQuerySchema,
  conversationListSchema,
  conversationReadSchema,
  conversationSchema,
  MESSAGE_ATTACHMENT_TYPES,
  messageListQuerySchema,
  messagePageSchema,
  messageSchema,
  startConversationSchema,
  unreadMessageCountSchema,
} from '@hireloop/shared/messages';
import { fileResponse } from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { activeCompanyOf } from '#server/access/actor.ts';
import { requestActor } from '#server/http/actor.ts';
import { coherentJson } from '#server/http/coherent-json.ts';
import { attachmentDisposition } from '#server/http/content-disposition.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import { notifyContextOf } from '../notifications/notify.ts';
import { CONVERSATION_LIST_TABLES } from './conversation-summaries.ts';
import {
  conversationForActor,
  listCandidateConversations,
  listCompanyConversations,
  markConversationRead,
  startCompanyConversation,
  summarizeForParticipant,
  unreadMessageCount,
} from './conversations.service.ts';
import { attachmentForDownload } from './message-attachments.service.ts';
import { MESSAGE_UPLOAD, readMessageForm } from './message-form.ts';
import { presentConversation, presentMessage } from './messages.presenter.ts';
import { listMessages, sendConversationMessage } from './messages.service.ts';

const uuidParams = z.object({ uuid: z.string().max(64) });
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Sending is cheap to abuse (mail goes out), so each person gets a generous per-minute budget. */
const SENDS_PER_MINUTE = 60;

export function registerMessageRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const notify = notifyContextOf(app, deps);
  const actorOf = (request: FastifyRequest) => requestActor(request, db);
  const limitSends = (userId: number) =>
    enforceRateLimit(db, { key: `messages:${userId}`, maxHits: SENDS_PER_MINUTE, windowSeconds: 60 });
  // Each side's list, opened with every visit to Messages (decision 147).
  const listOptions = {
    schema: conversationListSchema,
    tables: CONVERSATION_LIST_TABLES,
  };
  const candidateLists = coherentJson(deps.config, { ...listOptions, url: '/api/conversations' });
  const companyLists = coherentJson(deps.config, { ...listOptions, url: '/api/company-conversations' });
  // The header's badges, asked for on every page.
  const unreadCounts = coherentJson(deps.config, {
    url: '/api/messages/unread-count',
    schema: unreadMessageCountSchema,
    tables: ['conversations', 'messages', 'conversation_reads'],
  });

  app.get(
    '/api/conversations',
    { schema: { querystring: conversationListQuerySchema, response: { 200: conversationListSchema } } },
    async (request, reply) => {
      const actor = await actorOf(request);
      return candidateLists.send(reply, db, `${actor.userId}:${JSON.stringify(request.query)}`, async () => {
        const { rows, total } = await listCandidateConversations(db, actor, request.query);
        return { data: rows.map(presentConversation), meta: pageMeta(request.query, total) };
      });
    },
  );

  app.get(
    '/api/company-conversations',
    { schema: { querystring: conversationListQuerySchema, response: { 200: conversationListSchema } } },
    async (request, reply) => {
      const actor = await actorOf(request);
      const company = activeCompanyOf(actor);
      // The role decides whether the list offers sending.
      const key = `${actor.userId}:${company.id}:${company.role}:${JSON.stringify(request.query)}`;
      return companyLists.send(reply, db, key, async () => {
        const { rows, total } = await listCompanyConversations(db, actor, company, request.query);
        return { data: rows.map(presentConversation), meta: pageMeta(request.query, total) };
      });
    },
  );

  app.post(
    '/api/company-conversations',
    {
      config: { audit: 'message_sent' },
      schema: {
        body: startConversationSchema,
        response: { 200: conversationSchema, 201: conversationSchema },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const company = activeCompanyOf(actor);
      await limitSends(actor.userId);
      const { summary, created } = await startCompanyConversation(notify, actor, company, request.body);
      return reply.status(created ? 201 : 200).send(presentConversation(summary));
    },
  );

  app.get(
    '/api/conversations/:uuid',
    { schema: { params: uuidParams, response: { 200: conversationSchema } } },
    async (request) => {
      const target = await conversationForActor(db, await actorOf(request), request.params.uuid);
      return presentConversation(await summarizeForParticipant(db, target));
    },
  );

  app.get(
    '/api/conversations/:uuid/messages',
    {
      schema: {
        params: uuidParams,
        querystring: messageListQuerySchema,
        response: { 200: messagePageSchema },
      },
    },
    async (request) => {
      const target = await conversationForActor(db, await actorOf(request), request.params.uuid);
      const page = await listMessages(db, target.conversation, request.query);
      return {
        data: page.messages.map(presentMessage),
        meta: { per_page: request.query.per_page, has_more: page.hasMore, next_before_id: page.nextBeforeId },
      };
    },
  );

  app.post(
    '/api/conversations/:uuid/messages',
    {
      schema: { params: uuidParams, response: { 201: messageSchema } },
      config: { upload: MESSAGE_UPLOAD, audit: 'message_sent' },
    },
    async (request, reply) => {
      const target = await conversationForActor(db, await actorOf(request), request.params.uuid);
      // Refused (by the service) before the rate limit counts or any upload is read.
      const message = await sendConversationMessage(notify, deps.storage, target, async () => {
        await limitSends(target.participant.userId);
        return readMessageForm(request);
      });
      return reply.status(201).send(presentMessage(message));
    },
  );

  app.post(
    '/api/conversations/:uuid/read',
    { schema: { params: uuidParams, response: { 200: conversationReadSchema } } },
    async (request) => {
      const target = await conversationForActor(db, await actorOf(request), request.params.uuid);
      return { last_read_message_id: await markConversationRead(db, target) };
    },
  );

  app.get(
    '/api/messages/unread-count',
    { schema: { response: { 200: unreadMessageCountSchema } } },
    async (request, reply) => {
      const actor = await actorOf(request);
      const key = `${actor.userId}:${actor.activeCompany?.id ?? ''}`;
      return unreadCounts.send(reply, db, key, () => unreadMessageCount(db, actor));
    },
  );

  app.get(
    '/api/message-attachments/:id',
    {
      schema: {
        params: idParams,
        response: {
          200: fileResponse('The attachment, as a download', Object.keys(MESSAGE_ATTACHMENT_TYPES)),
        },
      },
    },
    async (request, reply) => {
      const file = await attachmentForDownload(db, deps.storage, await actorOf(request), request.params.id);
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', attachmentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );
}
