// Invitations into one group (decision 103): its open invitations and inviting a person by email.
// Revoking is the access manager's (`revokeEnterpriseInvitation`); both lists share one cache key.
import type { EnterpriseGroupInviteInput } from '@hireloop/shared/tenancy';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import type { ResourcePage } from '#web/lib/resource-client.ts';
import { enterpriseKeys } from './enterprise-query-keys.ts';
import type { EnterpriseInvitation } from './enterprise-types.ts';

export const GROUP_INVITATIONS_PAGE_SIZE = 20;

export function useGroupInvitations(groupId: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...enterpriseKeys.invitations(), 'group', groupId, page],
    queryFn: ({ signal }) =>
      api.get<ResourcePage<EnterpriseInvitation>>(`/api/enterprise-groups/${groupId}/invitations`, {
        signal,
        params: { page, perPage: GROUP_INVITATIONS_PAGE_SIZE },
      }),
    enabled,
  });
}

export function inviteToGroup(
  groupId: number,
  input: EnterpriseGroupInviteInput,
): Promise<EnterpriseInvitation> {
  return api.post<EnterpriseInvitation>(`/api/enterprise-groups/${groupId}/invitations`, input, {
    handledStatuses: [422],
  });
}
