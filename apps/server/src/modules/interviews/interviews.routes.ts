// Interviews API (issue 18, pinned paths): list and schedule, read, reschedule, cancel, outcome,
// free slots, and each user's weekly availability.
import {
  availabilityResponseSchema,
  availabilitySchema,
  cancelInterviewSchema,
  createInterviewSchema,
  type InterviewOutcome,
  interviewListSchema,
  interviewOutcomeSchema,
  interviewSchema,
  interviewsQuerySchema,
  slotListSchema,
  slotsQuerySchema,
  updateInterviewSchema,
} from '@hireloop/shared/interviews';
import { z } from '@hireloop/shared/zod';
import { type Actor, activeCompanyOf } from '#server/access/actor.ts';
import { requestActor } from '#server/http/actor.ts';
import { signedInUserId } from '#server/http/authentication.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import { notifyContextOf } from '../notifications/notify.ts';
import { readAvailability, saveAvailability } from './availability.service.ts';
import type { InterviewsContext } from './interview-announcements.ts';
import {
  cancelInterview,
  createInterview,
  setInterviewOutcome,
  updateInterview,
} from './interview-scheduling.service.ts';
import { findFreeSlots } from './interview-slots.service.ts';
import * as interviewsPolicy from './interviews.policy.ts';
import { authorizeViewInterview, type InterviewViewer } from './interviews.policy.ts';
import { presentInterview } from './interviews.presenter.ts';
import {
  accessFacts,
  type InterviewView,
  listInterviews,
  loadVisibleInterview,
} from './interviews-query.service.ts';

const keyParams = z.object({ id: z.string().min(1).max(64) });

export function registerInterviewRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const ctx: InterviewsContext = { ...notifyContextOf(app, deps), mailFrom: deps.config.MAIL_FROM };
  const appUrl = deps.config.appUrl;
  const presentFor = (actor: Actor, view: InterviewView) =>
    presentInterview(view, authorizeViewInterview(actor, accessFacts(view)), appUrl);

  app.get(
    '/api/interviews',
    { schema: { querystring: interviewsQuerySchema, response: { 200: interviewListSchema } } },
    async (request) => {
      const actor = await requestActor(request, db);
      const { scope, rows, total } = await listInterviews(db, actor, request.query);
      const company = scope === 'company' ? actor.activeCompany : null;
      const viewerOf = (companyId: number, candidateUserId: number): InterviewViewer =>
        scope === 'candidate' && candidateUserId === actor.userId
          ? { side: 'candidate', userId: actor.userId, company: null, participant: true }
          : {
              side: 'company',
              userId: actor.userId,
              company: company?.id === companyId ? company : null,
              participant: false,
            };
      return {
        data: rows.map((view) =>
          presentInterview(view, viewerOf(view.interview.companyId, view.interview.candidateUserId), appUrl),
        ),
        meta: pageMeta(request.query, total),
        abilities: { create: scope === 'company' && interviewsPolicy.can({ company }, 'schedule') },
      };
    },
  );

  app.post(
    '/api/interviews',
    { schema: { body: createInterviewSchema, response: { 201: interviewSchema } } },
    async (request, reply) => {
      const actor = await requestActor(request, db);
      const view = await createInterview(ctx, actor, request.body);
      return reply.status(201).send(presentFor(actor, view));
    },
  );

  app.get(
    '/api/interviews/slots',
    { schema: { querystring: slotsQuerySchema, response: { 200: slotListSchema } } },
    async (request) => {
      const company = activeCompanyOf(await requestActor(request, db));
      const slots = await findFreeSlots(db, company, request.query);
      return { data: slots };
    },
  );

  app.get(
    '/api/interviews/:id',
    { schema: { params: keyParams, response: { 200: interviewSchema } } },
    async (request) => {
      const actor = await requestActor(request, db);
      const { view, viewer } = await loadVisibleInterview(db, actor, request.params.id);
      return presentInterview(view, viewer, appUrl);
    },
  );

  app.put(
    '/api/interviews/:id',
    { schema: { params: keyParams, body: updateInterviewSchema, response: { 200: interviewSchema } } },
    async (request) => {
      const actor = await requestActor(request, db);
      const view = await updateInterview(ctx, actor, request.params.id, request.body);
      return presentFor(actor, view);
    },
  );

  app.post(
    '/api/interviews/:id/cancel',
    { schema: { params: keyParams, body: cancelInterviewSchema, response: { 200: interviewSchema } } },
    async (request) => {
      const actor = await requestActor(request, db);
      const view = await cancelInterview(ctx, actor, request.params.id, request.body.message ?? null);
      return presentFor(actor, view);
    },
  );

  app.post(
    '/api/interviews/:id/status',
    {
      schema: { params: keyParams, body: interviewOutcomeSchema, response: { 200: interviewSchema } },
      config: {
        audit: (request) =>
          (request.body as { status: InterviewOutcome }).status === 'completed' ? 'interview_held' : null,
      },
    },
    async (request) => {
      const actor = await requestActor(request, db);
      const view = await setInterviewOutcome(ctx, actor, request.params.id, request.body.status);
      return presentFor(actor, view);
    },
  );

  app.get(
    '/api/users/self/availability',
    { schema: { response: { 200: availabilityResponseSchema } } },
    async (request) => readAvailability(db, signedInUserId(request)),
  );

  app.put(
    '/api/users/self/availability',
    { schema: { body: availabilitySchema, response: { 200: availabilityResponseSchema } } },
    async (request) => saveAvailability(db, signedInUserId(request), request.body),
  );
}
