// Templates as the opportunity form reads them: the list to start from and the chosen one
// (managing templates is the templates feature's job).
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { OpportunityTemplate as OpportunityTemplateWire } from '@hireloop/shared/opportunities';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import type { ResourcePage } from '../../../lib/resource-client.ts';

export type StartingTemplate = CamelCasedKeys<OpportunityTemplateWire>;

export const TEMPLATE_CHOICES_PAGE_SIZE = 12;

export function useTemplateChoices(page: number) {
  return useQuery(
    queryOptions({
      queryKey: ['opportunities-admin', 'templates', page],
      queryFn: ({ signal }) =>
        api.get<ResourcePage<StartingTemplate>>('/api/opportunity-templates', {
          params: { page, perPage: TEMPLATE_CHOICES_PAGE_SIZE },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useStartingTemplate(id: number | null) {
  return useQuery({
    queryKey: ['opportunities-admin', 'template', id],
    queryFn: ({ signal }) => api.get<StartingTemplate>(`/api/opportunity-templates/${id}`, { signal }),
    enabled: id !== null,
  });
}
