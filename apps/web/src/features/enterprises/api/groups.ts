// Groups of the active enterprise (franchisees, clients or regions): the paginated list, every
// visible group at once (for pickers), one group with its locations and members, create, rename.
import { MAX_PER_PAGE } from '@hireloop/shared/constants';
import type { CreateEnterpriseGroupInput } from '@hireloop/shared/tenancy';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { enterpriseKeys } from './enterprise-query-keys.ts';
import type { EnterpriseGroup, EnterpriseGroupDetails, GroupsPage } from './enterprise-types.ts';

export const GROUPS_PAGE_SIZE = 20;
/** Pickers load every visible group; this caps how many pages of 100 that may take. */
const MAX_PICKER_PAGES = 5;

export function fetchGroupsPage(page: number, perPage: number, signal?: AbortSignal): Promise<GroupsPage> {
  return api.get<GroupsPage>('/api/enterprise-groups', { params: { page, perPage }, signal });
}

export function useGroupsPage(page: number) {
  return useQuery({
    queryKey: enterpriseKeys.groupsPage(page),
    queryFn: ({ signal }) => fetchGroupsPage(page, GROUPS_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
}

async function fetchAllGroups(signal?: AbortSignal): Promise<EnterpriseGroup[]> {
  const groups: EnterpriseGroup[] = [];
  for (let page = 1; page <= MAX_PICKER_PAGES; page += 1) {
    const answer = await fetchGroupsPage(page, MAX_PER_PAGE, signal);
    groups.push(...answer.data);
    if (page >= answer.meta.lastPage) break;
  }
  return groups;
}

/** Every group the user sees, for the group pickers of the location and access forms. */
export function useAllGroups() {
  return useQuery({ queryKey: enterpriseKeys.allGroups(), queryFn: ({ signal }) => fetchAllGroups(signal) });
}

export function groupQueryOptions(id: number) {
  return queryOptions({
    queryKey: enterpriseKeys.group(id),
    queryFn: ({ signal }) => api.get<EnterpriseGroupDetails>(`/api/enterprise-groups/${id}`, { signal }),
  });
}

export function useGroup(id: number) {
  return useQuery(groupQueryOptions(id));
}

export function createGroup(input: CreateEnterpriseGroupInput): Promise<EnterpriseGroup> {
  return api.post<EnterpriseGroup>('/api/enterprise-groups', input, { handledStatuses: [422] });
}

export function renameGroup(id: number, input: CreateEnterpriseGroupInput): Promise<{ message: string }> {
  return api.put(`/api/enterprise-groups/${id}`, input, { handledStatuses: [422] });
}
