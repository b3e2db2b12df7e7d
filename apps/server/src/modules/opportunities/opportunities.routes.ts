// The active company's opportunities (Recruiter and above write; every member reads) and what
// candidates see: search and the public view of a published opportunity.

import {
  createOpportunitySchema,
  opportunityListQuerySchema,
  opportunityListResponseSchema,
  opportunitySchema,
  opportunitySearchQuerySchema,
  opportunitySearchResponseSchema,
  publicOpportunitySchema,
  updateOpportunitySchema,
} from '@hireloop/shared/opportunities';
import { noContentSchema } from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { activeCompanyOf } from '#server/access/actor.ts';
import { requestActor } from '#server/http/actor.ts';
import { signedInUserId } from '#server/http/authentication.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import * as opportunitiesPolicy from './opportunities.policy.ts';
import { presentOpportunity, presentOpportunitySummary } from './opportunities.presenter.ts';
import {
  createOpportunity,
  deleteOpportunity,
  getOpportunity,
  listOpportunities,
  updateOpportunity,
} from './opportunities.service.ts';
import { createSearchWindowCache } from './opportunity-search.cache.ts';
import { presentPublicOpportunity, presentSearchCard } from './opportunity-search.presenter.ts';
import {
  type CachedSearchPage,
  getPublicOpportunity,
  searchOpportunities,
} from './opportunity-search.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export function registerOpportunityRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const activeCompany = async (request: FastifyRequest) => activeCompanyOf(await requestActor(request, db));
  const searchWindows =
    deps.config.SEARCH_CACHE_SECONDS > 0
      ? createSearchWindowCache<CachedSearchPage>(deps.config.SEARCH_CACHE_SECONDS * 1000)
      : undefined;

  app.get(
    '/api/opportunities',
    { schema: { querystring: opportunityListQuerySchema, response: { 200: opportunityListResponseSchema } } },
    async (request) => {
      const company = await activeCompany(request);
      const { rows, total } = await listOpportunities(db, company, request.query);
      return {
        data: rows.map(presentOpportunitySummary),
        meta: pageMeta(request.query, total),
        abilities: { create: opportunitiesPolicy.can(company, 'manage') },
      };
    },
  );

  app.post(
    '/api/opportunities',
    {
      schema: { body: createOpportunitySchema, response: { 201: opportunitySchema } },
      config: { audit: 'opportunity_created' },
    },
    async (request, reply) => {
      const company = await activeCompany(request);
      const row = await createOpportunity(db, company, signedInUserId(request), request.body);
      searchWindows?.clear();
      return reply.status(201).send(presentOpportunity(row, company));
    },
  );

  app.get(
    '/api/opportunities/search',
    {
      schema: {
        querystring: opportunitySearchQuerySchema,
        response: { 200: opportunitySearchResponseSchema },
      },
    },
    async (request) => {
      const { rows, total, totalCapped } = await searchOpportunities(
        db,
        signedInUserId(request),
        request.query,
        searchWindows,
      );
      return {
        data: rows.map(presentSearchCard),
        meta: { ...pageMeta(request.query, total), total_capped: totalCapped },
      };
    },
  );

  app.get(
    '/api/opportunities/:id/public',
    { schema: { params: idParams, response: { 200: publicOpportunitySchema } } },
    async (request) =>
      presentPublicOpportunity(await getPublicOpportunity(db, signedInUserId(request), request.params.id)),
  );

  app.get(
    '/api/opportunities/:id',
    { schema: { params: idParams, response: { 200: opportunitySchema } } },
    async (request) => {
      const company = await activeCompany(request);
      return presentOpportunity(await getOpportunity(db, company, request.params.id), company);
    },
  );

  app.put(
    '/api/opportunities/:id',
    {
      schema: { params: idParams, body: updateOpportunitySchema, response: { 200: opportunitySchema } },
      config: { audit: 'opportunity_updated' },
    },
    async (request) => {
      const company = await activeCompany(request);
      const row = await updateOpportunity(db, company, request.params.id, request.body);
      searchWindows?.clear();
      return presentOpportunity(row, company);
    },
  );

  app.delete(
    '/api/opportunities/:id',
    { schema: { params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const company = await activeCompany(request);
      await deleteOpportunity(db, company, request.params.id);
      searchWindows?.clear();
      return reply.status(204).send();
    },
  );
}
