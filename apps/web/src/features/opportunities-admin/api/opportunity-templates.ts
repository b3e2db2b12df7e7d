// Templates as the opportunity form reads them: the list to start from and the chosen one
// (managing templates is the templates feature's job).
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { OpportunityTemplate as OpportunityTemplateWire } from '@hireloop/shared/opportunities';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { createResourceClient } from '#web/lib/resource-client.ts';

export type StartingTemplate = CamelCasedKeys<OpportunityTemplateWire>;

export const TEMPLATE_CHOICES_PAGE_SIZE = 12;

const templates = createResourceClient<StartingTemplate>('opportunity-templates');

export function useTemplateChoices(page: number) {
  return useQuery(
    queryOptions({
      queryKey: ['opportunities-admin', 'templates', page],
      queryFn: ({ signal }) => templates.index({ page, perPage: TEMPLATE_CHOICES_PAGE_SIZE }, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useStartingTemplate(id: number | null) {
  return useQuery({
    queryKey: ['opportunities-admin', 'template', id],
    queryFn: ({ signal }) => templates.show(id as number, { signal }),
    enabled: id !== null,
  });
}
