// /api/public-offers/{uuid}: the candidate's offer page without signing in (SPEC.md §2
// /offers/{uuid}). The uuid is the credential; every call is rate-limited per address.
import { acceptOfferSchema, declineOfferSchema, publicOfferSchema } from '@hireloop/shared/offers';
import { fileResponse } from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { attachmentDisposition } from '#server/http/content-disposition.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { notFound } from '#server/lib/errors.ts';
import { readCompanyFile } from '../files/files.service.ts';
import { notifyContextOf } from '../notifications/notify.ts';
import { presentPublicOffer } from './offers.presenter.ts';
import { sendOfferPdf } from './offers.routes.ts';
import {
  acceptOffer,
  declineOffer,
  findPublicOffer,
  PUBLIC_OFFER_NOT_FOUND,
} from './public-offers.service.ts';

/** Reads per address and minute (the page, its PDF and attachment). */
export const PUBLIC_OFFER_READS_PER_MINUTE = 60;
/** Answers (accept or decline) per address and minute. */
export const PUBLIC_OFFER_ANSWERS_PER_MINUTE = 10;

const uuidParams = z.object({ uuid: z.string().max(64) });
const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export function registerPublicOfferRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const ctx = notifyContextOf(app, deps);
  const limit = (request: FastifyRequest, kind: 'read' | 'answer') =>
    enforceRateLimit(db, {
      key: `public-offer-${kind}:${request.ip}`,
      maxHits: kind === 'read' ? PUBLIC_OFFER_READS_PER_MINUTE : PUBLIC_OFFER_ANSWERS_PER_MINUTE,
      windowSeconds: 60,
    });
  const uuidOf = (request: { params: { uuid: string } }) => {
    if (!isUuid(request.params.uuid)) throw notFound(PUBLIC_OFFER_NOT_FOUND);
    return request.params.uuid.toLowerCase();
  };
  const origin = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
  });

  app.get(
    '/api/public-offers/:uuid',
    { config: { public: true }, schema: { params: uuidParams, response: { 200: publicOfferSchema } } },
    async (request, reply) => {
      await limit(request, 'read');
      reply.header('cache-control', 'private, no-store');
      return presentPublicOffer(await findPublicOffer(db, uuidOf(request)));
    },
  );

  app.post(
    '/api/public-offers/:uuid/accept',
    {
      config: { public: true },
      schema: { params: uuidParams, body: acceptOfferSchema, response: { 200: publicOfferSchema } },
    },
    async (request) => {
      await limit(request, 'answer');
      return presentPublicOffer(await acceptOffer(ctx, uuidOf(request), request.body, origin(request)));
    },
  );

  app.post(
    '/api/public-offers/:uuid/decline',
    {
      config: { public: true },
      schema: { params: uuidParams, body: declineOfferSchema, response: { 200: publicOfferSchema } },
    },
    async (request) => {
      await limit(request, 'answer');
      return presentPublicOffer(await declineOffer(ctx, uuidOf(request), request.body.reason ?? null));
    },
  );

  app.get(
    '/api/public-offers/:uuid/pdf',
    {
      config: { public: true },
      schema: {
        params: uuidParams,
        response: { 200: fileResponse('The offer letter', ['application/pdf']) },
      },
    },
    async (request, reply) => {
      await limit(request, 'read');
      return sendOfferPdf(reply, await findPublicOffer(db, uuidOf(request)));
    },
  );

  app.get(
    '/api/public-offers/:uuid/attachment',
    {
      config: { public: true },
      schema: {
        params: uuidParams,
        response: { 200: fileResponse('The attached file', ['application/octet-stream']) },
      },
    },
    async (request, reply) => {
      await limit(request, 'read');
      const view = await findPublicOffer(db, uuidOf(request));
      if (!view.offer.attachmentId) throw notFound('This offer has no attachment.');
      const file = await readCompanyFile(db, deps.storage, view.company.id, view.offer.attachmentId);
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', attachmentDisposition(file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
}
