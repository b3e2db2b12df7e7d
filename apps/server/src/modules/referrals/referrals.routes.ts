// The Referral Portal (issue 23): becoming a referrer, the portal's figures and its sign-ups. Only
// the referrer themself and super admins (with two-factor) read a portal; anyone else gets 404.
import { paginationQuerySchema } from '@hireloop/shared/api';
import { referralSignupListSchema, referrerSchema } from '@hireloop/shared/referrals';
import { z } from '@hireloop/shared/zod';
import { signedInUserId } from '#server/http/authentication.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import { presentReferralSignup, presentReferrer } from './referrals.presenter.ts';
import { becomeReferrer, listReferralSignups, loadReferrer, referrerFigures } from './referrals.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export function registerReferralRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const appUrl = deps.config.appUrl;

  app.post('/api/referrers', { schema: { response: { 200: referrerSchema } } }, async (request) => {
    const referrer = await becomeReferrer(db, signedInUserId(request));
    return presentReferrer(referrer, await referrerFigures(db, referrer.id, new Date()), appUrl);
  });

  app.get(
    '/api/referrers/:id',
    { schema: { params: idParams, response: { 200: referrerSchema } } },
    async (request) => {
      const referrer = await loadReferrer(db, signedInUserId(request), request.params.id);
      return presentReferrer(referrer, await referrerFigures(db, referrer.id, new Date()), appUrl);
    },
  );

  app.get(
    '/api/referrers/:id/sign-ups',
    {
      schema: {
        params: idParams,
        querystring: paginationQuerySchema,
        response: { 200: referralSignupListSchema },
      },
    },
    async (request) => {
      const referrer = await loadReferrer(db, signedInUserId(request), request.params.id);
      const { rows, total } = await listReferralSignups(db, referrer.id, request.query, new Date());
      return { data: rows.map(presentReferralSignup), meta: pageMeta(request.query, total) };
    },
  );
}
