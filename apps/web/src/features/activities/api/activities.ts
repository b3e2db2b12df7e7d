// A team member's activity (docs/api/activities.md): `GET /api/activities/{userId}` and the CSV
// export's address. Filters (period, kind, page) come from the page's URL.
import type {
  ActivityFilter,
  ActivityKind,
  ActivityReport as WireActivityReport,
} from '@hireloop/shared/activities';
import { type CamelCase, type CamelCasedKeys, toCamelCaseKey } from '@hireloop/shared/case';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, buildUrl } from '#web/lib/http.ts';

export type ActivityReport = CamelCasedKeys<WireActivityReport>;
export type ActivityEvent = ActivityReport['data'][number];
export type ActivityCounts = ActivityReport['totals'];

export interface ActivityFilters {
  from?: string | undefined;
  to?: string | undefined;
  kind?: ActivityFilter | undefined;
}

/** A kind's key in the (camel-cased) counts: `opportunity_created` → `opportunityCreated`. */
export function countOf(counts: ActivityCounts, kind: ActivityKind): number {
  return counts[toCamelCaseKey(kind) as CamelCase<ActivityKind>];
}

const definedOnly = (filters: ActivityFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

export function activityReportQueryOptions(userId: number, filters: ActivityFilters, page: number) {
  return queryOptions({
    queryKey: ['activities', userId, filters, page],
    queryFn: ({ signal }) =>
      api.get<ActivityReport>(`/api/activities/${userId}`, {
        params: { ...definedOnly(filters), page },
        signal,
        // 404 (not on this team) and 403 are shown by the page itself.
        handledStatuses: [403, 404, 422],
      }),
    placeholderData: keepPreviousData,
  });
}

export function useActivityReport(userId: number, filters: ActivityFilters, page: number) {
  return useQuery(activityReportQueryOptions(userId, filters, page));
}

/** The CSV of the same filters (a plain download: the browser sends the session cookie). */
export function activityExportUrl(userId: number, filters: ActivityFilters): string {
  return buildUrl(`/api/activities/${userId}/export`, definedOnly(filters));
}
