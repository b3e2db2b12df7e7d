// The outside world of card payments behind one interface (DESIGN.md §1 "payments"): our billing
// logic decides what to charge and when; a gateway keeps the card and moves the money. Two
// implementations: the built-in test gateway (default) and Stripe (STRIPE_SECRET_KEY).
import type { CardBrand } from '@hireloop/shared/billing';

export type GatewayName = 'test' | 'stripe';

/** A card as our own form sends it (test gateway only; Stripe's form never sends us the number). */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type NewPaymentMethod = { card: CardDetails } | { providerPaymentMethodId: string };

/** What we keep of a saved card: references and what a person needs to recognise it. */
export interface SavedPaymentMethod {
  customerRef: string;
  paymentMethodRef: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ChargeRequest {
  customerRef: string;
  paymentMethodRef: string;
  amountCents: number;
  currency: string;
  /** Same key, same charge: a retry after a crash returns the first attempt's outcome. */
  idempotencyKey: string;
  description: string;
}

export type ChargeResult =
  /** `amountCents`: what was captured when less than asked (a partial capture); absent: all of it. */
  | { status: 'succeeded'; ref: string; amountCents?: number }
  | { status: 'failed'; ref: string | null; code: string; message: string };

export interface RefundRequest {
  /** The `ref` of the succeeded charge. */
  chargeRef: string;
  amountCents: number;
  /** Same key, same refund: a retry never refunds twice. */
  idempotencyKey: string;
}

/** A refund the gateway refused (more than is left of the charge, an unknown charge). */
export class RefundFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundFailedError';
  }
}

/** A card the gateway refused to save (declined at once): the message is shown to the person. */
export class CardDeclinedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CardDeclinedError';
  }
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** The key the browser's card form needs (Stripe Elements), if any. */
  readonly publishableKey: string | null;
  /** Saves a card for the customer (creating the customer when `customerRef` is null). */
  savePaymentMethod(
    customerRef: string | null,
    method: NewPaymentMethod,
    description: string,
  ): Promise<SavedPaymentMethod>;
  /** Charges a saved card off-session. Never throws for a decline; throws for a gateway failure. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Charges many at once, answering in order as `charge` would each (same keys, same outcomes).
   * Only the built-in test gateway has it (its side is our database: a few statements for a batch);
   * callers charge one by one without it.
   */
  chargeMany?(requests: readonly ChargeRequest[]): Promise<ChargeResult[]>;
  /** Gives back part or all of a succeeded charge; throws RefundFailedError when refused. */
  refund(request: RefundRequest): Promise<{ ref: string }>;
}
