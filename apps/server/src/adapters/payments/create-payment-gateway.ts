import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';
import { createTestGateway } from './test-gateway.ts';

type GatewayConfig = Pick<
  Config,
  'PAYMENTS_GATEWAY' | 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_API_BASE'
>;

/**
 * Stripe when `STRIPE_SECRET_KEY` is set (unless PAYMENTS_GATEWAY=test), else the built-in test
 * gateway (config.ts refuses it in production unless PAYMENTS_GATEWAY=test asks for it).
 */
export function usesStripe(config: GatewayConfig): boolean {
  return Boolean(config.STRIPE_SECRET_KEY) && config.PAYMENTS_GATEWAY !== 'test';
}

export function createPaymentGateway(config: GatewayConfig, db: Database, now?: () => Date): PaymentGateway {
  if (config.STRIPE_SECRET_KEY && usesStripe(config)) {
    return createStripeGateway({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  return createTestGateway(db, now);
}
