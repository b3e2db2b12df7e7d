// The enterprise invitation link (SPEC.md §2 "enterprise invitations by token (no login)"):
// `GET /api/enterprise-invitations/{token}` for anyone holding the link, and accepting it signed in.
import {
  enterpriseInvitationAcceptedSchema,
  enterpriseInvitationLookupSchema,
  enterpriseInvitationTokenParamsSchema,
} from '@hireloop/shared/enterprises';
import { signedInUserId } from '#server/http/authentication.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { notifyContextOf } from '../notifications/notify.ts';
import { presentEnterpriseInvitationLookup } from './enterprise-invitation-links.presenter.ts';
import {
  acceptEnterpriseInvitation,
  lookupEnterpriseInvitation,
} from './enterprise-invitation-links.service.ts';

export function registerEnterpriseInvitationLinkRoutes(app: App, deps: AppDeps) {
  const db = deps.database.db;

  app.get(
    '/api/enterprise-invitations/:token',
    {
      config: { public: true },
      schema: {
        params: enterpriseInvitationTokenParamsSchema,
        response: { 200: enterpriseInvitationLookupSchema },
      },
    },
    async (request) => {
      // Guessing tokens is hopeless (256 bits), and the limit keeps it that way cheaply.
      await enforceRateLimit(db, { key: `invitation-lookup:${request.ip}`, maxHits: 30, windowSeconds: 60 });
      const row = await lookupEnterpriseInvitation(db, request.params.token);
      return presentEnterpriseInvitationLookup(row, row.groups);
    },
  );

  app.post(
    '/api/enterprise-invitations/:token/accept',
    {
      schema: {
        params: enterpriseInvitationTokenParamsSchema,
        response: { 200: enterpriseInvitationAcceptedSchema },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const joined = await acceptEnterpriseInvitation(
        notifyContextOf(app, deps),
        userId,
        request.params.token,
      );
      return { success: true, enterprise_id: joined.enterpriseId };
    },
  );
}
