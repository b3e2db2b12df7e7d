// The active company's billing (Company Admin only): summary with the live cost meter, spend cap,
// card, billing address, cancellation and its undo. Every change answers the new summary.
import {
  billingAddressSchema,
  billingSummarySchema,
  cancelInputSchema,
  paymentMethodInputSchema,
  spendCapInputSchema,
} from '@hireloop/shared/billing';
import type { FastifyRequest } from 'fastify';
import type { CompanyAccess } from '#server/access/actor.ts';
import { activeCompanyOf } from '#server/access/actor.ts';
import { createPaymentGateway } from '#server/adapters/payments/create-payment-gateway.ts';
import { requestActor } from '#server/http/actor.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { clockNow } from '#server/lib/clock.ts';
import { notifyContextOf } from '../notifications/notify.ts';
import { authorize, type BillingAction } from './billing.policy.ts';
import { presentBillingSummary } from './billing.presenter.ts';
import { billingSummary, setSpendCap } from './billing.service.ts';
import {
  cancelSubscription,
  resubscribe,
  saveBillingAddress,
  savePaymentMethod,
  undoCancellation,
} from './billing-settings.service.ts';

const summaryResponse = { 200: billingSummarySchema };

export function registerBillingRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const notify = notifyContextOf(app, deps);
  const gateway = createPaymentGateway(deps.config, db, () => clockNow());
  const admin = async (request: FastifyRequest, action: BillingAction): Promise<CompanyAccess> => {
    const company = activeCompanyOf(await requestActor(request, db));
    authorize(company, action);
    return company;
  };
  const nowFor = (company: CompanyAccess) => clockNow(company.billing?.billableEntityId);
  const summaryOf = async (company: CompanyAccess) =>
    presentBillingSummary(await billingSummary(db, company, nowFor(company)), gateway);

  app.get('/api/billing', { schema: { response: summaryResponse } }, async (request) =>
    summaryOf(await admin(request, 'view')),
  );

  app.put(
    '/api/billing/spend-cap',
    { schema: { body: spendCapInputSchema, response: summaryResponse } },
    async (request) => {
      const company = await admin(request, 'manage');
      await setSpendCap(notify, company, request.body.spend_cap_cents, nowFor(company));
      return summaryOf(company);
    },
  );

  app.put(
    '/api/billing/payment-method',
    { schema: { body: paymentMethodInputSchema, response: summaryResponse } },
    async (request) => {
      const company = await admin(request, 'manage');
      await savePaymentMethod(db, gateway, company, request.body, nowFor(company));
      return summaryOf(company);
    },
  );

  app.put(
    '/api/billing/address',
    { schema: { body: billingAddressSchema, response: summaryResponse } },
    async (request) => {
      const company = await admin(request, 'manage');
      await saveBillingAddress(db, company, request.body, nowFor(company));
      return summaryOf(company);
    },
  );

  app.post(
    '/api/billing/cancel',
    { schema: { body: cancelInputSchema, response: summaryResponse } },
    async (request) => {
      const company = await admin(request, 'manage');
      await cancelSubscription(db, company, request.body, nowFor(company));
      return summaryOf(company);
    },
  );

  app.post('/api/billing/resubscribe', { schema: { response: summaryResponse } }, async (request) => {
    const company = await admin(request, 'manage');
    await resubscribe(db, company, nowFor(company));
    return summaryOf(company);
  });

  app.post('/api/billing/undo-cancel', { schema: { response: summaryResponse } }, async (request) => {
    const company = await admin(request, 'manage');
    await undoCancellation(db, company, nowFor(company));
    return summaryOf(company);
  });
}
