// How many conversations have unread messages, per side (`GET /api/messages/unread-count`): a
// message toast goes once its side has none left (SPEC.md §4), so this is re-asked on the toast
// clock while message toasts are around. The same query as the menus' Messages badge.
import { useQuery } from '@tanstack/react-query';
import { UNREAD_MESSAGE_COUNT_QUERY_KEY, unreadCountQueryOptions } from '#web/lib/unread-message-count.ts';

export const MESSAGE_UNREAD_COUNT_QUERY_KEY = UNREAD_MESSAGE_COUNT_QUERY_KEY;

/** Polled every `intervalMs` while `enabled`; undefined while unknown. */
export function useMessageUnreadCount(enabled: boolean, intervalMs: number) {
  return useQuery({
    ...unreadCountQueryOptions(),
    enabled,
    refetchInterval: enabled ? intervalMs : false,
  });
}
