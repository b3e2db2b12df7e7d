import { REFERRAL_REWARD_CENTS } from '@hireloop/shared/constants';
import { fullName } from '@hireloop/shared/people';
import { REFERRAL_QUERY_PARAM, type ReferralSignup, type Referrer } from '@hireloop/shared/referrals';
import type { ReferralSignupRow, ReferrerFigures, ReferrerRow } from './referrals.service.ts';

/** The link to share: registration with the code, on this installation's public address. */
export function referralUrl(appUrl: string, code: string): string {
  return `${appUrl.replace(/\/$/, '')}/register?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`;
}

export function presentReferrer(referrer: ReferrerRow, figures: ReferrerFigures, appUrl: string): Referrer {
  return {
    id: referrer.id,
    code: referrer.code,
    referral_url: referralUrl(appUrl, referrer.code),
    signups: figures.signups,
    companies: figures.companies,
    companies_on_trial: figures.companiesOnTrial,
    paying_companies: figures.payingCompanies,
    reward_per_paying_company_cents: REFERRAL_REWARD_CENTS,
    reward_earned_cents: figures.rewardEarnedCents,
    created_at: referrer.createdAt.toISOString(),
  };
}

export function presentReferralSignup(row: ReferralSignupRow): ReferralSignup {
  return {
    user_id: row.userId,
    name: fullName(row),
    signed_up_at: row.signedUpAt.toISOString(),
    company_name: row.companyName,
    state: row.state,
    trial_ends_at: row.trialEndsAt?.toISOString() ?? null,
    reward_cents: row.rewardCents,
  };
}
