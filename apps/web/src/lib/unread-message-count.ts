// `GET /api/messages/unread-count` → `{ candidate, company }`: the Messages badges of the menus
// (app/), the messages feature (refreshes it after reading) and message toasts (notifications).
import type { UnreadMessageCount } from '@hireloop/shared/messages';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './http.ts';
import { SHELL_QUERY_META } from './query-client.ts';

/** Under the messages feature's ['messages'] key, so its one invalidation refreshes this too. */
export const UNREAD_MESSAGE_COUNT_QUERY_KEY = ['messages', 'unread-count'] as const;

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: UNREAD_MESSAGE_COUNT_QUERY_KEY,
    // In the background: a badge never moves the loading bar or toasts a failure.
    queryFn: ({ signal }) =>
      api.get<UnreadMessageCount>('/api/messages/unread-count', {
        signal,
        background: true,
        skipErrorHandling: true,
      }),
    // Shown by the menus on every page: an account switch does not wait for it to unmount.
    meta: SHELL_QUERY_META,
  });
}

export function useUnreadCounts(enabled: boolean) {
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}

/** Asks for the counts again, e.g. after a conversation was read or a message arrived. */
export function useRefreshUnreadCounts(): () => void {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: UNREAD_MESSAGE_COUNT_QUERY_KEY }),
    [queryClient],
  );
}
