// The two notification inboxes (docs/api/notifications.md): the personal one (`scope=candidate`,
// /notifications) and the active company's (`scope=company`, /company-notifications). Lists,
// the unread count for the header badge, marking one or all read.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type {
  NotificationItem,
  NotificationList,
  NotificationScope,
  ReadAllNotificationsResult,
} from '@hireloop/shared/notifications';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';

export type Notification = CamelCasedKeys<NotificationItem>;
export type NotificationPage = CamelCasedKeys<NotificationList>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Everything cached about notifications: refreshed together when one arrives or is read. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

export function notificationsQueryOptions(scope: NotificationScope, page: number) {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'list', scope, page],
    queryFn: ({ signal }) =>
      api.get<NotificationPage>('/api/notifications', {
        params: { scope, page, perPage: NOTIFICATIONS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(scope: NotificationScope, page: number) {
  return useQuery(notificationsQueryOptions(scope, page));
}

/** The unread count of an inbox: the meta of a one-item page, asked in the background. */
export function unreadNotificationCountQueryOptions(scope: NotificationScope) {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'unread-count', scope],
    queryFn: async ({ signal }) => {
      const page = await api.get<NotificationPage>('/api/notifications', {
        params: { scope, page: 1, perPage: 1 },
        signal,
        background: true,
        // A badge failing to load is not worth an error toast; the bell still links to the list.
        skipErrorHandling: true,
      });
      return page.meta.unreadCount;
    },
    staleTime: 60_000,
  });
}

export function useUnreadNotificationCount(scope: NotificationScope, enabled = true) {
  return useQuery({ ...unreadNotificationCountQueryOptions(scope), enabled });
}

function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
}

export function useMarkNotificationRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: (id: number) => api.post<Notification>(`/api/notifications/${id}/read`),
    onSettled: refresh,
  });
}

export function useMarkAllNotificationsRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: (scope: NotificationScope) =>
      api.post<CamelCasedKeys<ReadAllNotificationsResult>>('/api/notifications/read-all', { scope }),
    onSettled: refresh,
  });
}
