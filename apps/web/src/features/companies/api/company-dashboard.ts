// `GET /api/company-dashboard`: the active company's figures and what the viewer may do there.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { HiringFigures } from '@hireloop/shared/pipeline';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export interface CompanyDashboard {
  teamMembers: number;
  pendingInvitations: number;
  trialEndsAt: string | null;
  /** Open opportunities, new applicants, candidates per step, last activity (pipeline module). */
  hiring: CamelCasedKeys<HiringFigures>;
  abilities: {
    manageTeam: boolean;
    editProfile: boolean;
    /** Recruiter and above: the tour's "Post your first opportunity" step. */
    createOpportunity: boolean;
    /** Recruiter and above may finish or dismiss the getting-started tour. */
    completeDemo: boolean;
  };
}

export function companyDashboardQueryOptions() {
  return queryOptions({
    queryKey: ['companies', 'current', 'dashboard'],
    queryFn: ({ signal }) => api.get<CompanyDashboard>('/api/company-dashboard', { signal }),
  });
}

export function useCompanyDashboard() {
  return useQuery(companyDashboardQueryOptions());
}
