// The search page's state in the URL (DESIGN.md §2: filters in the URL), named as the API names
// them: `q`, `location`, `remote`, `employment_type`, `pay_min`, `pay_period`, `page`; plus
// `opportunity` (the open detail) and `invite` (a talent-pool invitation token).
import {
  EMPLOYMENT_TYPES,
  type EmploymentType,
  PAY_PERIODS,
  type PayPeriod,
} from '@hireloop/shared/opportunities/enums';

export interface SearchFilters {
  q: string;
  location: string;
  /** Remote only; absent means anywhere. */
  remote: boolean;
  employmentType: EmploymentType | null;
  payMin: number | null;
  /** Compared with pay_min; defaults to per hour when a minimum is set. */
  payPeriod: PayPeriod;
  page: number;
}

export interface OpportunitiesParams extends SearchFilters {
  opportunity: number | null;
  invite: string | null;
}

/** The URL keys of the filters; clearing filters removes exactly these. */
export const FILTER_KEYS = [
  'q',
  'location',
  'remote',
  'employment_type',
  'pay_min',
  'pay_period',
  'page',
] as const;

const INVITE_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((item) => item === value) ?? null;
}

export function readOpportunitiesParams(params: URLSearchParams): OpportunitiesParams {
  const payMin = params.get('pay_min');
  const invite = params.get('invite');
  return {
    q: params.get('q')?.trim() ?? '',
    location: params.get('location')?.trim() ?? '',
    remote: params.get('remote') === 'true',
    employmentType: oneOf(EMPLOYMENT_TYPES, params.get('employment_type')),
    payMin: payMin !== null && /^\d{1,9}$/.test(payMin) ? Number(payMin) : null,
    payPeriod: oneOf(PAY_PERIODS, params.get('pay_period')) ?? 'hour',
    page: positiveInt(params.get('page')) ?? 1,
    opportunity: positiveInt(params.get('opportunity')),
    invite: invite && INVITE_TOKEN.test(invite) ? invite : null,
  };
}

/** The query of GET /api/opportunities/search (camelCase; the client snake_cases it). */
export function searchApiParams(filters: SearchFilters) {
  return {
    q: filters.q || undefined,
    location: filters.location || undefined,
    remote: filters.remote ? 'true' : undefined,
    employmentType: filters.employmentType ?? undefined,
    payMin: filters.payMin ?? undefined,
    payPeriod: filters.payMin !== null ? filters.payPeriod : undefined,
    page: filters.page,
  };
}

/** How many filters narrow the search (the words in the search box not counted). */
export function activeFilterCount(filters: SearchFilters): number {
  return [
    filters.location !== '',
    filters.remote,
    filters.employmentType !== null,
    filters.payMin !== null,
  ].filter(Boolean).length;
}

export type ParamChanges = Partial<
  Record<(typeof FILTER_KEYS)[number] | 'opportunity' | 'invite', string | null>
>;

/**
 * The URL search with `changes` applied (null or "" removes a key). Changing any filter goes back
 * to the first page unless the change names a page itself.
 */
export function withParams(current: URLSearchParams, changes: ParamChanges): string {
  const next = new URLSearchParams(current);
  const filterChanged = Object.keys(changes).some(
    (key) => key !== 'page' && FILTER_KEYS.includes(key as never),
  );
  if (filterChanged && !('page' in changes)) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  // pay_period only means something beside pay_min.
  if (!next.has('pay_min')) next.delete('pay_period');
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** Every filter removed; the open opportunity and an invitation stay. */
export function withoutFilters(current: URLSearchParams): string {
  return withParams(current, Object.fromEntries(FILTER_KEYS.map((key) => [key, null])) as ParamChanges);
}
