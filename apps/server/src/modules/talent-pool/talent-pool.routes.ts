// The talent pool ("rolodex") of the active company, the search for people on Hireloop to add to
// it, and the public lookup of an invitation link.
import { fullName } from '@hireloop/shared/people';
import {
  addCandidateContactSchema,
  candidateSearchListSchema,
  candidateSearchQuerySchema,
  createTalentPoolContactSchema,
  inviteContactSchema,
  opportunityInviteLookupSchema,
  talentPoolContactSchema,
  talentPoolListSchema,
  talentPoolQuerySchema,
} from '@hireloop/shared/pipeline';
import { noContentSchema } from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { activeCompanyOf } from '#server/access/actor.ts';
import { requestActor } from '#server/http/actor.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import type { CompanyActor } from '../pipeline/pipeline.policy.ts';
import * as pipelinePolicy from '../pipeline/pipeline.policy.ts';
import { searchCandidates } from './candidate-search.service.ts';
import {
  presentCandidateSearchResult,
  presentContact,
  presentInviteLookup,
} from './talent-pool.presenter.ts';
import {
  addContact,
  addContactFromCandidate,
  findInviteByToken,
  inviteContact,
  listContacts,
  removeContact,
  type TalentPoolContext,
} from './talent-pool.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const tokenParams = z.object({ token: z.string().min(20).max(100) });
const createdContact = { response: { 201: talentPoolContactSchema } };

export function registerTalentPoolRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const ctx: TalentPoolContext = { db, appUrl: deps.config.appUrl };
  const companyActor = async (request: FastifyRequest): Promise<CompanyActor> => {
    const actor = await requestActor(request, db);
    return { userId: actor.userId, company: activeCompanyOf(actor) };
  };

  app.get(
    '/api/talent-pool-contacts',
    { schema: { querystring: talentPoolQuerySchema, response: { 200: talentPoolListSchema } } },
    async (request) => {
      const actor = await companyActor(request);
      const { rows, total } = await listContacts(db, actor, request.query);
      const manage = pipelinePolicy.can(actor.company, 'manageTalentPool');
      return {
        data: rows.map(presentContact),
        meta: pageMeta(request.query, total),
        abilities: { create: manage, invite: manage },
      };
    },
  );

  app.post(
    '/api/talent-pool-contacts',
    { schema: { body: createTalentPoolContactSchema, ...createdContact } },
    async (request, reply) => {
      const contact = await addContact(db, await companyActor(request), request.body);
      return reply.status(201).send(presentContact(contact));
    },
  );

  app.post(
    '/api/talent-pool-contacts/from-candidate',
    { schema: { body: addCandidateContactSchema, ...createdContact } },
    async (request, reply) => {
      const contact = await addContactFromCandidate(db, await companyActor(request), request.body);
      return reply.status(201).send(presentContact(contact));
    },
  );

  // Recruiter and above: every candidate profile on Hireloop except snoozed ones.
  app.get(
    '/api/candidate-search',
    { schema: { querystring: candidateSearchQuerySchema, response: { 200: candidateSearchListSchema } } },
    async (request) => {
      const { rows, total } = await searchCandidates(db, await companyActor(request), request.query);
      return { data: rows.map(presentCandidateSearchResult), meta: pageMeta(request.query, total) };
    },
  );

  app.delete(
    '/api/talent-pool-contacts/:id',
    { schema: { params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await removeContact(db, await companyActor(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/talent-pool-contacts/:id/invite',
    { schema: { params: idParams, body: inviteContactSchema, response: { 200: talentPoolContactSchema } } },
    async (request) => {
      const actor = await companyActor(request);
      await enforceRateLimit(db, {
        key: `opportunity-invite:${actor.userId}`,
        maxHits: 100,
        windowSeconds: 3600,
      });
      const contact = await inviteContact(ctx, actor, request.params.id, request.body);
      // A private email is not repeated back to the team.
      const to = contact.candidateUserId === null ? contact.email : fullName(contact);
      return { ...presentContact(contact), message: `We emailed an invitation to ${to}.` };
    },
  );

  app.get(
    '/api/opportunity-invites/:token',
    {
      config: { public: true },
      schema: { params: tokenParams, response: { 200: opportunityInviteLookupSchema } },
    },
    async (request) => {
      await enforceRateLimit(db, {
        key: `opportunity-invite-lookup:${request.ip}`,
        maxHits: 30,
        windowSeconds: 60,
      });
      return presentInviteLookup(await findInviteByToken(db, request.params.token));
    },
  );
}
