// The active company's team (docs/api/accounts.md "Team"): `GET /api/team-members`, role changes
// and removals. The server computes what the viewer may do (`abilities`).
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { CompanyRole } from '@hireloop/shared/roles';
import type { teamMemberListSchema, TeamMember as WireTeamMember } from '@hireloop/shared/team';
import type { z } from '@hireloop/shared/zod';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import type { ResourcePage } from '#web/lib/resource-client.ts';

export const TEAM_PAGE_SIZE = 25;

export type TeamMember = CamelCasedKeys<WireTeamMember>;

export interface TeamMembersPage extends ResourcePage<TeamMember> {
  abilities: CamelCasedKeys<z.infer<typeof teamMemberListSchema>['abilities']>;
}

export const TEAM_QUERY_KEY = ['team'] as const;

export function teamMembersQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...TEAM_QUERY_KEY, 'members', page],
    queryFn: ({ signal }) =>
      api.get<TeamMembersPage>('/api/team-members', { params: { page, perPage: TEAM_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The member of the active company who uses `email`, or null (`GET /api/team-members?email=`).
 * For the invite form's inline check: failures reject quietly, the form shows nothing then.
 */
export async function findMemberByEmail(email: string, signal?: AbortSignal): Promise<TeamMember | null> {
  const page = await api.get<TeamMembersPage>('/api/team-members', {
    params: { email, perPage: 1 },
    signal,
    background: true,
    skipErrorHandling: true,
  });
  return page.data[0] ?? null;
}

export function useTeamMembers(page: number) {
  return useQuery(teamMembersQueryOptions(page));
}

/** After any change to the team, every page of members and invitations is asked again. */
function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY });
}

export function useChangeMemberRole() {
  const refreshTeam = useRefreshTeam();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: CompanyRole }) =>
      api.put<{ message: string }>(`/api/team-members/${userId}`, { role }),
    onSettled: refreshTeam,
  });
}

export function useRemoveMember() {
  const refreshTeam = useRefreshTeam();
  return useMutation({
    mutationFn: (userId: number) => api.delete<void>(`/api/team-members/${userId}`),
    onSettled: refreshTeam,
  });
}
