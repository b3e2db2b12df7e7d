import { companyAccountSchema } from '@hireloop/shared/accounts';
import { checkEmailSchema } from '@hireloop/shared/auth';
import { companyDemoCompletedSchema } from '@hireloop/shared/companies';
import { existsResponseSchema } from '@hireloop/shared/responses';
import { activateTrialSchema, createCompanySchema } from '@hireloop/shared/tenancy';
import { z } from '@hireloop/shared/zod';
import { loadCompanyAccess } from '#server/access/actor.ts';
import { signedInUserId } from '#server/http/authentication.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { validation } from '#server/lib/errors.ts';
import { presentCompanyAccount } from '../accounts/accounts.presenter.ts';
import { loadUserAccounts } from '../accounts/accounts.service.ts';
import { companyEmailExists, createCompany } from './companies.service.ts';
import { completeDemo } from './company-demo.service.ts';
import { readTrialToken } from './trial-links.ts';

const INVALID_TRIAL_LINK = 'This trial link is invalid or has expired.';
const companyParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export function registerCompanyRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  async function presentCreated(userId: number, companyId: number) {
    const accounts = await loadUserAccounts(db, userId);
    const company = accounts.companies.find((c) => c.id === companyId);
    if (!company) throw new Error(`company ${companyId} missing after creation`);
    return presentCompanyAccount(company);
  }

  app.post(
    '/api/companies',
    { schema: { body: createCompanySchema, response: { 201: companyAccountSchema } } },
    async (request, reply) => {
      const userId = signedInUserId(request);
      await enforceRateLimit(db, { key: `create-company:${userId}`, maxHits: 10, windowSeconds: 3600 });
      const companyId = await createCompany(db, userId, request.body);
      return reply.status(201).send(await presentCreated(userId, companyId));
    },
  );

  app.post(
    '/api/companies/activate-trial',
    {
      schema: {
        body: activateTrialSchema.extend(createCompanySchema.shape),
        response: { 201: companyAccountSchema },
      },
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      const grant = readTrialToken(deps.keyring, request.body.token);
      if (!grant) throw validation({ token: [INVALID_TRIAL_LINK] });
      const companyId = await createCompany(db, userId, request.body, { trialDays: grant.trialDays });
      return reply.status(201).send(await presentCreated(userId, companyId));
    },
  );

  app.post(
    '/api/companies/check-email-exists',
    { config: { public: true }, schema: { body: checkEmailSchema, response: { 200: existsResponseSchema } } },
    async (request) => {
      await enforceRateLimit(db, {
        key: `existence-check:${request.ip}`,
        maxHits: deps.config.EXISTENCE_CHECK_LIMIT_PER_MINUTE,
        windowSeconds: 60,
      });
      return { exists: await companyEmailExists(db, request.body.email) };
    },
  );

  // The getting-started tour is finished ("Finish the tour" or dismissing the card). Any company the
  // user may open, not only the active one; no access → 404, Team Member → 403.
  app.post(
    '/api/companies/:id/complete-demo',
    { schema: { params: companyParams, response: { 200: companyDemoCompletedSchema } } },
    async (request) => {
      const access = await loadCompanyAccess(db, signedInUserId(request), request.params.id);
      const { id } = await completeDemo(db, access);
      return { id, demo_completed: true };
    },
  );
}
