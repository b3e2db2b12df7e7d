// Pay as a candidate reads it: "$18–22 / hour", "From $40,000 / year", "Up to $25 / hour".
// Amounts are whole US dollars as posted; the period is required whenever an amount is given.
import type { PayPeriod } from '@hireloop/shared/opportunities';

const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export interface PayFields {
  payMin: number | null;
  payMax: number | null;
  payPeriod: PayPeriod | null;
}

/** The pay text, or null when the opportunity states no pay. */
export function formatPayRange({ payMin, payMax, payPeriod }: PayFields): string | null {
  if (payMin === null && payMax === null) return null;
  const per = payPeriod ? ` / ${payPeriod}` : '';
  if (payMin !== null && payMax !== null && payMin !== payMax) {
    return `$${amount.format(payMin)}–${amount.format(payMax)}${per}`;
  }
  if (payMin !== null && payMax !== null) return `$${amount.format(payMin)}${per}`;
  if (payMin !== null) return `From $${amount.format(payMin)}${per}`;
  return `Up to $${amount.format(payMax ?? 0)}${per}`;
}
