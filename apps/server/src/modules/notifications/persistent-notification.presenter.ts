// Toast items of GET /api/persistent-notifications/ (SPEC.md §3 "Notification toast").

import { NOTIFICATION_TOASTS } from '@hireloop/shared/constants';
import {
  newMessageNotificationDataSchema,
  type PersistentNotification,
} from '@hireloop/shared/notifications';
import type { FeatureAnnouncementRow } from './feature-announcements.service.ts';
import type { NotificationRow } from './notification.presenter.ts';
import type { InterviewReminder, PersistentNotificationRows } from './persistent-notifications.service.ts';

function presentAnnouncementToast(row: FeatureAnnouncementRow): PersistentNotification {
  return {
    id: `feature-announcement-${row.id}`,
    kind: 'feature_announcement',
    type: 'feature_announcement',
    source_id: row.id,
    title: row.title,
    description: row.description,
    avatar: row.avatar,
    icon: 'megaphone',
    primary_action_text: row.action1Text,
    secondary_action_text: row.action2Text,
    color: 'success',
    link: row.action1Url,
    secondary_link: row.action2Url,
    valid_from: row.publishedAt?.toISOString() ?? null,
    valid_to: null,
    conversation_uuid: null,
    conversation_message_id: null,
    dismissible: true,
    set_company_id: null,
  };
}

function presentMessageToast(row: NotificationRow): PersistentNotification {
  const parsed = newMessageNotificationDataSchema.safeParse(row.data);
  const data = parsed.success ? parsed.data : null;
  return {
    id: `notification-${row.id}`,
    kind: 'message',
    type: row.type,
    source_id: row.id,
    title: row.title,
    description: row.body,
    avatar: data?.sender_avatar ?? null,
    icon: 'chat-bubble',
    primary_action_text: 'View message',
    secondary_action_text: null,
    color: 'info',
    link: row.link,
    secondary_link: null,
    valid_from: row.createdAt.toISOString(),
    valid_to: new Date(row.createdAt.getTime() + NOTIFICATION_TOASTS.messageLifetimeMs).toISOString(),
    conversation_uuid: data?.conversation_uuid ?? null,
    conversation_message_id: data?.message_id ?? null,
    dismissible: true,
    // Opening a company-side message first switches to that company.
    set_company_id: row.companyId ?? data?.set_company_id ?? null,
  };
}

function presentReminderToast(reminder: InterviewReminder): PersistentNotification {
  const { row } = reminder;
  return {
    id: `notification-${row.id}`,
    kind: 'interview_starting_soon',
    type: row.type,
    source_id: row.id,
    title: row.title,
    description: row.body,
    // The candidate sees who they meet (the company); the company side sees the candidate.
    avatar: reminder.viewerIsInterviewee ? reminder.companyAvatar : reminder.intervieweeAvatar,
    icon: 'video-camera',
    primary_action_text: 'Join interview',
    secondary_action_text: null,
    color: 'warning',
    link: row.link,
    secondary_link: null,
    valid_from: new Date(reminder.startTime.getTime() - reminder.windowMs).toISOString(),
    valid_to: new Date(reminder.startTime.getTime() + reminder.windowMs).toISOString(),
    conversation_uuid: null,
    conversation_message_id: null,
    dismissible: false,
    set_company_id: reminder.viewerIsInterviewee ? null : (row.companyId ?? reminder.companyId),
  };
}

/** Interview reminders first (they cannot be dismissed), then messages, then announcements. */
export function presentPersistentNotifications(rows: PersistentNotificationRows): PersistentNotification[] {
  return [
    ...rows.reminders.map(presentReminderToast),
    ...rows.messages.map(presentMessageToast),
    ...rows.announcements.map(presentAnnouncementToast),
  ];
}
