// An invitation opened from its emailed link. Three doors lead to it: the company side's
// `/api/invitations/token/{token}` (any invitation), the enterprise's own
// `/api/enterprise-invitations/{token}` (enterprise invitations only, with the groups granted) and
// `/api/enterprise-group-invitations/{token}` (invitations into one group, decision 103).
// All are public to read; accepting needs the invited person signed in.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { EnterpriseType } from '@hireloop/shared/enterprise-labels';
import type { invitationAcceptedSchema } from '@hireloop/shared/team';
import type { z } from '@hireloop/shared/zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, HttpError } from '#web/lib/http.ts';

export type InvitationDoor = 'any' | 'enterprise' | 'group';

export interface InvitationDetails {
  email: string;
  role: string;
  status: 'pending' | 'expired' | 'accepted' | 'revoked';
  expiresAt: string;
  /** Absent through the enterprise door. */
  company?: { id: number; name: string; avatar: string | null } | null;
  enterprise: { id: number; name: string; type: EnterpriseType; avatar?: string | null } | null;
  /** Enterprise invitations through their own door: the groups an Admin or Viewer will see. */
  groups?: { id: number; name: string }[];
  /** Group invitations through their own door: the one group it invites into. */
  group?: { id: number; name: string };
  invitedBy: { firstName: string; lastName: string } | null;
}

export type AcceptedInvitation = Pick<
  CamelCasedKeys<z.infer<typeof invitationAcceptedSchema>>,
  'success' | 'enterpriseId'
>;

const BASE: Record<InvitationDoor, string> = {
  any: '/api/invitations/token/',
  enterprise: '/api/enterprise-invitations/',
  group: '/api/enterprise-group-invitations/',
};

export function isUnknownInvitation(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

export function invitationByTokenQueryOptions(token: string, door: InvitationDoor = 'any') {
  return queryOptions({
    queryKey: ['invitation-by-token', door, token],
    queryFn: ({ signal }) =>
      api.get<InvitationDetails>(`${BASE[door]}${encodeURIComponent(token)}`, {
        signal,
        skipErrorHandling: true,
      }),
    retry: (failures, error) => !isUnknownInvitation(error) && failures < 1,
  });
}

export function useInvitationByToken(token: string, door: InvitationDoor = 'any') {
  return useQuery(invitationByTokenQueryOptions(token, door));
}

export function acceptInvitation(token: string, door: InvitationDoor = 'any'): Promise<AcceptedInvitation> {
  return api.post<AcceptedInvitation>(`${BASE[door]}${encodeURIComponent(token)}/accept`, undefined, {
    handledStatuses: [422],
  });
}
