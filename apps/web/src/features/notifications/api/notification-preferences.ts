// Delivery preferences per notification type and channel (docs/api/notifications.md):
// `GET /api/notification-preferences?scope=` and `PUT` with the switches that changed.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type {
  NotificationPreference,
  NotificationPreferences,
  NotificationScope,
} from '@hireloop/shared/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { NOTIFICATIONS_QUERY_KEY } from './notifications.ts';

export type PreferencesPage = CamelCasedKeys<NotificationPreferences>;

export function notificationPreferencesQueryOptions(scope: NotificationScope) {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'preferences', scope],
    queryFn: ({ signal }) =>
      api.get<PreferencesPage>('/api/notification-preferences', { params: { scope }, signal }),
  });
}

export function useNotificationPreferences(scope: NotificationScope) {
  return useQuery(notificationPreferencesQueryOptions(scope));
}

/** Saves the changed switches; the server's success message shows as a toast. */
export function useSaveNotificationPreferences(scope: NotificationScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreference[]) =>
      api.put<PreferencesPage & { message: string }>('/api/notification-preferences', { scope, preferences }),
    onSuccess: (saved) => {
      const { message: _message, ...page } = saved;
      queryClient.setQueryData(notificationPreferencesQueryOptions(scope).queryKey, page);
    },
  });
}
