// The embeddable jobs widget (docs/api/widgets.md): `GET /widget.js`, the public JSON it reads
// (`GET /api/public/companies/{slug}/opportunities`, `/api/public/enterprises/{id}/opportunities`;
// CORS `*`, no cookie read or set) and the iframe fallback `GET /widgets/{slug}`.
import { readFileSync } from 'node:fs';
import { fileResponse } from '@hireloop/shared/responses';
import {
  WIDGET_DEFAULT_COLOR,
  WIDGET_DEFAULT_JOBS,
  WIDGET_LAYOUTS,
  WIDGET_MAX_JOBS,
  widgetJobsResponseSchema,
  widgetQuerySchema,
  widgetSettingsSchema,
} from '@hireloop/shared/widgets';
import { z } from '@hireloop/shared/zod';
import type { FastifyReply } from 'fastify';
import { activeCompanyOf } from '#server/access/actor.ts';
import { requestActor } from '#server/http/actor.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import { renderWidgetFrame } from './widget-frame-html.ts';
import { presentWidgetJob } from './widgets.presenter.ts';
import { widgetFrame, widgetJobs, widgetSettings } from './widgets.service.ts';

/** Read once: the file is part of the release, like the built client. */
export const WIDGET_SCRIPT = readFileSync(new URL('./widget.js', import.meta.url), 'utf8');

const embeddable = { public: true, cookieless: true } as const;
const slugParams = z.object({ slug: z.string().min(1).max(100) });
const enterpriseParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const frameQuery = z.object({
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default(WIDGET_DEFAULT_COLOR),
  layout: z.enum(WIDGET_LAYOUTS).default('list'),
  limit: z.coerce.number().int().min(1).max(WIDGET_MAX_JOBS).default(WIDGET_DEFAULT_JOBS),
});

/** Any site may read it; it carries no credentials either way. */
function crossOrigin(reply: FastifyReply, cache: string): FastifyReply {
  return reply
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('cache-control', cache);
}

export function registerWidgetRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const appUrl = deps.config.appUrl;

  app.get('/api/widgets', { schema: { response: { 200: widgetSettingsSchema } } }, async (request) => {
    const row = await widgetSettings(db, activeCompanyOf(await requestActor(request, db)));
    return {
      slug: row.slug,
      published: row.publishedAt !== null,
      company_name: row.companyName,
      enterprise: row.enterpriseId !== null ? { id: row.enterpriseId, name: row.enterpriseName ?? '' } : null,
      on_job_boards: row.publishedAt !== null && !row.inTrial,
    };
  });

  app.get(
    '/widget.js',
    {
      config: embeddable,
      schema: { response: { 200: fileResponse('The widget script', ['application/javascript']) } },
    },
    async (_request, reply) =>
      crossOrigin(reply, 'public, max-age=3600')
        .type('application/javascript; charset=utf-8')
        .send(WIDGET_SCRIPT),
  );

  app.get(
    '/api/public/companies/:slug/opportunities',
    {
      config: embeddable,
      schema: {
        params: slugParams,
        querystring: widgetQuerySchema,
        response: { 200: widgetJobsResponseSchema },
      },
    },
    async (request, reply) => {
      crossOrigin(reply, 'public, max-age=60');
      const { rows, total } = await widgetJobs(db, { slug: request.params.slug }, request.query);
      return { data: rows.map((job) => presentWidgetJob(appUrl, job)), meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/api/public/enterprises/:id/opportunities',
    {
      config: embeddable,
      schema: {
        params: enterpriseParams,
        querystring: widgetQuerySchema,
        response: { 200: widgetJobsResponseSchema },
      },
    },
    async (request, reply) => {
      crossOrigin(reply, 'public, max-age=60');
      const result = await widgetJobs(db, { enterpriseId: request.params.id }, request.query);
      return {
        data: result.rows.map((job) => presentWidgetJob(appUrl, job)),
        meta: pageMeta(request.query, result.total),
        locations: result.locations ?? [],
      };
    },
  );

  app.get(
    '/widgets/:slug',
    {
      config: embeddable,
      schema: {
        params: slugParams,
        querystring: frameQuery,
        response: { 200: fileResponse('The widget page', ['text/html']) },
      },
    },
    async (request, reply) => {
      const { companyName, rows } = await widgetFrame(db, request.params.slug, request.query.limit);
      const jobs = rows.map((job) => presentWidgetJob(appUrl, job));
      const careers = `${appUrl}/careers/${encodeURIComponent(request.params.slug.toLowerCase())}`;
      // Meant to be framed by any site: no frame-ancestors limit, no X-Frame-Options.
      reply.removeHeader('x-frame-options');
      reply.header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors *",
      );
      return crossOrigin(reply, 'public, max-age=60')
        .type('text/html; charset=utf-8')
        .send(renderWidgetFrame(companyName, careers, jobs, request.query));
    },
  );
}
