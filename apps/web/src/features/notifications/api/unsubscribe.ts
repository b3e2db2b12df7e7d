// One-click unsubscribe from a notification email (public): what a link's token turns off, and
// turning it off. A bad token answers 422; the page shows that itself.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { UnsubscribeInfo, UnsubscribeResult } from '@hireloop/shared/notifications';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, HttpError } from '#web/lib/http.ts';

export type UnsubscribeTarget = CamelCasedKeys<UnsubscribeInfo>;

/** The server could not read the token (forged, cut short, or its user is gone). */
export function isInvalidUnsubscribeLink(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 422 || error.status === 404);
}

export function unsubscribeTargetQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) =>
      api.get<UnsubscribeTarget>(`/api/unsubscribe/${encodeURIComponent(token)}`, {
        signal,
        skipErrorHandling: true,
      }),
    retry: (failures, error) => !isInvalidUnsubscribeLink(error) && failures < 1,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useUnsubscribeTarget(token: string) {
  return useQuery({ ...unsubscribeTargetQueryOptions(token), enabled: token !== '' });
}

export function useUnsubscribe() {
  return useMutation({
    // The page shows the confirmation itself, so no success toast; 422 is shown as the error state.
    mutationFn: (token: string) =>
      api.post<CamelCasedKeys<UnsubscribeResult>>(
        '/api/unsubscribe',
        { token },
        { skipSuccessToasts: true, handledStatuses: [422] },
      ),
  });
}
