// The candidate's applications: apply, list, read, finish a draft, withdraw. Only the signed-in
// person's own applications are ever found; anyone else's answers 404.
import {
  applicationDetailSchema,
  applicationListQuerySchema,
  applicationListSchema,
  createApplicationSchema,
  updateApplicationSchema,
} from '@hireloop/shared/applications';
import { z } from '@hireloop/shared/zod';
import { signedInUserId } from '#server/http/authentication.ts';
import { coherentJson } from '#server/http/coherent-json.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import { notifyContextOf } from '../notifications/notify.ts';
import { presentApplication, presentApplicationDetail } from './applications.presenter.ts';
import { applyToOpportunity, updateDraft, withdrawApplication } from './applications.service.ts';
import { findOwnApplication, listOwnApplications } from './applications-query.service.ts';

/** A numeric id or the application's uuid. */
const keyParams = z.object({ id: z.string().min(1).max(64) });
const detail = { response: { 200: applicationDetailSchema } };

export function registerApplicationRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const ctx = notifyContextOf(app, deps);
  // The candidate's own applications: their dashboard's counts and lists (decision 147).
  const ownLists = coherentJson(deps.config, {
    url: '/api/applications',
    schema: applicationListSchema,
    tables: ['applications', 'opportunities', 'companies', 'pipeline_steps'],
  });

  app.post(
    '/api/applications',
    { schema: { body: createApplicationSchema, response: { 201: applicationDetailSchema } } },
    async (request, reply) => {
      const userId = signedInUserId(request);
      await enforceRateLimit(db, { key: `apply:${userId}`, maxHits: 60, windowSeconds: 3600 });
      const { application, message } = await applyToOpportunity(ctx, userId, request.body);
      return reply.status(201).send(presentApplicationDetail(application, message));
    },
  );

  app.get(
    '/api/applications',
    { schema: { querystring: applicationListQuerySchema, response: { 200: applicationListSchema } } },
    async (request, reply) => {
      const userId = signedInUserId(request);
      return ownLists.send(reply, db, `${userId}:${JSON.stringify(request.query)}`, async () => {
        const { rows, total } = await listOwnApplications(db, userId, request.query);
        return { data: rows.map(presentApplication), meta: pageMeta(request.query, total) };
      });
    },
  );

  app.get('/api/applications/:id', { schema: { params: keyParams, ...detail } }, async (request) =>
    presentApplicationDetail(await findOwnApplication(db, signedInUserId(request), request.params.id)),
  );

  app.put(
    '/api/applications/:id',
    { schema: { params: keyParams, body: updateApplicationSchema, ...detail } },
    async (request) => {
      const { application, message } = await updateDraft(
        ctx,
        signedInUserId(request),
        request.params.id,
        request.body,
      );
      return presentApplicationDetail(application, message);
    },
  );

  app.post(
    '/api/applications/:id/withdraw',
    { schema: { params: keyParams, ...detail } },
    async (request) => {
      const application = await withdrawApplication(ctx, signedInUserId(request), request.params.id);
      return presentApplicationDetail(application, 'Your application was withdrawn.');
    },
  );
}
