// `POST /api/billing/stripe/webhook`: Stripe's events, accepted only with a valid `Stripe-Signature`
// over the raw body (STRIPE_WEBHOOK_SECRET); public (Stripe has no session) and outside CSRF.
import { z } from '@hireloop/shared/zod';
import Stripe from 'stripe';
import { createPaymentGateway } from '#server/adapters/payments/create-payment-gateway.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { clockNow } from '#server/lib/clock.ts';
import { AppError } from '#server/lib/errors.ts';
import { handleStripeEvent } from './stripe-webhook.service.ts';

const rawBody = z.custom<Buffer>((value) => Buffer.isBuffer(value), 'The body must be the raw event.');
const headers = z.object({ 'stripe-signature': z.string().max(2000).optional() });
const received = z.object({ received: z.boolean(), outcome: z.enum(['settled', 'refunded', 'ignored']) });

export function registerStripeWebhookRoutes(app: App, deps: AppDeps): void {
  const secret = deps.config.STRIPE_WEBHOOK_SECRET;
  if (!secret) return;
  const db = deps.database.db;
  const gateway = createPaymentGateway(deps.config, db, () => clockNow());
  // The signature is over the exact bytes Stripe sent: this route keeps JSON bodies unparsed.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/billing/stripe/webhook',
      {
        config: { public: true, csrf: false },
        schema: { body: rawBody, headers, response: { 200: received } },
      },
      async (request) => {
        let event: Stripe.Event;
        try {
          event = Stripe.webhooks.constructEvent(
            request.body as Buffer,
            request.headers['stripe-signature'] ?? '',
            secret,
          );
        } catch {
          throw new AppError(400, 'The webhook signature is not valid.');
        }
        const outcome = await handleStripeEvent(
          { db, gateway, appUrl: deps.config.appUrl },
          event,
          clockNow(),
        );
        return { received: true, outcome };
      },
    );
  });
}
