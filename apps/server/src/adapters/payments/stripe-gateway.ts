// Stripe behind the PaymentGateway interface (official `stripe` SDK): the browser's Stripe
// Elements form creates a PaymentMethod (the card never reaches us), we attach it to a Customer,
// and charge it off-session with a PaymentIntent confirmed at once, under our idempotency key.
import type { CardBrand } from '@hireloop/shared/billing';
import { CARD_BRANDS } from '@hireloop/shared/billing';
import Stripe from 'stripe';
import {
  CardDeclinedError,
  type ChargeRequest,
  type ChargeResult,
  type NewPaymentMethod,
  type PaymentGateway,
  RefundFailedError,
  type RefundRequest,
  type SavedPaymentMethod,
} from './payment-gateway.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  /** Another API origin (stripe-mock, a recording proxy in tests); Stripe's own when unset. */
  apiBase?: string | undefined;
}

export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

function brandOf(brand: string | null | undefined): CardBrand {
  return (CARD_BRANDS as readonly string[]).includes(brand ?? '') ? (brand as CardBrand) : 'unknown';
}

export function createStripeGateway(settings: StripeSettings): PaymentGateway {
  const stripe = stripeClient(settings);
  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    async savePaymentMethod(
      customerRef: string | null,
      method: NewPaymentMethod,
      description: string,
    ): Promise<SavedPaymentMethod> {
      if (!('providerPaymentMethodId' in method)) {
        throw new CardDeclinedError('invalid_request', 'Enter the card in the secure Stripe form.');
      }
      const customer = customerRef ?? (await stripe.customers.create({ description })).id;
      let attached: Stripe.PaymentMethod;
      try {
        attached = await stripe.paymentMethods.attach(method.providerPaymentMethodId, { customer });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          throw new CardDeclinedError(error.decline_code ?? error.code ?? 'card_declined', error.message);
        }
        throw error;
      }
      await stripe.customers.update(customer, { invoice_settings: { default_payment_method: attached.id } });
      return {
        customerRef: customer,
        paymentMethodRef: attached.id,
        brand: brandOf(attached.card?.brand),
        last4: attached.card?.last4 ?? '????',
        expMonth: attached.card?.exp_month ?? 0,
        expYear: attached.card?.exp_year ?? 0,
      };
    },
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency.toLowerCase(),
            customer: request.customerRef,
            payment_method: request.paymentMethodRef,
            off_session: true,
            confirm: true,
            description: request.description,
            metadata: { idempotency_key: request.idempotencyKey },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        // A partial capture receives less than the amount: the rest stays due (partially_paid).
        if (intent.status === 'succeeded')
          return {
            status: 'succeeded',
            ref: intent.id,
            amountCents: intent.amount_received ?? request.amountCents,
          };
        return {
          status: 'failed',
          ref: intent.id,
          code: intent.status,
          message: 'Your bank asks you to confirm this payment; pay the invoice from its page.',
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            status: 'failed',
            ref: error.payment_intent?.id ?? null,
            code: error.decline_code ?? error.code ?? 'card_declined',
            message: error.message,
          };
        }
        throw error;
      }
    },
    async refund(request: RefundRequest): Promise<{ ref: string }> {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: request.chargeRef, amount: request.amountCents },
          { idempotencyKey: request.idempotencyKey },
        );
        return { ref: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          throw new RefundFailedError(error.message);
        throw error;
      }
    },
  };
}
