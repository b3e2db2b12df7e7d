// `GET /api/opportunities/search` for the page's filters; the previous page stays on screen while
// the next one loads, so results do not jump.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { type SearchFilters, searchApiParams } from '../search-params.ts';
import { OPPORTUNITIES_KEY, type OpportunitySearchPage } from './opportunity-types.ts';

export const SEARCH_PAGE_SIZE = 20;

export function opportunitySearchQueryOptions(filters: SearchFilters) {
  const params = { ...searchApiParams(filters), perPage: SEARCH_PAGE_SIZE };
  return queryOptions({
    queryKey: [...OPPORTUNITIES_KEY, 'search', params],
    queryFn: ({ signal }) => api.get<OpportunitySearchPage>('/api/opportunities/search', { params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOpportunitySearch(filters: SearchFilters) {
  return useQuery(opportunitySearchQueryOptions(filters));
}
