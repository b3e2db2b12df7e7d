// The toasts waiting at sign-in (SPEC.md §7 "Notifications"): `GET /api/persistent-notifications/`,
// and `POST /api/feature-announcements/{id}/seen` when an announcement is dismissed. Failures of
// either are only logged (SPEC.md §8): toasts are a bonus, never in the way.
import { api } from '#web/lib/http.ts';
import type { PersistentNotificationItem } from '../toasts/toast-sources.ts';

export async function fetchPersistentNotifications(
  signal?: AbortSignal,
): Promise<PersistentNotificationItem[]> {
  const list = await api.get<{ data: PersistentNotificationItem[] }>('/api/persistent-notifications/', {
    signal,
    background: true,
    skipErrorHandling: true,
  });
  return list.data;
}

export async function markFeatureAnnouncementSeen(id: number): Promise<void> {
  try {
    await api.post(`/api/feature-announcements/${id}/seen`, undefined, {
      background: true,
      skipErrorHandling: true,
    });
  } catch (error) {
    console.error('Could not mark the feature announcement as seen', error);
  }
}
