// Stored notifications → the wire shape of packages/shared/src/notifications.ts.
import {
  type NotificationItem,
  type NotificationType,
  notificationTypeLabel,
} from '@hireloop/shared/notifications';
import type { notifications } from '#server/db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export function presentNotification(row: NotificationRow): NotificationItem {
  const type = row.type as NotificationType;
  return {
    id: row.id,
    type,
    type_label: notificationTypeLabel(type),
    company_id: row.companyId,
    enterprise_id: row.enterpriseId,
    title: row.title,
    body: row.body,
    link: row.link,
    data: row.data,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
