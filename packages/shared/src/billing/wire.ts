// Payloads of the billing API (`/api/billing`, `/api/invoices`): request schemas the server parses
// and the client's forms validate with, and the response schemas of the OpenAPI contract.
import { paginatedSchema } from '../api.ts';
import { z } from '../zod.ts';
import {
  BILLING_ITEMS,
  BILLING_MODES,
  BILLING_PERIODS,
  CANCELLATION_REASON_KEYS,
  CARD_BRANDS,
  INVOICE_STATUSES,
  LOCK_REASON_KEYS,
} from './enums.ts';

/** $1M a month in cents: far above any real spend, far below what a bigint cannot hold. */
export const SPEND_CAP_LIMIT_CENTS = 100_000_000;
export const CANCELLATION_COMMENT_MAX_LENGTH = 2000;

export const spendCapInputSchema = z.object({
  /** Whole cents; null removes the cap. */
  spend_cap_cents: z.number().int().min(100).max(SPEND_CAP_LIMIT_CENTS).nullable(),
});
export type SpendCapInput = z.infer<typeof spendCapInputSchema>;

const digits = (value: string) => value.replace(/[\s-]/g, '');

/** Luhn's check digit: catches a mistyped card number before it reaches a gateway. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A card typed into our own form (the built-in test gateway), or a payment method the provider's
 * own form created (Stripe Elements: `payment_method_id`, the card never touches our server).
 */
export const paymentMethodInputSchema = z
  .object({
    card_number: z
      .string()
      .max(40)
      .transform(digits)
      .pipe(
        z
          .string()
          .regex(/^\d{12,19}$/, 'The card number must have 12 to 19 digits.')
          .refine(passesLuhn, 'The card number is not valid.'),
      )
      .optional(),
    exp_month: z.number().int().min(1).max(12).optional(),
    exp_year: z.number().int().min(2000).max(2100).optional(),
    cvc: z
      .string()
      .regex(/^\d{3,4}$/, 'The cvc must have 3 or 4 digits.')
      .optional(),
    payment_method_id: z.string().trim().min(1).max(255).optional(),
  })
  .superRefine((value, context) => {
    if (value.payment_method_id !== undefined) return;
    for (const field of ['card_number', 'exp_month', 'exp_year', 'cvc'] as const) {
      if (value[field] === undefined) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `The ${field.replace('_', ' ')} field is required.`,
        });
      }
    }
  });
export type PaymentMethodInput = z.infer<typeof paymentMethodInputSchema>;

/** A typed card expiry, "MM/YY" or "MM/YYYY", as month and four-digit year (null if unreadable). */
export function parseCardExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const year = Number(match[2]);
  return { expMonth: Number(match[1]), expYear: year < 100 ? 2000 + year : year };
}

export const billingAddressSchema = z.object({
  name: z.string().trim().min(1).max(200),
  line_1: z.string().trim().min(1).max(200),
  line_2: z.string().trim().max(200).nullable().optional(),
  city: z.string().trim().min(1).max(100),
  region: z.string().trim().max(100).nullable().optional(),
  postal_code: z.string().trim().min(1).max(20),
  /** ISO 3166-1 alpha-2. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'The country must be a two-letter country code.')
    .transform((code) => code.toUpperCase()),
});
export type BillingAddressInput = z.input<typeof billingAddressSchema>;
export type BillingAddressValues = z.output<typeof billingAddressSchema>;

export const cancelInputSchema = z.object({
  reason: z.enum(CANCELLATION_REASON_KEYS),
  comment: z.string().trim().max(CANCELLATION_COMMENT_MAX_LENGTH).nullable().optional(),
});
export type CancelInput = z.infer<typeof cancelInputSchema>;

export const paymentMethodSchema = z.object({
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});

export const addressResponseSchema = z.object({
  name: z.string(),
  line_1: z.string(),
  line_2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postal_code: z.string(),
  country: z.string(),
});

export const usageLineSchema = z.object({
  item_name: z.enum(BILLING_ITEMS),
  quantity: z.number().int(),
  unit_price_millionths: z.number().int(),
  amount_millionths: z.number().int(),
});

export const billingSummarySchema = z.object({
  billable_entity_id: z.number().int(),
  now: z.string(),
  trial_ends_at: z.string().nullable(),
  in_trial: z.boolean(),
  billing_mode: z.enum(BILLING_MODES),
  billing_period: z.enum(BILLING_PERIODS),
  cycle_day: z.number().int(),
  currency: z.string(),
  period: z.object({ starts_at: z.string(), ends_at: z.string() }),
  usage: z.array(usageLineSchema),
  usage_cents: z.number().int(),
  forecast_cents: z.number().int(),
  spend_cap_cents: z.number().int().nullable(),
  spend_cap_percent: z.number().int().nullable(),
  payment_method: paymentMethodSchema.nullable(),
  address: addressResponseSchema.nullable(),
  first_unpaid_invoice_at: z.string().nullable(),
  cancellation_at: z.string().nullable(),
  cancellation_reason: z.enum(CANCELLATION_REASON_KEYS).nullable(),
  lock_reason: z.enum(LOCK_REASON_KEYS).nullable(),
  gateway: z.enum(['test', 'stripe']),
  stripe_publishable_key: z.string().nullable(),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

export const invoiceLineSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  item_name: z.enum(BILLING_ITEMS),
  quantity: z.number().int(),
  unit_price_millionths: z.number().int(),
  amount_millionths: z.number().int(),
  amount_cents: z.number().int(),
});

export const invoicePaymentSchema = z.object({
  id: z.number().int(),
  amount_cents: z.number().int(),
  status: z.enum(['pending', 'succeeded', 'failed', 'refunded']),
  failure_message: z.string().nullable(),
  card: z.string().nullable(),
  created_at: z.string(),
});

export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  period_start: z.string(),
  period_end: z.string(),
  total_cents: z.number().int(),
  /** Taken off by a deal's discount (already out of total_cents). */
  discount_cents: z.number().int(),
  paid_cents: z.number().int(),
  currency: z.string(),
  issued_at: z.string(),
});

export const invoiceSchema = invoiceSummarySchema.extend({
  lines: z.array(invoiceLineSchema),
  payments: z.array(invoicePaymentSchema),
  next_retry_at: z.string().nullable(),
  abilities: z.object({ pay: z.boolean() }),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceListSchema = paginatedSchema(invoiceSummarySchema);

/** The 402 of a locked company's calls (and of a switch into it). */
export const lockedResponseSchema = z.object({
  message: z.string(),
  lock_reason: z.enum(LOCK_REASON_KEYS),
  billable_entity_id: z.number().int(),
});
