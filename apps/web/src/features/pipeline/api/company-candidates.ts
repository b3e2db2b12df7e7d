// `GET /api/company-candidates`: the active company's candidates across its opportunities, a page
// at a time, filtered as the URL says (docs/api/pipeline.md "Candidates").
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { type CandidateFilters, candidatesQueryParams } from '../candidate-filters.ts';
import { type CompanyCandidatesPage, pipelineKeys } from './pipeline-types.ts';

export const CANDIDATES_PAGE_SIZE = 25;

export function companyCandidatesQueryOptions(filters: CandidateFilters) {
  return queryOptions({
    queryKey: pipelineKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<CompanyCandidatesPage>('/api/company-candidates', {
        params: candidatesQueryParams(filters, CANDIDATES_PAGE_SIZE),
        signal,
      }),
    // Typing in the search box or paging keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useCompanyCandidates(filters: CandidateFilters) {
  return useQuery(companyCandidatesQueryOptions(filters));
}
