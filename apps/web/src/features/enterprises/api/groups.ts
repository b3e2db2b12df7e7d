// Groups of the active enterprise (franchisees, clients or regions): the paginated list, every
// visible group at once (for pickers), one group with its locations and members, create, rename.
import { MAX_PER_PAGE } from '@hireloop/shared/constants';
import type { CreateEnterpriseGroupInput } from '@hireloop/shared/tenancy';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { createResourceClient } from '#web/lib/resource-client.ts';
import { enterpriseKeys } from './enterprise-query-keys.ts';
import type { EnterpriseGroup, EnterpriseGroupDetails, GroupsPage } from './enterprise-types.ts';

export const GROUPS_PAGE_SIZE = 20;
/** Pickers load every visible group; this caps how many pages of 100 that may take. */
const MAX_PICKER_PAGES = 5;

const groups = createResourceClient<EnterpriseGroup, CreateEnterpriseGroupInput, GroupsPage>(
  'enterprise-groups',
);

export function fetchGroupsPage(page: number, perPage: number, signal?: AbortSignal): Promise<GroupsPage> {
  return groups.index({ page, perPage }, { signal });
}

export function useGroupsPage(page: number) {
  return useQuery({
    queryKey: enterpriseKeys.groupsPage(page),
    queryFn: ({ signal }) => fetchGroupsPage(page, GROUPS_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
}

async function fetchAllGroups(signal?: AbortSignal): Promise<EnterpriseGroup[]> {
  const all: EnterpriseGroup[] = [];
  for (let page = 1; page <= MAX_PICKER_PAGES; page += 1) {
    const answer = await fetchGroupsPage(page, MAX_PER_PAGE, signal);
    all.push(...answer.data);
    if (page >= answer.meta.lastPage) break;
  }
  return all;
}

/** Every group the user sees, for the group pickers of the location and access forms. */
export function useAllGroups() {
  return useQuery({ queryKey: enterpriseKeys.allGroups(), queryFn: ({ signal }) => fetchAllGroups(signal) });
}

export function groupQueryOptions(id: number) {
  return queryOptions({
    queryKey: enterpriseKeys.group(id),
    queryFn: ({ signal }) => groups.show<EnterpriseGroupDetails>(id, { signal }),
  });
}

export function useGroup(id: number) {
  return useQuery(groupQueryOptions(id));
}

export function createGroup(input: CreateEnterpriseGroupInput): Promise<EnterpriseGroup> {
  return groups.create(input, { handledStatuses: [422] });
}

export function renameGroup(id: number, input: CreateEnterpriseGroupInput): Promise<{ message: string }> {
  return groups.update<{ message: string }>(id, input, { handledStatuses: [422] });
}
