// An invitation opened from its emailed link: `GET /api/invitations/token/{token}` (public) and
// `POST /api/invitations/token/{token}/accept`.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { EnterpriseType } from '@hireloop/shared/enterprise-labels';
import type { invitationAcceptedSchema } from '@hireloop/shared/team';
import type { z } from '@hireloop/shared/zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, HttpError } from '#web/lib/http.ts';

export interface InvitationDetails {
  email: string;
  role: string;
  status: 'pending' | 'expired' | 'accepted' | 'revoked';
  expiresAt: string;
  company: { id: number; name: string; avatar: string | null } | null;
  enterprise: { id: number; name: string; type: EnterpriseType } | null;
  invitedBy: { firstName: string; lastName: string };
}

export type AcceptedInvitation = CamelCasedKeys<z.infer<typeof invitationAcceptedSchema>>;

export function isUnknownInvitation(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

export function invitationByTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['invitation-by-token', token],
    queryFn: ({ signal }) =>
      api.get<InvitationDetails>(`/api/invitations/token/${encodeURIComponent(token)}`, {
        signal,
        skipErrorHandling: true,
      }),
    retry: (failures, error) => !isUnknownInvitation(error) && failures < 1,
  });
}

export function useInvitationByToken(token: string) {
  return useQuery(invitationByTokenQueryOptions(token));
}

export function acceptInvitation(token: string): Promise<AcceptedInvitation> {
  return api.post<AcceptedInvitation>(
    `/api/invitations/token/${encodeURIComponent(token)}/accept`,
    undefined,
    {
      handledStatuses: [422],
    },
  );
}
