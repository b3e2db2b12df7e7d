// Re-engagement (docs/api/reengagement.md): the public /confirm and /still-interested answers by
// signed link, and the company asking one contact to confirm their info (an import's contacts:
// imports.routes.ts).
import {
  confirmInfoInputSchema,
  confirmInfoResultSchema,
  confirmInfoSchema,
  confirmRequestResultSchema,
  signedTokenSchema,
  stillInterestedAnswerSchema,
  stillInterestedResultSchema,
  stillInterestedSchema,
} from '@hireloop/shared/reengagement';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { activeCompanyOf } from '#server/access/actor.ts';
import { requestActor } from '#server/http/actor.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { confirmInfo, findConfirmTarget } from './confirm-info.service.ts';
import { requestContactConfirmation } from './confirm-requests.service.ts';
import { presentConfirmInfo, presentStillInterested } from './reengagement.presenter.ts';
import { answerStillInterested, findStillInterestedTarget } from './still-interested.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const tokenParams = z.object({ token: signedTokenSchema });

export function registerReengagementRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const ctx = { db, keyring: deps.keyring, appUrl: deps.config.appUrl };
  // Links cannot be guessed, but public endpoints still get a budget per address.
  const limit = (request: FastifyRequest) =>
    enforceRateLimit(db, { key: `signed-link:${request.ip}`, maxHits: 60, windowSeconds: 60 });
  const activeCompany = async (request: FastifyRequest) => activeCompanyOf(await requestActor(request, db));
  const isPublic = { config: { public: true } } as const;

  app.get(
    '/api/confirm/:token',
    { ...isPublic, schema: { params: tokenParams, response: { 200: confirmInfoSchema } } },
    async (request) => {
      await limit(request);
      return presentConfirmInfo(await findConfirmTarget(db, deps.keyring, request.params.token));
    },
  );

  app.post(
    '/api/confirm',
    { ...isPublic, schema: { body: confirmInfoInputSchema, response: { 200: confirmInfoResultSchema } } },
    async (request) => {
      await limit(request);
      const confirmed = await confirmInfo(db, deps.keyring, request.body);
      return {
        ...presentConfirmInfo(confirmed),
        message: confirmed.contactConsent
          ? `Thank you! ${confirmed.companyName} has your details and may contact you about opportunities.`
          : `Thank you! ${confirmed.companyName} has your details and will not contact you about opportunities.`,
      };
    },
  );

  app.get(
    '/api/still-interested/:token',
    { ...isPublic, schema: { params: tokenParams, response: { 200: stillInterestedSchema } } },
    async (request) => {
      await limit(request);
      return presentStillInterested(await findStillInterestedTarget(db, deps.keyring, request.params.token));
    },
  );

  app.post(
    '/api/still-interested',
    {
      ...isPublic,
      schema: { body: stillInterestedAnswerSchema, response: { 200: stillInterestedResultSchema } },
    },
    async (request) => {
      await limit(request);
      const answered = await answerStillInterested(db, deps.keyring, request.body.token, request.body.answer);
      return { ...presentStillInterested(answered), message: answered.message };
    },
  );

  app.post(
    '/api/talent-pool-contacts/:id/confirm-request',
    { schema: { params: idParams, response: { 200: confirmRequestResultSchema } } },
    async (request) => {
      const company = await activeCompany(request);
      const { email, requestedAt } = await requestContactConfirmation(ctx, company, request.params.id);
      return {
        message: `We emailed ${email} a link to confirm their info.`,
        confirm_requested_at: requestedAt.toISOString(),
      };
    },
  );
}
