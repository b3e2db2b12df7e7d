// "Find people on Hireloop" (docs/api/pipeline.md "Find people on Hireloop"): `GET
// /api/candidate-search` over candidate profiles (snoozed ones hidden, no emails or phones), and
// `POST /api/talent-pool-contacts/from-candidate` to add someone found there to the talent pool.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { CandidateSearchResult as WireResult } from '@hireloop/shared/pipeline';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import type { ResourcePage } from '#web/lib/resource-client.ts';
import { type CandidateSearchParams, canSearch } from '../candidate-search-params.ts';
import { TALENT_POOL_KEY, type TalentPoolContact } from './talent-pool-contacts.ts';

export type CandidateSearchResult = CamelCasedKeys<WireResult>;

export const CANDIDATE_SEARCH_PAGE_SIZE = 10;

export function candidateSearchQueryOptions({ q, location, page }: CandidateSearchParams) {
  return queryOptions({
    // Under the talent pool's key: adding someone refreshes their "in your talent pool" mark.
    queryKey: [...TALENT_POOL_KEY, 'candidate-search', { q, location, page }],
    queryFn: ({ signal }) =>
      api.get<ResourcePage<CandidateSearchResult>>('/api/candidate-search', {
        params: {
          q: q.trim() || undefined,
          location: location.trim() || undefined,
          page,
          perPage: CANDIDATE_SEARCH_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCandidateSearch(search: CandidateSearchParams) {
  return useQuery({ ...candidateSearchQueryOptions(search), enabled: canSearch(search) });
}

export function useAddCandidateToPool() {
  const queryClient = useQueryClient();
  return useMutation({
    // A refusal (already in the pool: 422, no longer findable: 404) is toasted by the HTTP client.
    mutationFn: (candidateUserId: number) =>
      api.post<TalentPoolContact>('/api/talent-pool-contacts/from-candidate', { candidateUserId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TALENT_POOL_KEY }),
  });
}
