// Enterprise billing groups, always within the active enterprise: list, create, read, update,
// delete. Writes answer the group as it now is.
import { paginationQuerySchema } from '@hireloop/shared/api';
import {
  billingGroupInputSchema,
  billingGroupListSchema,
  billingGroupSchema,
} from '@hireloop/shared/billing';
import { noContentSchema } from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { activeEnterpriseOf, type EnterpriseAccess } from '#server/access/actor.ts';
import { createPaymentGateway } from '#server/adapters/payments/create-payment-gateway.ts';
import { requestActor } from '#server/http/actor.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { clockNow } from '#server/lib/clock.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import { can } from './billing-groups.policy.ts';
import { presentBillingGroup, presentBillingGroupSummary } from './billing-groups.presenter.ts';
import {
  billingGroupDetails,
  createBillingGroup,
  deleteBillingGroup,
  listBillingGroups,
  updateBillingGroup,
} from './billing-groups.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export function registerBillingGroupRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const gateway = createPaymentGateway(deps.config, db, () => clockNow());
  const enterprise = async (request: FastifyRequest) => activeEnterpriseOf(await requestActor(request, db));
  const groupOf = async (access: EnterpriseAccess, id: number) =>
    presentBillingGroup(await billingGroupDetails(db, access, id), can(access, 'manage'));

  app.get(
    '/api/enterprise-billing-groups',
    { schema: { querystring: paginationQuerySchema, response: { 200: billingGroupListSchema } } },
    async (request) => {
      const access = await enterprise(request);
      const { groups, total } = await listBillingGroups(db, access, request.query);
      return {
        data: groups.map(presentBillingGroupSummary),
        meta: pageMeta(request.query, total),
        abilities: { manage: can(access, 'manage') },
      };
    },
  );

  app.post(
    '/api/enterprise-billing-groups',
    { schema: { body: billingGroupInputSchema, response: { 201: billingGroupSchema } } },
    async (request, reply) => {
      const access = await enterprise(request);
      const id = await createBillingGroup(db, gateway, access, request.body, clockNow());
      return reply.status(201).send(await groupOf(access, id));
    },
  );

  app.get(
    '/api/enterprise-billing-groups/:id',
    { schema: { params: idParams, response: { 200: billingGroupSchema } } },
    async (request) => groupOf(await enterprise(request), request.params.id),
  );

  app.put(
    '/api/enterprise-billing-groups/:id',
    { schema: { params: idParams, body: billingGroupInputSchema, response: { 200: billingGroupSchema } } },
    async (request) => {
      const access = await enterprise(request);
      await updateBillingGroup(db, gateway, access, request.params.id, request.body, clockNow());
      return groupOf(access, request.params.id);
    },
  );

  app.delete(
    '/api/enterprise-billing-groups/:id',
    { schema: { params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteBillingGroup(db, await enterprise(request), request.params.id, clockNow());
      return reply.status(204).send();
    },
  );
}
