// Delivery preferences: the defaults of a user who never changed a setting, and the payloads of
// /api/notification-preferences.
import { z } from '../zod.ts';
import {
  notificationChannelSchema,
  notificationScopeSchema,
  notificationTypeSchema,
} from './type-schemas.ts';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationType,
  notificationTypesOf,
} from './types-and-channels.ts';

/**
 * What a user gets when they never changed a setting: everything in the app and by email; text
 * messages only for interview reminders (the one thing worth a phone buzz), and only once the
 * user has a verified phone number.
 */
const DEFAULT_SMS_TYPES: readonly NotificationType[] = ['interview_starting_soon'];

export function defaultNotificationPreference(type: NotificationType, channel: NotificationChannel): boolean {
  if (channel === 'sms') return DEFAULT_SMS_TYPES.includes(type);
  return true;
}

export const DEFAULT_NOTIFICATION_PREFERENCES: Record<
  NotificationType,
  Record<NotificationChannel, boolean>
> = Object.fromEntries(
  NOTIFICATION_TYPES.map((type) => [
    type,
    Object.fromEntries(
      NOTIFICATION_CHANNELS.map((channel) => [channel, defaultNotificationPreference(type, channel)]),
    ),
  ]),
) as Record<NotificationType, Record<NotificationChannel, boolean>>;

/** GET /api/notification-preferences?scope= */
export const notificationPreferencesQuerySchema = z.object({
  scope: notificationScopeSchema.default('candidate'),
});

export const notificationPreferenceSchema = z.object({
  type: notificationTypeSchema,
  channel: notificationChannelSchema,
  enabled: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferenceItemSchema = notificationPreferenceSchema.extend({
  type_label: z.string(),
  channel_label: z.string(),
});

export const notificationPreferencesSchema = z.object({
  scope: notificationScopeSchema,
  data: z.array(notificationPreferenceItemSchema),
  /** Texts are only sent to a verified phone number; the page explains how to add one. */
  sms_available: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /api/notification-preferences answers the saved page and a success message. */
export const savedNotificationPreferencesSchema = notificationPreferencesSchema.extend({
  message: z.string(),
});

/** PUT /api/notification-preferences: only the listed switches change. */
export const updateNotificationPreferencesSchema = z
  .object({
    scope: notificationScopeSchema,
    preferences: z.array(notificationPreferenceSchema).min(1).max(100),
  })
  .superRefine((input, context) => {
    const allowed = notificationTypesOf(input.scope);
    input.preferences.forEach((preference, index) => {
      if (!allowed.includes(preference.type)) {
        context.addIssue({
          code: 'custom',
          path: ['preferences', index, 'type'],
          message: 'The selected type is invalid.',
        });
      }
    });
  });
export type UpdateNotificationPreferencesInput = z.infer<typeof updateNotificationPreferencesSchema>;
