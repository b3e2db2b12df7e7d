// `GET /api/messages/unread-count` → `{ candidate, company }`: the Messages badges of the menus.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SHELL_QUERY_META } from '../../../app/query-client.ts';
import { api } from '../../../lib/http.ts';
import { messageKeys } from './message-keys.ts';
import type { UnreadCounts } from './message-types.ts';

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: messageKeys.unreadCount(),
    // In the background: a badge never moves the loading bar or toasts a failure.
    queryFn: ({ signal }) =>
      api.get<UnreadCounts>('/api/messages/unread-count', {
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
    () => void queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount() }),
    [queryClient],
  );
}
