// `GET /api/opportunity-invites/{token}`: who a talent-pool invitation email was sent to, and for
// which opportunity (docs: apps/server/src/modules/talent-pool). Public and rate limited, so it is
// asked once per token and never retried.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import type { OpportunityInvite } from './opportunity-types.ts';

export function opportunityInviteQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['opportunity-invites', token],
    queryFn: ({ signal }) =>
      api.get<OpportunityInvite>(`/api/opportunity-invites/${encodeURIComponent(token)}`, {
        signal,
        // The page explains an invalid link itself; a 429 must not interrupt with a toast either.
        handledStatuses: [404, 422, 429],
      }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useOpportunityInvite(token: string | null) {
  return useQuery({ ...opportunityInviteQueryOptions(token ?? ''), enabled: token !== null });
}
