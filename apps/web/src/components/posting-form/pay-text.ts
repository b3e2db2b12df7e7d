// Pay as a candidate reads it: "$18–$22 an hour", "From $50,000 a year", "Up to $30 an hour".
import type { PayPeriod } from '@hireloop/shared/opportunities';

export const PAY_PERIOD_LABELS: Record<PayPeriod, string> = {
  hour: 'Per hour',
  day: 'Per day',
  week: 'Per week',
  month: 'Per month',
  year: 'Per year',
};

const PER_PERIOD: Record<PayPeriod, string> = {
  hour: 'an hour',
  day: 'a day',
  week: 'a week',
  month: 'a month',
  year: 'a year',
};

const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** null when no pay is given. */
export function payText(min: number | null, max: number | null, period: PayPeriod | null): string | null {
  let range: string;
  if (min !== null && max !== null) range = min === max ? money(min) : `${money(min)}–${money(max)}`;
  else if (min !== null) range = `From ${money(min)}`;
  else if (max !== null) range = `Up to ${money(max)}`;
  else return null;
  return period ? `${range} ${PER_PERIOD[period]}` : range;
}
