// /confirm "Confirm Your Info" (public, signed link): what the company holds, and the contact's
// confirmation; and the company asking one contact to confirm (docs/api/reengagement.md).
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { ConfirmInfo, ConfirmInfoInput } from '@hireloop/shared/reengagement';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { signedLinkProblem } from '#web/lib/signed-link.ts';
import { TALENT_POOL_KEY } from './talent-pool-contacts.ts';

export type ConfirmTarget = CamelCasedKeys<ConfirmInfo>;

export function useConfirmTarget(token: string) {
  return useQuery({
    queryKey: ['confirm-info', token],
    queryFn: ({ signal }) =>
      api.get<ConfirmTarget>(`/api/confirm/${encodeURIComponent(token)}`, {
        signal,
        skipErrorHandling: true,
      }),
    enabled: token !== '',
    retry: (failures, error) => signedLinkProblem(error) === null && failures < 1,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useConfirmInfo() {
  return useMutation({
    mutationFn: (input: ConfirmInfoInput) =>
      api.post<ConfirmTarget & { message: string }>('/api/confirm', input, {
        skipSuccessToasts: true,
        handledStatuses: [422],
      }),
  });
}

/** POST /api/talent-pool-contacts/{id}/confirm-request: the toast says who was emailed. */
export function useAskContactToConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: number) =>
      api.post<{ message: string }>(`/api/talent-pool-contacts/${contactId}/confirm-request`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TALENT_POOL_KEY }),
  });
}
