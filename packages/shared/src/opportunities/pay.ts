// Pay rules: max not below min, and a pay period whenever a pay is given.
import type { PayPeriod } from './enums.ts';
import type { Issues } from './field-schemas.ts';

export interface PayFields {
  pay_min?: number | null | undefined;
  pay_max?: number | null | undefined;
  pay_period?: PayPeriod | null | undefined;
}

/** Pay rules over the values an opportunity ends up with (the server re-checks after merging). */
export function payIssues(value: PayFields, partial = false): Issues {
  const issues: Issues = [];
  const min = value.pay_min ?? null;
  const max = value.pay_max ?? null;
  if (min !== null && max !== null && max < min) {
    issues.push({ path: ['pay_max'], message: 'The pay max must be greater than or equal to the pay min.' });
  }
  // In a partial update an absent period is the stored one: the server checks the merged values.
  const periodMissing = partial ? value.pay_period === null : !value.pay_period;
  if ((min !== null || max !== null) && periodMissing) {
    issues.push({ path: ['pay_period'], message: 'The pay period field is required when a pay is given.' });
  }
  return issues;
}

const PER_PERIOD: Record<string, string> = {
  hour: 'an hour',
  day: 'a day',
  week: 'a week',
  month: 'a month',
  year: 'a year',
};

const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** Pay as a candidate reads it: "$18–$22 an hour", "From $50,000 a year"; null when no pay is given. */
export function payText(min: number | null, max: number | null, period: string | null): string | null {
  let range: string;
  if (min !== null && max !== null) range = min === max ? money(min) : `${money(min)}–${money(max)}`;
  else if (min !== null) range = `From ${money(min)}`;
  else if (max !== null) range = `Up to ${money(max)}`;
  else return null;
  const per = period ? PER_PERIOD[period] : undefined;
  return per ? `${range} ${per}` : range;
}
