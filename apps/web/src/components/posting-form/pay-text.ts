// Pay periods as the posting form labels them; pay as a candidate reads it lives in packages/shared.
import type { PayPeriod } from '@hireloop/shared/opportunities';

export const PAY_PERIOD_LABELS: Record<PayPeriod, string> = {
  hour: 'Per hour',
  day: 'Per day',
  week: 'Per week',
  month: 'Per month',
  year: 'Per year',
};

/** Shared with the server's career pages and widgets. */
export { payText } from '@hireloop/shared/opportunities';
