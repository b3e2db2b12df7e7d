// When a billing period ends, by mode and period (SPEC.md §3), in UTC:
// - `immediate_then_recurring_monthly`: the first period closes at once when the trial ends (the
//   billing account is created with that date), then each calendar month (or year) at its start;
// - `on_billing_cycle`: at the start of each calendar month (or year);
// - `monthly_on_cycle_day`: on the cycle day (1–28) of each month (or of the same month a year on).
import type { BillingMode, BillingPeriod } from '@hireloop/shared/billing';

export function nextCloseAfter(
  mode: BillingMode,
  period: BillingPeriod,
  cycleDay: number,
  after: Date,
): Date {
  const year = after.getUTCFullYear();
  const month = after.getUTCMonth();
  if (mode === 'monthly_on_cycle_day') {
    const step = period === 'year' ? 12 : 1;
    let candidate = new Date(Date.UTC(year, month, cycleDay));
    while (candidate <= after) {
      candidate = new Date(Date.UTC(candidate.getUTCFullYear(), candidate.getUTCMonth() + step, cycleDay));
    }
    return candidate;
  }
  return period === 'year' ? new Date(Date.UTC(year + 1, 0, 1)) : new Date(Date.UTC(year, month + 1, 1));
}
