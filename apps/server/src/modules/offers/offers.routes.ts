// Offers of the active company (Recruiter and above; approving: Manager and above): letter
// templates, the approval setting, offers and their transitions, the signed PDF.
import { paginationQuerySchema } from '@hireloop/shared/api';
import {
  createOfferSchema,
  createOfferTemplateSchema,
  offerActionResponseSchema,
  offerListQuerySchema,
  offerListSchema,
  offerPreviewSchema,
  offerSchema,
  offerSettingsSchema,
  offerTemplateListSchema,
  offerTemplateSchema,
  previewOfferSchema,
  updateOfferSchema,
  updateOfferSettingsSchema,
  updateOfferTemplateSchema,
} from '@hireloop/shared/offers';
import { fullName } from '@hireloop/shared/people';
import { fileResponse, noContentSchema } from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { activeCompanyOf } from '#server/access/actor.ts';
import { requestActor } from '#server/http/actor.ts';
import { attachmentDisposition } from '#server/http/content-disposition.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import { readCompanyFile } from '../files/files.service.ts';
import { notifyContextOf } from '../notifications/notify.ts';
import type { CompanyActor } from '../pipeline/pipeline.policy.ts';
import { renderOfferPdf } from './offer-pdf.ts';
import {
  createOfferTemplate,
  deleteOfferTemplate,
  findOfferTemplate,
  listOfferTemplates,
  type OfferTemplateRow,
  updateOfferTemplate,
} from './offer-templates.service.ts';
import {
  approveOffer,
  readOfferSettings,
  sendOffer,
  updateOfferSettings,
  withdrawOffer,
} from './offer-transitions.service.ts';
import { letterOfView, type OfferView } from './offer-views.ts';
import * as offersPolicy from './offers.policy.ts';
import { presentOffer } from './offers.presenter.ts';
import {
  createOffer,
  findCompanyOffer,
  listCompanyOffers,
  previewOffer,
  updateOffer,
} from './offers.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const pdfFile = fileResponse('The offer letter with its signature page', ['application/pdf']);
const anyFile = fileResponse('The attached file', ['application/octet-stream']);

function presentTemplate(row: OfferTemplateRow) {
  return {
    id: row.id,
    name: row.name,
    body: row.bodyHtml,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The signed letter PDF of an offer view (also used by the public route). */
export async function sendOfferPdf(reply: FastifyReply, view: OfferView) {
  const { offer } = view;
  const pdf = await renderOfferPdf({
    companyName: view.company.name,
    opportunityTitle: view.opportunity.title,
    candidateName: fullName(view.candidate),
    letterHtml: letterOfView(view),
    uuid: offer.uuid,
    signature:
      offer.status === 'accepted' && offer.acceptedName && offer.respondedAt
        ? {
            fullName: offer.acceptedName,
            signedAt: offer.respondedAt,
            ip: offer.acceptedIp ?? '',
            userAgent: offer.acceptedUserAgent ?? '',
            documentHash: offer.documentHash ?? '',
          }
        : null,
  });
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentDisposition(`Offer letter - ${view.opportunity.title}.pdf`))
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

export function registerOfferRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const ctx = notifyContextOf(app, deps);
  const companyActor = async (request: FastifyRequest): Promise<CompanyActor> => {
    const actor = await requestActor(request, db);
    return { userId: actor.userId, company: activeCompanyOf(actor) };
  };

  // Templates.
  app.get(
    '/api/offer-templates',
    {
      schema: {
        querystring: paginationQuerySchema,
        response: {
          200: offerTemplateListSchema,
        },
      },
    },
    async (request) => {
      const { company } = await companyActor(request);
      const { rows, total } = await listOfferTemplates(db, company, request.query);
      return {
        data: rows.map(presentTemplate),
        meta: pageMeta(request.query, total),
        abilities: { create: true },
      };
    },
  );

  app.post(
    '/api/offer-templates',
    { schema: { body: createOfferTemplateSchema, response: { 201: offerTemplateSchema } } },
    async (request, reply) => {
      const actor = await companyActor(request);
      const row = await createOfferTemplate(db, actor.company, actor.userId, request.body);
      return reply.status(201).send(presentTemplate(row));
    },
  );

  app.get(
    '/api/offer-templates/:id',
    { schema: { params: idParams, response: { 200: offerTemplateSchema } } },
    async (request) => {
      const { company } = await companyActor(request);
      return presentTemplate(await findOfferTemplate(db, company, request.params.id));
    },
  );

  app.put(
    '/api/offer-templates/:id',
    { schema: { params: idParams, body: updateOfferTemplateSchema, response: { 200: offerTemplateSchema } } },
    async (request) => {
      const { company } = await companyActor(request);
      return presentTemplate(await updateOfferTemplate(db, company, request.params.id, request.body));
    },
  );

  app.delete(
    '/api/offer-templates/:id',
    { schema: { params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const { company } = await companyActor(request);
      await deleteOfferTemplate(db, company, request.params.id);
      return reply.status(204).send();
    },
  );

  // The approval setting.
  app.get('/api/offer-settings', { schema: { response: { 200: offerSettingsSchema } } }, async (request) => {
    const { company } = await companyActor(request);
    return {
      require_approval: await readOfferSettings(db, company),
      abilities: { update: offersPolicy.can(company, 'approve') },
    };
  });

  app.put(
    '/api/offer-settings',
    { schema: { body: updateOfferSettingsSchema, response: { 200: offerSettingsSchema } } },
    async (request) => {
      const { company } = await companyActor(request);
      await updateOfferSettings(db, company, request.body.require_approval);
      return { require_approval: request.body.require_approval, abilities: { update: true } };
    },
  );

  // Offers.
  app.get(
    '/api/offers',
    { schema: { querystring: offerListQuerySchema, response: { 200: offerListSchema } } },
    async (request) => {
      const actor = await companyActor(request);
      const { rows, total } = await listCompanyOffers(db, actor, request.query);
      return {
        data: rows.map((row) => presentOffer(row, actor.company)),
        meta: pageMeta(request.query, total),
        abilities: {
          create: offersPolicy.can(actor.company, 'manage'),
          approve: offersPolicy.can(actor.company, 'approve'),
        },
      };
    },
  );

  app.post(
    '/api/offers',
    { schema: { body: createOfferSchema, response: { 201: offerSchema } } },
    async (request, reply) => {
      const actor = await companyActor(request);
      return reply.status(201).send(presentOffer(await createOffer(db, actor, request.body), actor.company));
    },
  );

  app.post(
    '/api/offers/preview',
    { schema: { body: previewOfferSchema, response: { 200: offerPreviewSchema } } },
    async (request) => ({ letter_html: await previewOffer(db, await companyActor(request), request.body) }),
  );

  app.get(
    '/api/offers/:id',
    { schema: { params: idParams, response: { 200: offerSchema } } },
    async (request) => {
      const actor = await companyActor(request);
      return presentOffer(await findCompanyOffer(db, actor, request.params.id), actor.company);
    },
  );

  app.put(
    '/api/offers/:id',
    { schema: { params: idParams, body: updateOfferSchema, response: { 200: offerSchema } } },
    async (request) => {
      const actor = await companyActor(request);
      return presentOffer(await updateOffer(db, actor, request.params.id, request.body), actor.company);
    },
  );

  const transitions = { send: sendOffer, approve: approveOffer, withdraw: withdrawOffer } as const;
  for (const [action, run] of Object.entries(transitions)) {
    app.post(
      `/api/offers/:id/${action}`,
      {
        schema: { params: idParams, response: { 200: offerActionResponseSchema } },
        config: action === 'send' ? { audit: 'offer_sent' } : {},
      },
      async (request) => {
        const actor = await companyActor(request);
        const { view, message } = await run(ctx, actor, request.params.id);
        return { message, offer: presentOffer(view, actor.company) };
      },
    );
  }

  app.get(
    '/api/offers/:id/pdf',
    { schema: { params: idParams, response: { 200: pdfFile } } },
    async (request, reply) =>
      sendOfferPdf(reply, await findCompanyOffer(db, await companyActor(request), request.params.id)),
  );

  app.get(
    '/api/offers/:id/attachment',
    { schema: { params: idParams, response: { 200: anyFile } } },
    async (request, reply) => {
      const actor = await companyActor(request);
      const view = await findCompanyOffer(db, actor, request.params.id);
      const file = await readCompanyFile(db, deps.storage, actor.company.id, view.offer.attachmentId ?? 0);
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', attachmentDisposition(file.name))
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );
}
