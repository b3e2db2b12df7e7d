// What the schedule form picks from: the company's candidates (applications) and team members.
// Read here with the same endpoints their own pages use (features do not import each other).
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';

export interface ApplicationOption {
  id: number;
  candidate: { firstName: string; lastName: string };
  opportunity: { id: number; title: string };
  step: { name: string } | null;
  status: string;
}

export interface TeamMemberOption {
  userId: number;
  firstName: string;
  lastName: string;
  role: string;
  isCurrentUser: boolean;
}

export function useApplicationOptions() {
  return useQuery({
    queryKey: ['interviews', 'options', 'applications'],
    queryFn: ({ signal }) =>
      api.get<{ data: ApplicationOption[] }>('/api/company-candidates', {
        params: { status: 'active', perPage: 100 },
        signal,
      }),
  });
}

export function useTeamMemberOptions(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['interviews', 'options', 'team-members'],
    queryFn: ({ signal }) =>
      api.get<{ data: TeamMemberOption[] }>('/api/team-members', { params: { perPage: 100 }, signal }),
  });
}

export function useOpportunityOptions(enabled = true) {
  return useQuery({
    queryKey: ['interviews', 'options', 'opportunities'],
    queryFn: ({ signal }) =>
      api.get<{ data: Array<{ id: number; title: string }> }>('/api/opportunities', {
        params: { perPage: 100 },
        signal,
      }),
    enabled,
  });
}
