// Toasts of GET /api/persistent-notifications/ (SPEC.md §3 "Notification toast").
import { z } from '../zod.ts';
import { PERSISTENT_NOTIFICATION_KINDS } from './toast-rules.ts';

export const persistentNotificationSchema = z.object({
  /** `feature-announcement-{id}` or `notification-{id}`: unique across kinds. */
  id: z.string(),
  kind: z.enum(PERSISTENT_NOTIFICATION_KINDS),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  avatar: z.string().nullable(),
  icon: z.string().nullable(),
  primary_action_text: z.string().nullable(),
  secondary_action_text: z.string().nullable(),
  color: z.string().nullable(),
  /** Where the primary action leads. */
  link: z.string().nullable(),
  /** Where the secondary action leads (feature announcements' second action). */
  secondary_link: z.string().nullable(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  conversation_uuid: z.string().nullable(),
  conversation_message_id: z.number().int().nullable(),
  dismissible: z.boolean(),
  set_company_id: z.number().int().nullable(),
  /** The feature announcement's id (to mark it seen) or the notification's id. */
  source_id: z.number().int(),
});
export type PersistentNotification = z.infer<typeof persistentNotificationSchema>;

export const persistentNotificationListSchema = z.object({ data: z.array(persistentNotificationSchema) });
export type PersistentNotificationList = z.infer<typeof persistentNotificationListSchema>;
