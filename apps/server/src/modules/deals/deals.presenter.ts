import { FREE_TRIAL_DAYS } from '@hireloop/shared/constants';
import {
  type AdminDeal,
  DEAL_EXHAUSTED,
  DEAL_EXPIRED,
  dealState,
  dealSummary,
  type PublicDeal,
} from '@hireloop/shared/deals';
import type { DealRow } from './deals.service.ts';

export function presentPublicDeal(deal: DealRow, now: Date): PublicDeal {
  const state = dealState(deal, now);
  return {
    slug: deal.slug,
    title: deal.title,
    description: deal.description,
    summary: dealSummary(deal),
    trial_days: deal.trialDays ?? FREE_TRIAL_DAYS,
    discount_percent: deal.discountPercent,
    discount_months: deal.discountMonths,
    expires_at: deal.expiresAt?.toISOString() ?? null,
    remaining: deal.maxRedemptions === null ? null : Math.max(0, deal.maxRedemptions - deal.redemptions),
    state,
    unavailable_reason: state === 'expired' ? DEAL_EXPIRED : state === 'exhausted' ? DEAL_EXHAUSTED : null,
  };
}

export function presentAdminDeal(deal: DealRow, now: Date): AdminDeal {
  return {
    id: deal.id,
    slug: deal.slug,
    title: deal.title,
    description: deal.description,
    trial_days: deal.trialDays,
    discount_percent: deal.discountPercent,
    discount_months: deal.discountMonths,
    expires_at: deal.expiresAt?.toISOString() ?? null,
    max_redemptions: deal.maxRedemptions,
    redemptions: deal.redemptions,
    state: dealState(deal, now),
    created_at: deal.createdAt.toISOString(),
  };
}
