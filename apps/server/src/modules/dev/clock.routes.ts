// The dev clock (never in production): `POST /api/dev/clock { now, run_billing? }` moves billing's
// "now" for this app, so tests and demos run the billing close, dunning and the lock "as of" a
// date (with `run_billing` the close and charges run before it answers); `{ now: null }` returns
// to the real time. Like the dev mailbox, only this machine may call it.
import { z } from '@hireloop/shared/zod';
import { createPaymentGateway } from '#server/adapters/payments/create-payment-gateway.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { clockNow, setClockNow } from '#server/lib/clock.ts';
import { runBillingCycle } from '../billing/billing-cycle.ts';
import { mailboxAccessCheck } from './mailbox-access.ts';

const clockSchema = z.object({ now: z.string() });
const setClockSchema = z.object({
  now: z.iso.datetime({ offset: true }).nullable(),
  /** Move only this billable entity's time (parallel journeys on one server); else the process's. */
  billable_entity_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  /** Also run the billing close and charges as of the new time, before answering. */
  run_billing: z.boolean().optional(),
});
const setClockResponse = clockSchema.extend({
  billing: z.object({ invoices: z.number().int(), charged: z.number().int() }).nullable(),
});

export function registerDevClockRoutes(app: App, deps: AppDeps): void {
  if (deps.config.isProduction) return;
  const db = deps.database.db;
  const gateway = createPaymentGateway(deps.config, db, () => clockNow());
  const options = {
    config: { public: true },
    preHandler: mailboxAccessCheck(deps.config.devMailboxAllow),
  };
  app.get(
    '/api/dev/clock',
    {
      ...options,
      schema: {
        querystring: z.object({ billable_entity_id: z.coerce.number().int().positive().optional() }),
        response: { 200: clockSchema },
      },
    },
    async (request) => ({ now: clockNow(request.query.billable_entity_id).toISOString() }),
  );
  app.post(
    '/api/dev/clock',
    { ...options, schema: { body: setClockSchema, response: { 200: setClockResponse } } },
    async (request) => {
      const entityId = request.body.billable_entity_id;
      setClockNow(request.body.now === null ? null : new Date(request.body.now), entityId);
      const now = clockNow(entityId);
      const billing = request.body.run_billing
        ? await runBillingCycle({ db, gateway, appUrl: deps.config.appUrl }, now, entityId)
        : null;
      return { now: now.toISOString(), billing };
    },
  );
}
