// The company's opportunities for the filter of /company-candidates (newest first, at most 100:
// beyond that the search box narrows the list better than a select could).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import type { ResourcePage } from '#web/lib/resource-client.ts';
import { pipelineKeys } from './pipeline-types.ts';

export interface OpportunityOption {
  id: number;
  title: string;
  status: string;
}

export function opportunityOptionsQueryOptions() {
  return queryOptions({
    queryKey: pipelineKeys.opportunityOptions(),
    queryFn: async ({ signal }) => {
      const page = await api.get<ResourcePage<OpportunityOption>>('/api/opportunities', {
        params: { perPage: 100 },
        signal,
      });
      return page.data.map(({ id, title, status }) => ({ id, title, status }));
    },
    staleTime: 5 * 60_000,
  });
}

export function useOpportunityOptions() {
  return useQuery(opportunityOptionsQueryOptions());
}
