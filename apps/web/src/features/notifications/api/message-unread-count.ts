// How many conversations have unread messages, per side (`GET /api/messages/unread-count`): a
// message toast goes once its side has none left (SPEC.md §4), so this is re-asked on the toast
// clock while message toasts are around.
import type { UnreadMessageCount } from '@hireloop/shared/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { NOTIFICATIONS_QUERY_KEY } from './notifications.ts';

export const MESSAGE_UNREAD_COUNT_QUERY_KEY = [...NOTIFICATIONS_QUERY_KEY, 'message-unread-count'] as const;

export function messageUnreadCountQueryOptions() {
  return queryOptions({
    queryKey: MESSAGE_UNREAD_COUNT_QUERY_KEY,
    queryFn: ({ signal }) =>
      api.get<UnreadMessageCount>('/api/messages/unread-count', {
        signal,
        background: true,
        skipErrorHandling: true,
      }),
    retry: false,
  });
}

/** Polled every `intervalMs` while `enabled`; undefined while unknown. */
export function useMessageUnreadCount(enabled: boolean, intervalMs: number) {
  return useQuery({
    ...messageUnreadCountQueryOptions(),
    enabled,
    refetchInterval: enabled ? intervalMs : false,
  });
}
