// Job board feeds (docs/api/integrations.md): `GET /feeds/{slug}/indeed.xml`, `/feeds/{slug}/jobs.json`
// and the same per enterprise under `/feeds/enterprises/{id}/`. Public, cacheable, no cookies.
import { jobFeedSchema } from '@hireloop/shared/integrations';
import { fileResponse } from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import type { App, AppDeps } from '#server/http/types.ts';
import { careerJobUrl, PAY_CURRENCY } from '../career-pages/job-posting.ts';
import type { JobScope, ListedJob } from '../career-pages/listed-jobs.service.ts';
import { renderIndeedFeed } from './indeed-feed.ts';
import { feedJobs } from './job-feeds.service.ts';

const PUBLISHER = 'Hireloop';
const feedConfig = { public: true, cookieless: true } as const;
const FEED_CACHE = 'public, max-age=900';
const slugParams = z.object({ slug: z.string().min(1).max(100) });
const enterpriseParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

function presentJsonFeed(appUrl: string, jobs: readonly ListedJob[], now: Date) {
  return {
    publisher: PUBLISHER,
    publisher_url: appUrl,
    generated_at: now.toISOString(),
    jobs: jobs.map((job) => ({
      id: job.id,
      title: job.title,
      company: job.companyName,
      url: careerJobUrl(appUrl, job),
      description: job.description,
      location: job.location,
      city: job.city,
      region: job.region,
      country: job.country,
      remote: job.remote,
      employment_type: job.employmentType,
      pay:
        job.payMin === null && job.payMax === null
          ? null
          : { min: job.payMin, max: job.payMax, period: job.payPeriod, currency: PAY_CURRENCY },
      date_posted: (job.publishedAt ?? job.createdAt).toISOString(),
    })),
  };
}

export function registerJobFeedRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const appUrl = deps.config.appUrl;
  const xml = { 200: fileResponse('The Indeed XML feed', ['application/xml']) };
  const json = { 200: jobFeedSchema };

  const indeed = async (scope: JobScope) =>
    renderIndeedFeed(await feedJobs(db, scope), {
      appUrl,
      publisher: PUBLISHER,
      now: new Date(),
      jobUrl: (job) => careerJobUrl(appUrl, job),
    });

  app.get(
    '/feeds/:slug/indeed.xml',
    { config: feedConfig, schema: { params: slugParams, response: xml } },
    async (request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', FEED_CACHE)
        .send(await indeed({ slug: request.params.slug })),
  );

  app.get(
    '/feeds/:slug/jobs.json',
    { config: feedConfig, schema: { params: slugParams, response: json } },
    async (request, reply) => {
      reply.header('cache-control', FEED_CACHE);
      return presentJsonFeed(appUrl, await feedJobs(db, { slug: request.params.slug }), new Date());
    },
  );

  app.get(
    '/feeds/enterprises/:id/indeed.xml',
    { config: feedConfig, schema: { params: enterpriseParams, response: xml } },
    async (request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', FEED_CACHE)
        .send(await indeed({ enterpriseId: request.params.id })),
  );

  app.get(
    '/feeds/enterprises/:id/jobs.json',
    { config: feedConfig, schema: { params: enterpriseParams, response: json } },
    async (request, reply) => {
      reply.header('cache-control', FEED_CACHE);
      return presentJsonFeed(appUrl, await feedJobs(db, { enterpriseId: request.params.id }), new Date());
    },
  );
}
