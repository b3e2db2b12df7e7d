// The access manager: enterprise members with their groups, open invitations, inviting,
// changing a member's role and groups, removing access and revoking invitations.
import type { EnterpriseInviteInput, UpdateEnterpriseAccessInput } from '@hireloop/shared/tenancy';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import type { ResourcePage } from '#web/lib/resource-client.ts';
import { enterpriseKeys } from './enterprise-query-keys.ts';
import type { EnterpriseInvitation, EnterpriseMember } from './enterprise-types.ts';

export function useEnterpriseMembers() {
  return useQuery({
    queryKey: enterpriseKeys.members(),
    queryFn: ({ signal }) => api.get<ResourcePage<EnterpriseMember>>('/api/enterprise-users', { signal }),
  });
}

export function useEnterpriseInvitations() {
  return useQuery({
    queryKey: enterpriseKeys.invitations(),
    queryFn: ({ signal }) =>
      api.get<ResourcePage<EnterpriseInvitation>>('/api/enterprise-invitations', { signal }),
  });
}

export function inviteToEnterprise(input: EnterpriseInviteInput): Promise<EnterpriseInvitation> {
  return api.post<EnterpriseInvitation>('/api/enterprise-invitations', input, { handledStatuses: [422] });
}

export function updateEnterpriseAccess(
  userId: number,
  input: UpdateEnterpriseAccessInput,
): Promise<{ message: string }> {
  return api.put(`/api/enterprise-users/${userId}`, input, { handledStatuses: [422] });
}

export function removeEnterpriseAccess(userId: number): Promise<void> {
  return api.delete(`/api/enterprise-users/${userId}`, { handledStatuses: [422] });
}

export function revokeEnterpriseInvitation(id: number): Promise<void> {
  return api.delete(`/api/enterprise-invitations/${id}`);
}
