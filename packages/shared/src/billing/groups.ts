// Enterprise billing groups (`/api/enterprise-billing-groups`): an enterprise's locations grouped
// under one payer, billed one invoice per period with lines per location.
import { paginatedSchema } from '../api.ts';
import { z } from '../zod.ts';
import { BILLING_MODES, BILLING_PERIODS } from './enums.ts';
import {
  addressResponseSchema,
  billingAddressSchema,
  invoiceSummarySchema,
  paymentMethodInputSchema,
  paymentMethodSchema,
} from './wire.ts';

/** More locations than any enterprise we know of has in one contract; keeps a request bounded. */
export const BILLING_GROUP_LOCATIONS_MAX = 500;

export const billingGroupInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  location_ids: z
    .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
    .min(1, 'Choose at least one location.')
    .max(BILLING_GROUP_LOCATIONS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'A location is listed twice.'),
  billing_mode: z.enum(BILLING_MODES),
  billing_period: z.enum(BILLING_PERIODS),
  /** Day of the month (1–28) a `monthly_on_cycle_day` period closes on. */
  cycle_day: z.number().int().min(1).max(28).default(1),
  address: billingAddressSchema,
  /** The payer's card; on update, leaving it out keeps the saved one. */
  payment_method: paymentMethodInputSchema.optional(),
});
export type BillingGroupInput = z.input<typeof billingGroupInputSchema>;
export type BillingGroupValues = z.output<typeof billingGroupInputSchema>;

export const billingGroupLocationSchema = z.object({ id: z.number().int(), name: z.string() });

export const billingGroupSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  locations: z.array(billingGroupLocationSchema),
  billing_mode: z.enum(BILLING_MODES),
  billing_period: z.enum(BILLING_PERIODS),
  cycle_day: z.number().int(),
  payment_method: paymentMethodSchema.nullable(),
  next_close_at: z.string(),
});
export type BillingGroupSummary = z.infer<typeof billingGroupSummarySchema>;

export const billingGroupSchema = billingGroupSummarySchema.extend({
  address: addressResponseSchema.nullable(),
  period: z.object({ starts_at: z.string(), ends_at: z.string() }),
  /** The group's latest invoices, newest first. */
  invoices: z.array(invoiceSummarySchema),
  abilities: z.object({ manage: z.boolean() }),
});
export type BillingGroup = z.infer<typeof billingGroupSchema>;

export const billingGroupListSchema = paginatedSchema(billingGroupSummarySchema).extend({
  abilities: z.object({ manage: z.boolean() }),
});
export type BillingGroupList = z.infer<typeof billingGroupListSchema>;

/** How a billing group's billing modes and periods read in its form and page. */
export const BILLING_GROUP_MODE_LABELS: Record<(typeof BILLING_MODES)[number], string> = {
  immediate_then_recurring_monthly: 'From today, then each period',
  monthly_on_cycle_day: 'On a cycle day of the month',
  on_billing_cycle: 'At the start of each calendar period',
};
export const BILLING_PERIOD_LABELS: Record<(typeof BILLING_PERIODS)[number], string> = {
  month: 'Monthly',
  year: 'Yearly',
};
