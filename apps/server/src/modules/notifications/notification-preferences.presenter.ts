import {
  NOTIFICATION_CHANNEL_LABELS,
  type NotificationPreferences,
  type NotificationScope,
  notificationTypeLabel,
} from '@hireloop/shared/notifications';
import type { PreferenceState } from './notification-preferences.service.ts';

export function presentNotificationPreferences(
  scope: NotificationScope,
  state: { preferences: PreferenceState[]; smsAvailable: boolean },
): NotificationPreferences {
  return {
    scope,
    data: state.preferences.map((preference) => ({
      ...preference,
      type_label: notificationTypeLabel(preference.type),
      channel_label: NOTIFICATION_CHANNEL_LABELS[preference.channel],
    })),
    sms_available: state.smsAvailable,
  };
}
