// The candidate profile as far as the dashboard needs it: whether onboarding is finished and what
// the quick profile still lacks. Same endpoint and cache entry as the profile pages.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';

export interface DashboardProfile {
  onboardingCompletedAt: string | null;
  headline: string | null;
  location: string | null;
  desiredRoles: string[];
  availability: string | null;
  resume: { name: string } | null;
}

export function useDashboardProfile() {
  return useQuery(
    queryOptions({
      queryKey: ['profile'],
      queryFn: ({ signal }) => api.get<DashboardProfile>('/api/profile', { signal }),
    }),
  );
}
