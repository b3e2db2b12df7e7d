// Opportunity templates of the active company (Recruiter and above write; every member reads).

import { paginationQuerySchema } from '@hireloop/shared/api';
import {
  createTemplateSchema,
  opportunityTemplateListResponseSchema,
  opportunityTemplateSchema,
  updateTemplateSchema,
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
import { presentTemplate } from './templates.presenter.ts';
import {
  createTemplate,
  deleteTemplate,
  findTemplate,
  listTemplates,
  updateTemplate,
} from './templates.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export function registerTemplateRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const activeCompany = async (request: FastifyRequest) => activeCompanyOf(await requestActor(request, db));

  app.get(
    '/api/opportunity-templates',
    {
      schema: {
        querystring: paginationQuerySchema,
        response: { 200: opportunityTemplateListResponseSchema },
      },
    },
    async (request) => {
      const company = await activeCompany(request);
      const { rows, total } = await listTemplates(db, company, request.query);
      return {
        data: rows.map(presentTemplate),
        meta: pageMeta(request.query, total),
        abilities: { create: opportunitiesPolicy.can(company, 'manage') },
      };
    },
  );

  app.post(
    '/api/opportunity-templates',
    { schema: { body: createTemplateSchema, response: { 201: opportunityTemplateSchema } } },
    async (request, reply) => {
      const company = await activeCompany(request);
      const row = await createTemplate(db, company, signedInUserId(request), request.body);
      return reply.status(201).send(presentTemplate(row));
    },
  );

  app.get(
    '/api/opportunity-templates/:id',
    { schema: { params: idParams, response: { 200: opportunityTemplateSchema } } },
    async (request) =>
      presentTemplate(await findTemplate(db, await activeCompany(request), request.params.id)),
  );

  app.put(
    '/api/opportunity-templates/:id',
    {
      schema: { params: idParams, body: updateTemplateSchema, response: { 200: opportunityTemplateSchema } },
    },
    async (request) => {
      const company = await activeCompany(request);
      return presentTemplate(await updateTemplate(db, company, request.params.id, request.body));
    },
  );

  app.delete(
    '/api/opportunity-templates/:id',
    { schema: { params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const company = await activeCompany(request);
      await deleteTemplate(db, company, request.params.id);
      return reply.status(204).send();
    },
  );
}
