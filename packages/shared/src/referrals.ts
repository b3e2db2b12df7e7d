// Referrals (issue 23, SPEC.md §2 /referrers/{id} "Referral Portal", §3 User.referrer_id): the
// portal's figures and its list of sign-ups. The reward rule is decision 117: REFERRAL_REWARD_CENTS
// for each referred company that has paid an invoice.
import { paginatedSchema } from './api.ts';
import { z } from './zod.ts';

// The referral link's parameter and code length live with the sign-up payload (zod/mini, decision 124).
export { REFERRAL_CODE_MAX_LENGTH, REFERRAL_QUERY_PARAM } from './auth-limits.ts';

import { REFERRAL_CODE_MAX_LENGTH } from './auth-limits.ts';

/** Where a referred sign-up stands: no company yet, in its trial, trial over unpaid, or paying. */
export const REFERRAL_STATES = ['no_company', 'trial', 'trial_ended', 'paid'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

export const REFERRAL_STATE_LABELS: Record<ReferralState, string> = {
  no_company: 'No company yet',
  trial: 'On trial',
  trial_ended: 'Trial ended',
  paid: 'Paying',
};

/** A referral code as a sign-up may carry it: anything else is ignored, not refused. */
export const referralCodeSchema = z.string().trim().max(REFERRAL_CODE_MAX_LENGTH);

export const referrerSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The link to share: sign-ups through it are attributed to this referrer. */
  referral_url: z.string(),
  signups: z.number().int(),
  companies: z.number().int(),
  companies_on_trial: z.number().int(),
  paying_companies: z.number().int(),
  reward_per_paying_company_cents: z.number().int(),
  reward_earned_cents: z.number().int(),
  created_at: z.string(),
});
export type Referrer = z.infer<typeof referrerSchema>;

export const referralSignupSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  signed_up_at: z.string(),
  company_name: z.string().nullable(),
  state: z.enum(REFERRAL_STATES),
  trial_ends_at: z.string().nullable(),
  reward_cents: z.number().int(),
});
export type ReferralSignup = z.infer<typeof referralSignupSchema>;
export const referralSignupListSchema = paginatedSchema(referralSignupSchema);
