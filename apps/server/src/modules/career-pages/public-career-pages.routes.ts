// The public side of career pages (docs/api/career-pages.md): the pages themselves as HTML
// (`GET /careers/{slug}`, `/careers/{slug}/jobs/{id}`), their images, `GET /sitemap.xml`, and
// applying from a page without an account (`GET|POST /api/careers/{slug}/jobs/{id}[/apply]`).
import {
  CAREER_IMAGE_NAME_PATTERN,
  careerApplyResponseSchema,
  careerApplySchema,
} from '@hireloop/shared/career-pages';
import { EMPLOYMENT_TYPES, publicOpportunitySchema } from '@hireloop/shared/opportunities';
import { fileResponse } from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import type { FastifyReply } from 'fastify';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { startSession } from '#server/http/session.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { AppError } from '#server/lib/errors.ts';
import { notifyContextOf } from '../notifications/notify.ts';
import { presentPublicOpportunity } from '../opportunities/opportunity-search.presenter.ts';
import { applyFromCareerPage } from './career-apply.service.ts';
import { renderCareerPage, renderJobPage, renderNotFoundPage } from './career-page-html.ts';
import {
  careerJobForApplying,
  findPublicJob,
  findPublishedCareerPage,
  listPublicJobs,
  readPublicCareerImage,
  sitemapEntries,
} from './public-career-pages.service.ts';
import { renderSitemap } from './sitemap.ts';

const slugParams = z.object({ slug: z.string().min(1).max(100) });
const jobParams = slugParams.extend({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const imageParams = slugParams.extend({ name: z.string().regex(CAREER_IMAGE_NAME_PATTERN) });
const filtersQuery = z.object({
  q: z.string().max(200).optional(),
  // An unknown type from a hand-typed address lists everything rather than failing.
  type: z
    .string()
    .max(40)
    .optional()
    .transform((value) => EMPLOYMENT_TYPES.find((type) => type === value)),
  location: z.string().max(200).optional(),
});
const htmlPage = (description: string) => fileResponse(description, ['text/html']);
/** Public pages may be cached briefly by browsers and CDNs. */
const PAGE_CACHE = 'public, max-age=60';

/** A page that is not public answers an HTML 404, like any missing page. */
async function htmlOrNotFound(reply: FastifyReply, render: () => Promise<string>) {
  try {
    const html = await render();
    return reply.type('text/html; charset=utf-8').header('cache-control', PAGE_CACHE).send(html);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404)
      return reply.status(404).type('text/html; charset=utf-8').send(renderNotFoundPage(error.message));
    throw error;
  }
}

export function registerPublicCareerPageRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const ctx = notifyContextOf(app, deps);
  const context = { appUrl: deps.config.appUrl };
  const pageResponses = { 200: htmlPage('The career page'), 404: htmlPage('Page Not Found') };

  app.get(
    '/careers/:slug',
    {
      config: { public: true },
      schema: { params: slugParams, querystring: filtersQuery, response: pageResponses },
    },
    (request, reply) =>
      htmlOrNotFound(reply, async () => {
        const view = await findPublishedCareerPage(db, request.params.slug);
        const jobs = await listPublicJobs(db, view.company.id, request.query);
        return renderCareerPage(view, jobs, request.query, context);
      }),
  );

  app.get(
    '/careers/:slug/jobs/:id',
    { config: { public: true }, schema: { params: jobParams, response: pageResponses } },
    (request, reply) =>
      htmlOrNotFound(reply, async () => {
        const view = await findPublishedCareerPage(db, request.params.slug);
        const job = await findPublicJob(db, view.company.id, request.params.id);
        return renderJobPage(view, job, context);
      }),
  );

  app.get(
    '/careers/:slug/images/:name',
    {
      config: { public: true },
      schema: {
        params: imageParams,
        response: { 200: fileResponse('The image', ['image/png', 'image/jpeg', 'image/webp']) },
      },
    },
    async (request, reply) => {
      const image = await readPublicCareerImage(db, deps.storage, request.params.slug, request.params.name);
      // Names are never reused (a new upload gets a new name): cache for long.
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.data);
    },
  );

  app.get(
    '/sitemap.xml',
    {
      config: { public: true },
      schema: { response: { 200: fileResponse('The sitemap', ['application/xml']) } },
    },
    async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(renderSitemap(deps.config.appUrl, await sitemapEntries(db))),
  );

  app.get(
    '/api/careers/:slug/jobs/:id',
    { config: { public: true }, schema: { params: jobParams, response: { 200: publicOpportunitySchema } } },
    async (request) =>
      presentPublicOpportunity(
        await careerJobForApplying(
          db,
          request.params.slug,
          request.params.id,
          request.session?.userId ?? null,
        ),
      ),
  );

  app.post(
    '/api/careers/:slug/jobs/:id/apply',
    {
      config: { public: true },
      schema: { params: jobParams, body: careerApplySchema, response: { 201: careerApplyResponseSchema } },
    },
    async (request, reply) => {
      await enforceRateLimit(db, {
        key: `register:${request.ip}`,
        maxHits: deps.config.SIGN_UP_LIMIT_PER_MINUTE,
        windowSeconds: 60,
      });
      const result = await applyFromCareerPage(ctx, request.params.slug, request.params.id, request.body);
      await startSession(request, reply, deps, { userId: result.user.id, remember: false });
      return reply.status(201).send({ status: result.status, message: result.message });
    },
  );
}
