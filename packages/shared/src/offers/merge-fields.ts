// Offer letter merge fields: `{{candidate_name}}` and friends in a template's rich text, replaced
// by the offer's values (HTML-escaped) when a letter is previewed or sent. Pure, so the server
// renders letters and the web client lists the same fields in its editor.
import type { PayPeriod } from '../opportunities/enums.ts';

export const MERGE_FIELDS = [
  { key: 'candidate_name', label: 'Candidate name' },
  { key: 'opportunity_title', label: 'Opportunity title' },
  { key: 'company_name', label: 'Company name' },
  { key: 'start_date', label: 'Start date' },
  { key: 'pay', label: 'Pay and period' },
  { key: 'location', label: 'Location' },
  { key: 'manager', label: 'Manager' },
  { key: 'expiry_date', label: 'Offer expires' },
] as const;
export type MergeFieldKey = (typeof MERGE_FIELDS)[number]['key'];
export type MergeValues = Record<MergeFieldKey, string>;

const MERGE_FIELD_PATTERN = /\{\{\s*([a-z_]+)\s*\}\}/g;
const KNOWN = new Set<string>(MERGE_FIELDS.map((field) => field.key));

const PERIOD_WORDS: Record<PayPeriod, string> = {
  hour: 'per hour',
  day: 'per day',
  week: 'per week',
  month: 'per month',
  year: 'per year',
};

/** "$21.50 per hour": amounts are whole cents. */
export function formatOfferPay(cents: number, period: PayPeriod, currency = 'USD'): string {
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
  return `${amount} ${PERIOD_WORDS[period]}`;
}

/** "Monday, March 2, 2026" for a calendar date `YYYY-MM-DD` (read in UTC, so it never shifts). */
export function formatLetterDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Fields a template names that do not exist (a typo would otherwise reach the candidate). */
export function unknownMergeFields(body: string): string[] {
  const unknown = new Set<string>();
  for (const match of body.matchAll(MERGE_FIELD_PATTERN)) {
    if (!KNOWN.has(match[1]!)) unknown.add(match[1]!);
  }
  return [...unknown];
}

/** The letter: every known field replaced by its escaped value; unknown ones are left as typed. */
export function renderMergeFields(bodyHtml: string, values: MergeValues): string {
  return bodyHtml.replace(MERGE_FIELD_PATTERN, (whole, key: string) =>
    KNOWN.has(key) ? escapeHtml(values[key as MergeFieldKey]) : whole,
  );
}
