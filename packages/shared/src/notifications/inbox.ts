// The notification inbox: the notification payload and its realtime event, the list and
// read-all endpoints.

import { pageMetaSchema } from '../api.ts';
import { z } from '../zod.ts';
import { notificationScopeSchema, notificationTypeSchema } from './type-schemas.ts';

export const notificationSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  type_label: z.string(),
  company_id: z.number().int().nullable(),
  enterprise_id: z.number().int().nullable(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

/** Payload of the realtime event `NOTIFICATION_CREATED_EVENT` on `private-App.Models.User.{id}`. */
export const notificationCreatedEventSchema = notificationSchema;

/** GET /api/notifications */
export const notificationListQuerySchema = z.object({
  scope: notificationScopeSchema.default('candidate'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListSchema = z.object({
  data: z.array(notificationSchema),
  meta: pageMetaSchema.extend({ unread_count: z.number().int() }),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/read-all */
export const readAllNotificationsSchema = z.object({ scope: notificationScopeSchema });
export type ReadAllNotificationsInput = z.infer<typeof readAllNotificationsSchema>;

/** POST /api/notifications/read-all: how many were marked, and what is left unread in that inbox. */
export const readAllNotificationsResultSchema = z.object({
  marked_read: z.number().int(),
  unread_count: z.number().int(),
});
export type ReadAllNotificationsResult = z.infer<typeof readAllNotificationsResultSchema>;
