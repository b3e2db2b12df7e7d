// The filters of /company-candidates, kept in the URL (DESIGN.md §2): `?opportunity=&step=&status=
// &from=&to=&search=&page=`. Unknown or malformed values are ignored rather than sent to the server.
import { isCalendarDate } from '@hireloop/shared/calendar-date';
import { COMPANY_APPLICATION_STATUSES } from '@hireloop/shared/pipeline';
import type { CandidateStatus } from './api/pipeline-types.ts';

export interface CandidateFilters {
  opportunityId: number | null;
  stepId: number | null;
  status: CandidateStatus | null;
  /** YYYY-MM-DD, inclusive. */
  appliedFrom: string | null;
  appliedTo: string | null;
  search: string;
  page: number;
}

export type FilterName = Exclude<keyof CandidateFilters, 'page'>;

const PARAM_NAMES: Record<FilterName | 'page', string> = {
  opportunityId: 'opportunity',
  stepId: 'step',
  status: 'status',
  appliedFrom: 'from',
  appliedTo: 'to',
  search: 'search',
  page: 'page',
};

function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
}

function isStatus(value: string | null): value is CandidateStatus {
  return COMPANY_APPLICATION_STATUSES.some((status) => status === value);
}

function validDate(value: string | null): string | null {
  return value && isCalendarDate(value) ? value : null;
}

export function readCandidateFilters(params: URLSearchParams): CandidateFilters {
  const status = params.get(PARAM_NAMES.status);
  const opportunityId = positiveInt(params.get(PARAM_NAMES.opportunityId));
  return {
    opportunityId,
    // A step only means something within one opportunity.
    stepId: opportunityId ? positiveInt(params.get(PARAM_NAMES.stepId)) : null,
    status: isStatus(status) ? status : null,
    appliedFrom: validDate(params.get(PARAM_NAMES.appliedFrom)),
    appliedTo: validDate(params.get(PARAM_NAMES.appliedTo)),
    search: params.get(PARAM_NAMES.search)?.trim().slice(0, 200) ?? '',
    page: positiveInt(params.get(PARAM_NAMES.page)) ?? 1,
  };
}

/**
 * The URL parameters with one filter changed: back to the first page, and a new opportunity
 * forgets the step of the old one. Other parameters (the open panel) are kept.
 */
export function withFilter(
  current: URLSearchParams,
  name: FilterName,
  value: string | number | null,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const text = value === null ? '' : String(value).trim();
  if (text === '') next.delete(PARAM_NAMES[name]);
  else next.set(PARAM_NAMES[name], text);
  if (name === 'opportunityId') next.delete(PARAM_NAMES.stepId);
  next.delete(PARAM_NAMES.page);
  return next;
}

export function withPage(current: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(current);
  if (page <= 1) next.delete(PARAM_NAMES.page);
  else next.set(PARAM_NAMES.page, String(page));
  return next;
}

/** Every filter removed; other parameters stay. */
export function withoutFilters(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of Object.values(PARAM_NAMES)) next.delete(name);
  return next;
}

export function hasFilters(filters: CandidateFilters): boolean {
  return Boolean(
    filters.opportunityId || filters.status || filters.appliedFrom || filters.appliedTo || filters.search,
  );
}

/** The query of GET /api/company-candidates (the HTTP client snake_cases the keys). */
export function candidatesQueryParams(filters: CandidateFilters, perPage: number) {
  return {
    opportunityId: filters.opportunityId ?? undefined,
    stepId: filters.stepId ?? undefined,
    status: filters.status ?? undefined,
    appliedFrom: filters.appliedFrom ?? undefined,
    appliedTo: filters.appliedTo ?? undefined,
    search: filters.search || undefined,
    page: filters.page,
    perPage,
  };
}
