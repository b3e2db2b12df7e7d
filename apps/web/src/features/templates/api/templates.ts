// The active company's opportunity templates (docs/api/opportunities.md "Templates"): list, one,
// create, update and delete. The list says whether the viewer may manage them (`abilities`).
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { OpportunityTemplate as OpportunityTemplateWire } from '@hireloop/shared/opportunities';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createResourceClient, type ResourcePage } from '#web/lib/resource-client.ts';

export type OpportunityTemplate = CamelCasedKeys<OpportunityTemplateWire>;

export interface TemplatesPage extends ResourcePage<OpportunityTemplate> {
  abilities: { create: boolean };
}

export const TEMPLATES_PAGE_SIZE = 20;

const TEMPLATES_KEY = ['templates'] as const;

const templates = createResourceClient<OpportunityTemplate, object, TemplatesPage>('opportunity-templates');

export function templatesQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...TEMPLATES_KEY, 'list', page],
    queryFn: ({ signal }) => templates.index({ page, perPage: TEMPLATES_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTemplates(page: number) {
  return useQuery(templatesQueryOptions(page));
}

/**
 * Whether the viewer may create, edit and delete templates. A template's own answer carries no
 * abilities, so this reads the list's (page 1, usually cached from the list the viewer came from).
 */
export function useTemplateAbilities() {
  const first = useQuery(templatesQueryOptions(1));
  return { canManage: first.data?.abilities.create ?? false, isPending: first.isPending };
}

export function useTemplate(id: number) {
  return useQuery({
    queryKey: [...TEMPLATES_KEY, 'one', id],
    queryFn: ({ signal }) => templates.show(id, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

function useRefreshTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY });
}

/** The caller shows 422 answers beside the form's fields. */
const FORM_REQUEST = { handledStatuses: [422] } as const;

export function useCreateTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: (payload: object) => templates.create(payload, FORM_REQUEST),
    onSuccess: refresh,
  });
}

export function useUpdateTemplate(id: number) {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: (payload: object) => templates.update(id, payload, FORM_REQUEST),
    onSuccess: refresh,
  });
}

export function useDeleteTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: (id: number) => templates.delete(id),
    onSuccess: refresh,
  });
}
