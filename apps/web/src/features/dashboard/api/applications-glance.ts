// The candidate's applications at a glance: how many are in each status (the total of a one-row
// page per status) and the latest three. Under the applications cache key, so applying,
// withdrawing and live step changes refresh it.
import {
  APPLICATION_STATUSES,
  APPLICATION_UPDATED_EVENT,
  type ApplicationStatus,
} from '@hireloop/shared/application-statuses';
import type { Application } from '@hireloop/shared/applications';
import type { CamelCasedKeys } from '@hireloop/shared/case';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '#web/lib/http.ts';
import { subscribeToUserEvent } from '#web/lib/realtime.ts';
import type { ResourcePage } from '#web/lib/resource-client.ts';

export type GlanceApplication = CamelCasedKeys<Application>;
type Page = ResourcePage<GlanceApplication>;

const KEY = ['applications', 'glance'] as const;
export const LATEST_SHOWN = 3;

const fetchPage = (params: { status?: ApplicationStatus; perPage: number }, signal: AbortSignal) =>
  api.get<Page>('/api/applications', { params: { ...params, page: 1 }, signal });

export function useLatestApplications() {
  return useQuery({
    queryKey: [...KEY, 'latest', LATEST_SHOWN],
    queryFn: ({ signal }) => fetchPage({ perPage: LATEST_SHOWN }, signal),
  });
}

export interface StatusCounts {
  counts: Record<ApplicationStatus, number> | null;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

export function useApplicationStatusCounts(): StatusCounts {
  return useQueries({
    queries: APPLICATION_STATUSES.map((status) => ({
      queryKey: [...KEY, 'count', status],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchPage({ status, perPage: 1 }, signal),
    })),
    combine: (results) => ({
      counts: results.every((result) => result.data)
        ? (Object.fromEntries(
            APPLICATION_STATUSES.map((status, index) => [status, results[index]?.data?.meta.total ?? 0]),
          ) as Record<ApplicationStatus, number>)
        : null,
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      refetch: () => {
        for (const result of results) if (result.isError) void result.refetch();
      },
    }),
  });
}

/** A step change arriving while the dashboard is open refreshes the glance. */
export function useLiveApplicationGlance(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToUserEvent(APPLICATION_UPDATED_EVENT, () => {
        void queryClient.invalidateQueries({ queryKey: KEY });
      }),
    [queryClient],
  );
}
