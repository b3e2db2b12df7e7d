// GET /api/dev/mailbox: only outside production (the not-found handler answers 404 there), and
// only to this machine unless DEV_MAILBOX_ALLOW says otherwise.
import { outboundMessageSchema, paginatedSchema, paginationQuerySchema } from '@hireloop/shared/api';
import { z } from '@hireloop/shared/zod';
import type { App, AppDeps } from '#server/http/types.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import { presentOutboundMessage } from './mailbox.presenter.ts';
import { listOutboundMessages } from './mailbox.service.ts';
import { mailboxAccessCheck } from './mailbox-access.ts';

const mailboxQuerySchema = paginationQuerySchema.extend({
  to: z.string().trim().max(320).optional(),
  channel: z.enum(['mail', 'sms']).optional(),
});

export function registerMailboxRoutes(app: App, deps: AppDeps): void {
  if (deps.config.isProduction) return;
  app.get(
    '/api/dev/mailbox',
    {
      // A developer tool (absent in production): readable without signing in, like a local mail
      // catcher, by the developer's machine only.
      config: { public: true },
      preHandler: mailboxAccessCheck(deps.config.devMailboxAllow),
      schema: { querystring: mailboxQuerySchema, response: { 200: paginatedSchema(outboundMessageSchema) } },
    },
    async (request) => {
      const { rows, total } = await listOutboundMessages(deps.database.db, request.query);
      return {
        data: rows.map(presentOutboundMessage),
        meta: pageMeta(request.query, total),
      };
    },
  );
}
