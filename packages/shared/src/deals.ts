// Deals (issue 23, SPEC.md §2 /deals/{slug} "Join {product}"): what a super admin defines, what the
// landing page shows, and how a company redeems one. Rules in decision 116.
import { paginatedSchema, paginationQuerySchema } from './api.ts';
import { MAX_TRIAL_DAYS_OF_A_DEAL } from './constants.ts';
import { createCompanySchema } from './tenancy.ts';
import { z } from './zod.ts';

export const DEAL_SLUG_MAX_LENGTH = 60;
export const DEAL_TITLE_MAX_LENGTH = 120;
export const DEAL_DESCRIPTION_MAX_LENGTH = 2000;
export const DEAL_MAX_DISCOUNT_MONTHS = 36;
export const DEAL_MAX_REDEMPTIONS = 1_000_000;

/** Why a deal cannot be redeemed (the landing page says so). */
export const DEAL_EXPIRED = 'This deal has expired.';
export const DEAL_EXHAUSTED = 'This deal has been fully redeemed.';
export const DEAL_ALREADY_REDEEMED = 'This company has already redeemed a deal.';

export const DEAL_STATES = ['available', 'expired', 'exhausted'] as const;
export type DealState = (typeof DEAL_STATES)[number];

/** Where a deal stands at `now`: expiry first, then the redemption limit. */
export function dealState(
  deal: { expiresAt: Date | null; maxRedemptions: number | null; redemptions: number },
  now: Date,
): DealState {
  if (deal.expiresAt && deal.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (deal.maxRedemptions !== null && deal.redemptions >= deal.maxRedemptions) return 'exhausted';
  return 'available';
}

/** "3 days free" / "25 % off for 3 months" — what the deal gives, in one line. */
export function dealSummary(deal: {
  trialDays: number | null;
  discountPercent: number | null;
  discountMonths: number | null;
}): string {
  const parts: string[] = [];
  if (deal.trialDays) parts.push(`${deal.trialDays}-day free trial`);
  if (deal.discountPercent && deal.discountMonths) {
    const months = deal.discountMonths === 1 ? 'the first month' : `the first ${deal.discountMonths} months`;
    parts.push(`${deal.discountPercent}% off ${months}`);
  }
  return parts.join(' + ');
}

const SLUG = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export const dealSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(DEAL_SLUG_MAX_LENGTH)
  .regex(SLUG, 'The slug may contain only lowercase letters, digits and dashes.');

const optionalInt = (min: number, max: number) => z.number().int().min(min).max(max).nullish();

/** POST|PUT /api/admin/deals: at least one benefit; a discount needs both its percent and months. */
export const dealInputSchema = z
  .object({
    slug: dealSlugSchema,
    title: z.string().trim().min(1).max(DEAL_TITLE_MAX_LENGTH),
    description: z.string().trim().max(DEAL_DESCRIPTION_MAX_LENGTH).default(''),
    trial_days: optionalInt(1, MAX_TRIAL_DAYS_OF_A_DEAL),
    discount_percent: optionalInt(1, 100),
    discount_months: optionalInt(1, DEAL_MAX_DISCOUNT_MONTHS),
    expires_at: z.iso.datetime({ offset: true }).nullish(),
    max_redemptions: optionalInt(1, DEAL_MAX_REDEMPTIONS),
  })
  .superRefine((input, context) => {
    const hasPercent = input.discount_percent != null;
    const hasMonths = input.discount_months != null;
    if (hasPercent && !hasMonths) {
      context.addIssue({
        code: 'custom',
        path: ['discount_months'],
        message: 'The discount months field is required with a discount.',
      });
    }
    if (hasMonths && !hasPercent) {
      context.addIssue({
        code: 'custom',
        path: ['discount_percent'],
        message: 'The discount percent field is required with discount months.',
      });
    }
    if (input.trial_days == null && !hasPercent && !hasMonths) {
      context.addIssue({
        code: 'custom',
        path: ['trial_days'],
        message: 'A deal gives a trial, a discount or both.',
      });
    }
  });
export type DealInput = z.infer<typeof dealInputSchema>;

/** What anyone sees on the landing page (GET /api/deals/{slug}). */
export const publicDealSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  summary: z.string(),
  trial_days: z.number().int(),
  discount_percent: z.number().int().nullable(),
  discount_months: z.number().int().nullable(),
  expires_at: z.string().nullable(),
  /** Left to redeem; null when unlimited. */
  remaining: z.number().int().nullable(),
  state: z.enum(DEAL_STATES),
  /** Why it cannot be redeemed, else null (not `message`: a body's message is shown as a toast). */
  unavailable_reason: z.string().nullable(),
});
export type PublicDeal = z.infer<typeof publicDealSchema>;

/** The admin area's view: the definition plus the count. */
export const adminDealSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  trial_days: z.number().int().nullable(),
  discount_percent: z.number().int().nullable(),
  discount_months: z.number().int().nullable(),
  expires_at: z.string().nullable(),
  max_redemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  state: z.enum(DEAL_STATES),
  created_at: z.string(),
});
export type AdminDeal = z.infer<typeof adminDealSchema>;
export const adminDealListSchema = paginatedSchema(adminDealSchema);
export const adminDealListQuerySchema = paginationQuerySchema;

/** POST /api/deals/{slug}/redeem: the new company, as /create-company asks for it. */
export const redeemDealSchema = createCompanySchema;
export type RedeemDealInput = z.infer<typeof redeemDealSchema>;
