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
