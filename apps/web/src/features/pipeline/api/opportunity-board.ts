// The data of an opportunity's pipeline board: the opportunity with its steps and per-step counts
// (`GET /api/opportunities/{id}`) and every candidate who applied, 100 at a time
// (`GET /api/company-candidates?opportunity_id=`), sorted onto the columns by board-columns.ts.
import { type InfiniteData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { type CompanyCandidatesPage, type OpportunityDetail, pipelineKeys } from './pipeline-types.ts';

/** The most the server gives per page: most boards arrive in one request. */
export const BOARD_PAGE_SIZE = 100;

export type BoardPages = InfiniteData<CompanyCandidatesPage, number>;

export function opportunityQueryOptions(opportunityId: number) {
  return queryOptions({
    queryKey: pipelineKeys.opportunity(opportunityId),
    queryFn: ({ signal }) => api.get<OpportunityDetail>(`/api/opportunities/${opportunityId}`, { signal }),
  });
}

/** The opportunity, or nothing while no opportunity is chosen (a filter left empty). */
export function useOpportunity(opportunityId: number | null) {
  return useQuery({ ...opportunityQueryOptions(opportunityId ?? 0), enabled: opportunityId !== null });
}

export function useBoardCandidates(opportunityId: number) {
  return useInfiniteQuery({
    queryKey: pipelineKeys.board(opportunityId),
    queryFn: ({ pageParam, signal }) =>
      api.get<CompanyCandidatesPage>('/api/company-candidates', {
        params: { opportunityId, page: pageParam, perPage: BOARD_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.currentPage < last.meta.lastPage ? last.meta.currentPage + 1 : undefined,
  });
}
