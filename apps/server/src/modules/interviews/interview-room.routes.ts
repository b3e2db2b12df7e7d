// The interview room API (issue 19, pinned paths): joining facts, chat, the caller's notes and
// scorecards.
import {
  chatListSchema,
  chatMessageSchema,
  chatQuerySchema,
  INTERVIEW_CHANNEL_PATTERN,
  notesSchema,
  postChatMessageSchema,
  roomSchema,
  saveNotesSchema,
} from '@hireloop/shared/interview-room';
import {
  ownScorecardSchema,
  scorecardListQuerySchema,
  scorecardListSchema,
  submitScorecardSchema,
  submittedScorecardSchema,
} from '@hireloop/shared/interview-scorecards';
import { z } from '@hireloop/shared/zod';
import { requestActor } from '#server/http/actor.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import type { ChannelAuthorizer } from '#server/realtime/channel-authorizers.ts';
import { presentChatMessage } from './interview-room.presenter.ts';
import {
  listChatMessages,
  mayJoinInterviewChannel,
  openRoom,
  postChatMessage,
  readNotes,
  saveNotes,
} from './interview-room.service.ts';
import { listScorecards, readOwnScorecard, submitScorecard } from './interview-scorecards.service.ts';

const keyParams = z.object({ id: z.string().min(1).max(64) });

export function registerInterviewRoomRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  app.get(
    '/api/interviews/:id/room',
    { schema: { params: keyParams, response: { 200: roomSchema } } },
    async (request) =>
      openRoom(db, await requestActor(request, db), request.params.id, deps.config.ICE_SERVERS),
  );

  app.get(
    '/api/interviews/:id/chat',
    { schema: { params: keyParams, querystring: chatQuerySchema, response: { 200: chatListSchema } } },
    async (request) => {
      const actor = await requestActor(request, db);
      const { rows, total } = await listChatMessages(db, actor, request.params.id, request.query);
      return { data: rows.map(presentChatMessage), meta: pageMeta(request.query, total) };
    },
  );

  app.post(
    '/api/interviews/:id/chat',
    {
      schema: { params: keyParams, body: postChatMessageSchema, response: { 201: chatMessageSchema } },
    },
    async (request, reply) => {
      const actor = await requestActor(request, db);
      const message = await postChatMessage(db, actor, request.params.id, request.body.body);
      return reply.status(201).send(message);
    },
  );

  app.get(
    '/api/interviews/:id/notes',
    { schema: { params: keyParams, response: { 200: notesSchema } } },
    async (request) => readNotes(db, await requestActor(request, db), request.params.id),
  );

  app.put(
    '/api/interviews/:id/notes',
    { schema: { params: keyParams, body: saveNotesSchema, response: { 200: notesSchema } } },
    async (request) => saveNotes(db, await requestActor(request, db), request.params.id, request.body),
  );

  app.get(
    '/api/interviews/:id/scorecard',
    { schema: { params: keyParams, response: { 200: ownScorecardSchema } } },
    async (request) => readOwnScorecard(db, await requestActor(request, db), request.params.id),
  );

  app.put(
    '/api/interviews/:id/scorecard',
    {
      schema: { params: keyParams, body: submitScorecardSchema, response: { 200: submittedScorecardSchema } },
    },
    async (request) => submitScorecard(db, await requestActor(request, db), request.params.id, request.body),
  );

  app.get(
    '/api/interviews/:id/scorecards',
    {
      schema: {
        params: keyParams,
        querystring: scorecardListQuerySchema,
        response: { 200: scorecardListSchema },
      },
    },
    async (request) => {
      const actor = await requestActor(request, db);
      const list = await listScorecards(db, actor, request.params.id, request.query);
      return { attributes: list.attributes, data: list.rows, meta: pageMeta(request.query, list.total) };
    },
  );
}

/** `presence-interview.{uuid}` at /broadcasting/auth: the interview's participants only. */
export function interviewChannelAuthorizer(deps: AppDeps): ChannelAuthorizer {
  const db = deps.database.db;
  return {
    matches: (channel) => channel.startsWith('presence-interview.'),
    mayJoin: async (request, channel) =>
      INTERVIEW_CHANNEL_PATTERN.test(channel) &&
      mayJoinInterviewChannel(db, await requestActor(request, db), channel),
  };
}
