// The company's published opportunities: the only ones a contact can be invited to apply to.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import type { ResourcePage } from '#web/lib/resource-client.ts';
import { TALENT_POOL_KEY } from './talent-pool-contacts.ts';

export interface InvitableOpportunity {
  id: number;
  title: string;
  location: string;
  remote: boolean;
}

export function publishedOpportunitiesQueryOptions() {
  return queryOptions({
    queryKey: [...TALENT_POOL_KEY, 'published-opportunities'],
    queryFn: async ({ signal }) => {
      const page = await api.get<ResourcePage<InvitableOpportunity>>('/api/opportunities', {
        params: { status: 'published', perPage: 100 },
        signal,
      });
      return page.data.map(({ id, title, location, remote }) => ({ id, title, location, remote }));
    },
    staleTime: 5 * 60_000,
  });
}

export function usePublishedOpportunities() {
  return useQuery(publishedOpportunitiesQueryOptions());
}
