// /still-interested "Take Next Steps" (public, signed link): whom the link asks, and their answer
// (docs/api/reengagement.md).
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { StillInterested, StillInterestedAnswer } from '@hireloop/shared/reengagement';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { signedLinkProblem } from '#web/lib/signed-link.ts';

export type StillInterestedTarget = CamelCasedKeys<StillInterested>;

export function useStillInterestedTarget(token: string) {
  return useQuery({
    queryKey: ['still-interested', token],
    queryFn: ({ signal }) =>
      api.get<StillInterestedTarget>(`/api/still-interested/${encodeURIComponent(token)}`, {
        signal,
        skipErrorHandling: true,
      }),
    enabled: token !== '',
    retry: (failures, error) => signedLinkProblem(error) === null && failures < 1,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAnswerStillInterested() {
  return useMutation({
    mutationFn: (input: StillInterestedAnswer) =>
      api.post<StillInterestedTarget & { message: string }>('/api/still-interested', input, {
        skipSuccessToasts: true,
        handledStatuses: [422],
      }),
  });
}
