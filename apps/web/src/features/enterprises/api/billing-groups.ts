// Billing groups of the active enterprise (`/api/enterprise-billing-groups`): the paginated list,
// one group with its payer and invoices, and create / update / delete (Enterprise Owner).

import type {
  BillingGroupInput,
  BillingGroupList as BillingGroupListWire,
  BillingGroup as BillingGroupWire,
} from '@hireloop/shared/billing';
import type { CamelCasedKeys } from '@hireloop/shared/case';
import { MAX_PER_PAGE } from '@hireloop/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { enterpriseKeys } from './enterprise-query-keys.ts';
import type { LocationsPage } from './enterprise-types.ts';

export type BillingGroup = CamelCasedKeys<BillingGroupWire>;
export type BillingGroupList = CamelCasedKeys<BillingGroupListWire>;
export type BillingGroupFormInput = CamelCasedKeys<BillingGroupInput>;

export const BILLING_GROUPS_PAGE_SIZE = 20;
/** The location picker loads every location; this caps how many pages of 100 that may take. */
const MAX_PICKER_PAGES = 5;

export function useBillingGroupsPage(page: number) {
  return useQuery({
    queryKey: enterpriseKeys.billingGroupsPage(page),
    queryFn: ({ signal }) =>
      api.get<BillingGroupList>('/api/enterprise-billing-groups', {
        params: { page, perPage: BILLING_GROUPS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useBillingGroup(id: number) {
  return useQuery({
    queryKey: enterpriseKeys.billingGroup(id),
    queryFn: ({ signal }) => api.get<BillingGroup>(`/api/enterprise-billing-groups/${id}`, { signal }),
  });
}

async function fetchAll<Row>(path: string, signal: AbortSignal) {
  const all: Row[] = [];
  for (let page = 1; page <= MAX_PICKER_PAGES; page += 1) {
    const answer = await api.get<{ data: Row[]; meta: LocationsPage['meta'] }>(path, {
      params: { page, perPage: MAX_PER_PAGE },
      signal,
    });
    all.push(...answer.data);
    if (page >= answer.meta.lastPage) break;
  }
  return all;
}

/**
 * Every location with the billing group it is in (if any), for the group form's picker: a
 * location already in another group is shown but cannot be chosen.
 */
export function useLocationChoices() {
  return useQuery({
    queryKey: enterpriseKeys.billingGroupChoices(),
    queryFn: async ({ signal }) => {
      const [locations, groups] = await Promise.all([
        fetchAll<LocationsPage['data'][number]>('/api/enterprise-companies', signal),
        fetchAll<BillingGroupList['data'][number]>('/api/enterprise-billing-groups', signal),
      ]);
      const groupOf = new Map<number, { id: number; name: string }>();
      for (const group of groups) {
        for (const location of group.locations) groupOf.set(location.id, { id: group.id, name: group.name });
      }
      return locations.map((location) => ({
        id: location.id,
        name: location.name,
        group: groupOf.get(location.id) ?? null,
      }));
    },
  });
}

const FORM = { handledStatuses: [422] } as const;

export function createBillingGroup(input: BillingGroupFormInput): Promise<BillingGroup> {
  return api.post<BillingGroup>('/api/enterprise-billing-groups', input, FORM);
}

export function updateBillingGroup(id: number, input: BillingGroupFormInput): Promise<BillingGroup> {
  return api.put<BillingGroup>(`/api/enterprise-billing-groups/${id}`, input, FORM);
}

export function deleteBillingGroup(id: number): Promise<void> {
  return api.delete(`/api/enterprise-billing-groups/${id}`);
}
