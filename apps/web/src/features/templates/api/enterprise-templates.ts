// The active enterprise's opportunity templates (docs/api/enterprise-templates.md, decision 101):
// list, one, create, update, delete, and the groups a template can be pushed to.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import { MAX_PER_PAGE } from '@hireloop/shared/constants';
import type { EnterpriseTemplate as EnterpriseTemplateWire } from '@hireloop/shared/enterprise-templates';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createResourceClient, type ResourcePage } from '#web/lib/resource-client.ts';

export type EnterpriseTemplate = CamelCasedKeys<EnterpriseTemplateWire>;

export interface EnterpriseTemplatesPage extends ResourcePage<EnterpriseTemplate> {
  abilities: { create: boolean; pushAll: boolean };
}

export interface TemplateGroup {
  id: number;
  name: string;
}

export const ENTERPRISE_TEMPLATES_PAGE_SIZE = 20;
/** The push-to picker loads every visible group; this caps how many pages of 100 that may take. */
const MAX_GROUP_PAGES = 5;

const KEY = ['enterprise-templates'] as const;

const templates = createResourceClient<EnterpriseTemplate, object, EnterpriseTemplatesPage>(
  'enterprise-templates',
);
const groups = createResourceClient<TemplateGroup>('enterprise-groups');

export function enterpriseTemplatesQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...KEY, 'list', page],
    queryFn: ({ signal }) => templates.index({ page, perPage: ENTERPRISE_TEMPLATES_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEnterpriseTemplates(page: number) {
  return useQuery(enterpriseTemplatesQueryOptions(page));
}

/** What the viewer may do: read from the list's answer (page 1, usually cached). */
export function useEnterpriseTemplateAbilities() {
  const first = useQuery(enterpriseTemplatesQueryOptions(1));
  return {
    canCreate: first.data?.abilities.create ?? false,
    canPushAll: first.data?.abilities.pushAll ?? false,
    isPending: first.isPending,
  };
}

export function useEnterpriseTemplate(id: number) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: ({ signal }) => templates.show(id, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

async function fetchTemplateGroups(signal?: AbortSignal): Promise<TemplateGroup[]> {
  const all: TemplateGroup[] = [];
  for (let page = 1; page <= MAX_GROUP_PAGES; page += 1) {
    const answer = await groups.index({ page, perPage: MAX_PER_PAGE }, { signal });
    all.push(...answer.data.map(({ id, name }) => ({ id, name })));
    if (page >= answer.meta.lastPage) break;
  }
  return all;
}

/** Every group the viewer sees: where they may push a template. */
export function useTemplateGroups() {
  return useQuery({
    queryKey: [...KEY, 'groups'],
    queryFn: ({ signal }) => fetchTemplateGroups(signal),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KEY });
}

/** The caller shows 422 answers beside the form's fields. */
const FORM_REQUEST = { handledStatuses: [422] } as const;

export function useCreateEnterpriseTemplate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (payload: object) => templates.create(payload, FORM_REQUEST),
    onSuccess: refresh,
  });
}

export function useUpdateEnterpriseTemplate(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (payload: object) => templates.update(id, payload, FORM_REQUEST),
    onSuccess: refresh,
  });
}

export function useDeleteEnterpriseTemplate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => templates.delete(id),
    onSuccess: refresh,
  });
}
