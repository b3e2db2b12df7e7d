// Open invitations to the active company: list, invite, resend (a new link) and revoke.

import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { CompanyRole } from '@hireloop/shared/roles';
import type { Invitation as WireInvitation } from '@hireloop/shared/team';
import type { InviteInput } from '@hireloop/shared/tenancy';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import type { ResourcePage } from '#web/lib/resource-client.ts';
import { TEAM_PAGE_SIZE, TEAM_QUERY_KEY } from './team-members.ts';

/** A company invitation: the shared invitation shape, always with a company role. */
export type Invitation = Omit<CamelCasedKeys<WireInvitation>, 'role' | 'message'> & { role: CompanyRole };

export function invitationsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...TEAM_QUERY_KEY, 'invitations', page],
    queryFn: ({ signal }) =>
      api.get<ResourcePage<Invitation>>('/api/invitations', {
        params: { page, perPage: TEAM_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useInvitations(page: number, enabled: boolean) {
  return useQuery({ ...invitationsQueryOptions(page), enabled });
}

function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY });
}

export function useInvite() {
  const refreshTeam = useRefreshTeam();
  return useMutation({
    // 422s (a member's email, a role out of reach) are shown beside the form's fields.
    mutationFn: (input: InviteInput) =>
      api.post<Invitation>('/api/invitations', input, { handledStatuses: [422] }),
    onSuccess: refreshTeam,
  });
}

export function useResendInvitation() {
  const refreshTeam = useRefreshTeam();
  return useMutation({
    mutationFn: (id: number) => api.post<Invitation & { message: string }>(`/api/invitations/${id}/resend`),
    onSettled: refreshTeam,
  });
}

export function useRevokeInvitation() {
  const refreshTeam = useRefreshTeam();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/invitations/${id}`),
    onSettled: refreshTeam,
  });
}
