// Opportunity templates of the active enterprise (docs/api/enterprise-templates.md, decision 101):
// everyone with access reads what is pushed to their groups; Owners and Admins write within them.
import { paginationQuerySchema } from '@hireloop/shared/api';
import {
  createEnterpriseTemplateSchema,
  enterpriseTemplateListSchema,
  enterpriseTemplateSchema,
  updateEnterpriseTemplateSchema,
} from '@hireloop/shared/enterprise-templates';
import { noContentSchema } from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { activeEnterpriseOf } from '#server/access/actor.ts';
import { requestActor } from '#server/http/actor.ts';
import { signedInUserId } from '#server/http/authentication.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import * as policy from './enterprise-templates.policy.ts';
import { presentEnterpriseTemplate } from './enterprise-templates.presenter.ts';
import {
  createEnterpriseTemplate,
  deleteEnterpriseTemplate,
  findEnterpriseTemplate,
  listEnterpriseTemplates,
  updateEnterpriseTemplate,
} from './enterprise-templates.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export function registerEnterpriseTemplateRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const enterprise = async (request: FastifyRequest) => activeEnterpriseOf(await requestActor(request, db));

  app.get(
    '/api/enterprise-templates',
    { schema: { querystring: paginationQuerySchema, response: { 200: enterpriseTemplateListSchema } } },
    async (request) => {
      const access = await enterprise(request);
      const { templates, total } = await listEnterpriseTemplates(db, access, request.query);
      return {
        data: templates.map((template) => presentEnterpriseTemplate(access, template)),
        meta: pageMeta(request.query, total),
        abilities: { create: policy.can(access, 'create'), push_all: policy.can(access, 'pushAll') },
      };
    },
  );

  app.post(
    '/api/enterprise-templates',
    { schema: { body: createEnterpriseTemplateSchema, response: { 201: enterpriseTemplateSchema } } },
    async (request, reply) => {
      const access = await enterprise(request);
      const template = await createEnterpriseTemplate(db, access, signedInUserId(request), request.body);
      return reply.status(201).send(presentEnterpriseTemplate(access, template));
    },
  );

  app.get(
    '/api/enterprise-templates/:id',
    { schema: { params: idParams, response: { 200: enterpriseTemplateSchema } } },
    async (request) => {
      const access = await enterprise(request);
      return presentEnterpriseTemplate(access, await findEnterpriseTemplate(db, access, request.params.id));
    },
  );

  app.put(
    '/api/enterprise-templates/:id',
    {
      schema: {
        params: idParams,
        body: updateEnterpriseTemplateSchema,
        response: { 200: enterpriseTemplateSchema },
      },
    },
    async (request) => {
      const access = await enterprise(request);
      const template = await updateEnterpriseTemplate(db, access, request.params.id, request.body);
      return presentEnterpriseTemplate(access, template);
    },
  );

  app.delete(
    '/api/enterprise-templates/:id',
    { schema: { params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteEnterpriseTemplate(db, await enterprise(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
