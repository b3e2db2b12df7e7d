// `GET /api/opportunities/recommended` (docs/api/recommendations.md): search cards matched to the
// candidate's profile, or the newest ones (`basis`). Under the opportunities cache key, so applying
// anywhere refreshes it.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { OpportunitySearchResult, RecommendedOpportunities } from '@hireloop/shared/opportunities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';

export type RecommendedOpportunity = CamelCasedKeys<OpportunitySearchResult>;

export type Recommendations = CamelCasedKeys<RecommendedOpportunities>;

export const DASHBOARD_RECOMMENDATIONS = 4;

export function useRecommendedOpportunities() {
  return useQuery(
    queryOptions({
      queryKey: ['opportunities', 'recommended', DASHBOARD_RECOMMENDATIONS],
      queryFn: ({ signal }) =>
        api.get<Recommendations>('/api/opportunities/recommended', {
          params: { limit: DASHBOARD_RECOMMENDATIONS },
          signal,
        }),
    }),
  );
}
