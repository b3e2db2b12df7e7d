// The per-company banners of SPEC.md §4 with the texts of §8: trial ending (success), unpaid
// invoice (error) and cancellation (error). Pure, so the rules are tested without a browser.
import { PRODUCT_NAME, UNPAID_INVOICE_LOCK_DAYS } from '@hireloop/shared/constants';
import { formatDate } from '@hireloop/shared/time';
import type { UserCompany } from '#web/lib/session/session-user.ts';

const SECOND_MS = 1000;
const DAY_MS = 24 * 60 * 60 * SECOND_MS;
/** SPEC.md §4: "30 seconds are added to the date" of a cancellation. */
const CANCELLATION_GRACE_MS = 30 * SECOND_MS;

export type CompanyBannerKind = 'trial' | 'unpaid-invoice' | 'cancelled';

export type CompanyBanner =
  | { kind: 'trial'; variant: 'success'; remaining: string }
  | { kind: 'unpaid-invoice'; variant: 'error'; payBy: string; canUpdatePayment: boolean }
  | { kind: 'cancelled'; variant: 'error'; closesOn: string; duringTrial: boolean };

function dateOf(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * "3 days", "1 day", or "less than 1 day": the nearest whole day, so a trial that just started
 * shows all 14 days rather than 13 and some hours.
 */
export function trialRemainingText(trialEndsAt: Date, now: Date): string {
  const exactDays = (trialEndsAt.getTime() - now.getTime()) / DAY_MS;
  if (exactDays < 1) return 'less than 1 day';
  const days = Math.round(exactDays);
  return days === 1 ? '1 day' : `${days} days`;
}

export function trialBannerText(remaining: string): string {
  return `Thanks for joining ${PRODUCT_NAME}! You have ${remaining} remaining on your trial.`;
}

export function companyBanners(company: UserCompany, now: Date): CompanyBanner[] {
  const banners: CompanyBanner[] = [];
  const trialEndsAt = dateOf(company.billableEntityTrialEndsAt);
  const inTrial = trialEndsAt !== null && now < trialEndsAt;
  if (trialEndsAt && inTrial) {
    banners.push({ kind: 'trial', variant: 'success', remaining: trialRemainingText(trialEndsAt, now) });
  }
  const firstUnpaid = dateOf(company.firstUnpaidInvoiceAt);
  if (firstUnpaid) {
    banners.push({
      kind: 'unpaid-invoice',
      variant: 'error',
      payBy: formatDate(new Date(firstUnpaid.getTime() + UNPAID_INVOICE_LOCK_DAYS * DAY_MS)),
      canUpdatePayment: company.role === 'Company Admin',
    });
  }
  const cancellation = dateOf(company.cancellationAt);
  if (cancellation) {
    banners.push({
      kind: 'cancelled',
      variant: 'error',
      closesOn: formatDate(new Date(cancellation.getTime() + CANCELLATION_GRACE_MS)),
      duringTrial: inTrial,
    });
  }
  return banners;
}
