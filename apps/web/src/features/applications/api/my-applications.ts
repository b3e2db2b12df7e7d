// The candidate's own applications (docs/api/applications.md): `GET /api/applications` a page at a
// time, optionally of one status, and `POST /api/applications/{id}/withdraw`.
import type { ApplicationStatus, Application as WireApplication } from '@hireloop/shared/applications';
import type { CamelCasedKeys } from '@hireloop/shared/case';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import type { ResourcePage } from '#web/lib/resource-client.ts';

export type Application = CamelCasedKeys<WireApplication>;
export type ApplicationsPage = ResourcePage<Application>;

export const APPLICATIONS_PAGE_SIZE = 20;
/** Every cached application answer (this page, the dashboard, the apply flow) starts with this. */
export const APPLICATIONS_KEY = ['applications'] as const;
export const APPLICATION_LISTS_KEY = [...APPLICATIONS_KEY, 'list'] as const;

export interface ApplicationsQuery {
  status: ApplicationStatus | null;
  page: number;
  perPage?: number;
}

export function applicationsQueryOptions({
  status,
  page,
  perPage = APPLICATIONS_PAGE_SIZE,
}: ApplicationsQuery) {
  const params = { status: status ?? undefined, page, perPage };
  return queryOptions({
    queryKey: [...APPLICATION_LISTS_KEY, params],
    queryFn: ({ signal }) => api.get<ApplicationsPage>('/api/applications', { params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useApplications(query: ApplicationsQuery) {
  return useQuery(applicationsQueryOptions(query));
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    // The answer's message ("Your application was withdrawn.") shows as a toast.
    mutationFn: (id: number) => api.post<Application>(`/api/applications/${id}/withdraw`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
  });
}
