// The price list super admins edit (decision 115): prices in millionths of a dollar (SPEC.md §3's
// one million), typed as dollars with up to six decimals ("0.0035"); a change applies to each
// billable entity from its next period, and every version is kept.
import { paginatedSchema } from '../api.ts';
import { z } from '../zod.ts';
import { BILLING_ITEMS, MILLION } from './enums.ts';

const PRICE_PATTERN = /^\d{1,5}(\.\d{1,6})?$/;
export const PRICE_FORMAT_MESSAGE = 'Enter a price in dollars with at most six decimals, like 0.0035.';

/** "0.0035" → 3500, exactly (no floating point). */
export function millionthsOfPrice(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * MILLION + Number(fraction.padEnd(6, '0'));
}

/** 3500 → "0.0035", 12000000 → "12.00": at least cents, up to millionths. */
export function priceOfMillionths(millionths: number): string {
  const whole = Math.floor(millionths / MILLION);
  const fraction = String(millionths % MILLION)
    .padStart(6, '0')
    .replace(/0+$/, '')
    .padEnd(2, '0');
  return `${whole}.${fraction}`;
}

export const priceEditSchema = z.object({
  item_name: z.enum(BILLING_ITEMS, { message: 'Choose one of the billing items.' }),
  unit_price: z.string().trim().max(20).regex(PRICE_PATTERN, PRICE_FORMAT_MESSAGE),
});
export type PriceEditInput = z.infer<typeof priceEditSchema>;

const priceVersionSchema = z.object({
  item_name: z.string(),
  unit_price_millionths: z.number().int(),
  unit_price: z.string(),
  effective_from: z.string(),
  /** The super admin who set it; null for the original price list. */
  changed_by: z.string().nullable(),
});
export type PriceVersionPayload = z.infer<typeof priceVersionSchema>;

export const priceListSchema = z.object({
  /** The prices a period starting now is billed at, one per item. */
  prices: z.array(priceVersionSchema),
  /** Every version, newest first. */
  history: paginatedSchema(priceVersionSchema),
});
export type PriceListPayload = z.infer<typeof priceListSchema>;
