// `GET /api/opportunities/{id}/public`: one published opportunity as a candidate sees it. A 404
// (closed, paused or never published) is answered by the page, not by a toast.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, HttpError } from '#web/lib/http.ts';
import { OPPORTUNITIES_KEY, type OpportunityDetail } from './opportunity-types.ts';

export function publicOpportunityQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...OPPORTUNITIES_KEY, 'public', id],
    queryFn: ({ signal }) => api.get<OpportunityDetail>(`/api/opportunities/${id}/public`, { signal }),
    // A missing opportunity stays missing; asking again only delays the message.
    retry: (failureCount, error) => !(error instanceof HttpError && error.status === 404) && failureCount < 2,
  });
}

export function usePublicOpportunity(id: number) {
  return useQuery(publicOpportunityQueryOptions(id));
}

export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}
