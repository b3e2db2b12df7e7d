// Locations (client accounts) of the active enterprise: the paginated list, one location, adding
// one, and opening one as the active company.
import type { CreateLocationInput } from '@hireloop/shared/tenancy';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { enterpriseKeys } from './enterprise-query-keys.ts';
import type { LocationDetails, LocationsPage } from './enterprise-types.ts';

export const LOCATIONS_PAGE_SIZE = 20;

export function useLocationsPage(page: number) {
  return useQuery({
    queryKey: enterpriseKeys.locationsPage(page),
    queryFn: ({ signal }) =>
      api.get<LocationsPage>('/api/enterprise-companies', {
        params: { page, perPage: LOCATIONS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useLocation(id: number) {
  return useQuery({
    queryKey: enterpriseKeys.location(id),
    queryFn: ({ signal }) => api.get<LocationDetails>(`/api/enterprise-companies/${id}`, { signal }),
  });
}

export function createLocation(input: CreateLocationInput): Promise<LocationDetails> {
  return api.post<LocationDetails>('/api/enterprise-companies', input, { handledStatuses: [422] });
}

/**
 * Makes the location the active company (this clears the active enterprise on the server). Owners
 * and Admins act there as its Company Admin, Viewers as a read-only Team Member.
 */
export function openLocationAsCompany(id: number): Promise<{ success: true }> {
  return api.put(`/api/companies/set/${id}`);
}
