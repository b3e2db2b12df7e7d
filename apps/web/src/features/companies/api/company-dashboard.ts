// `GET /api/company-dashboard`: the active company's figures and what the viewer may do there.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { CompanyDashboard as WireCompanyDashboard } from '@hireloop/shared/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';

/** Team figures, trial end, hiring figures and what the viewer may do there (keys camelCased). */
export type CompanyDashboard = CamelCasedKeys<WireCompanyDashboard>;

export function companyDashboardQueryOptions() {
  return queryOptions({
    queryKey: ['companies', 'current', 'dashboard'],
    queryFn: ({ signal }) => api.get<CompanyDashboard>('/api/company-dashboard', { signal }),
  });
}

export function useCompanyDashboard() {
  return useQuery(companyDashboardQueryOptions());
}
