// Turns what the server sends into toasts: the items of GET /api/persistent-notifications/ and
// the `message.created`, `interview.starting.soon` and `notification.created` events of the
// user's private channel (payload keys camelCased by the realtime client). Pure functions.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import { NOTIFICATION_TOASTS } from '@hireloop/shared/constants';
import { isToastableMessage, messagePreview } from '@hireloop/shared/message-rules';
import type { MessageCreatedEvent } from '@hireloop/shared/messages';
import type {
  InterviewNotificationData,
  NotificationItem,
  PersistentNotification,
} from '@hireloop/shared/notifications';
import {
  interviewReminderWindowMs,
  PERSISTENT_NOTIFICATION_KINDS,
} from '@hireloop/shared/notifications/toast-rules';
import { isNotificationType } from '@hireloop/shared/notifications/types-and-channels';
import { fullName } from '@hireloop/shared/people';
import type { NotificationToast } from './toast-model.ts';

export type PersistentNotificationItem = CamelCasedKeys<PersistentNotification>;
export type MessageCreatedPayload = CamelCasedKeys<MessageCreatedEvent>;
export type InterviewStartingSoonPayload = CamelCasedKeys<InterviewNotificationData>;
export type NotificationCreatedPayload = CamelCasedKeys<NotificationItem>;

export const MESSAGE_CREATED_EVENT = 'message.created';
export const INTERVIEW_STARTING_SOON_EVENT = 'interview.starting.soon';

/** Why an item made no toast: some are simply not toasts, an unknown type is a bug to report. */
export type ToastSourceResult = { toast: NotificationToast } | { skipped: 'ignored' | 'unknown-type' };

const LOCATION_LABELS: Record<InterviewNotificationData['location'], string> = {
  web_conference: 'Video call',
  in_person: 'In person',
  phone: 'Phone call',
};

function timestamp(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** `/messages?conversation=…` for the candidate side, `/company-messages?conversation=…` for staff. */
export function conversationLink(conversationUuid: string, setCompanyId: number | null): string {
  const page = setCompanyId === null ? '/messages' : '/company-messages';
  return `${page}?conversation=${encodeURIComponent(conversationUuid)}`;
}

/** The uuid in an interview page link (`/interviews/{uuid}`, `/company-interviews/{uuid}`). */
export function interviewUuidOfLink(link: string | null): string | null {
  const match = link?.match(/^\/(?:company-)?interviews\/([^/?#]+)/);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

const blankToast = {
  avatar: null,
  icon: null,
  primaryActionText: null,
  secondaryActionText: null,
  color: null,
  link: null,
  secondaryLink: null,
  validFrom: null,
  validTo: null,
  conversationUuid: null,
  conversationMessageId: null,
  interviewUuid: null,
  setCompanyId: null,
  sourceId: null,
} satisfies Partial<NotificationToast>;

export function toastFromPersistentNotification(item: PersistentNotificationItem): ToastSourceResult {
  if (!(PERSISTENT_NOTIFICATION_KINDS as readonly string[]).includes(item.kind)) {
    return { skipped: 'unknown-type' };
  }
  return {
    toast: {
      id: item.id,
      kind: item.kind,
      title: item.title,
      description: item.description,
      avatar: item.avatar,
      // The list carries no person's name: the card shows the kind's icon unless there is a picture.
      avatarName: '',
      icon: item.icon,
      primaryActionText: item.primaryActionText,
      secondaryActionText: item.secondaryActionText,
      color: item.color,
      link: item.link,
      secondaryLink: item.secondaryLink,
      validFrom: timestamp(item.validFrom),
      validTo: timestamp(item.validTo),
      conversationUuid: item.conversationUuid,
      conversationMessageId: item.conversationMessageId,
      interviewUuid: item.kind === 'interview_starting_soon' ? interviewUuidOfLink(item.link) : null,
      // Reminders of an interview about to start stay until it has started (SPEC.md §4).
      dismissible: item.kind === 'interview_starting_soon' ? false : item.dismissible,
      setCompanyId: item.setCompanyId,
      sourceId: item.sourceId,
    },
  };
}

/** A message from the other side: visible for 5 minutes from when it was written. */
export function toastFromMessage(event: MessageCreatedPayload, viewerUserId: number): ToastSourceResult {
  const { message } = event;
  // System messages never toast (SPEC.md §3); neither does the viewer's own message on another tab.
  if (!isToastableMessage(message) || message.sender?.id === viewerUserId) return { skipped: 'ignored' };
  const createdAt = timestamp(message.createdAt) ?? Date.now();
  const senderName = message.sender ? fullName(message.sender) : event.companyName;
  return {
    toast: {
      ...blankToast,
      id: `message-${message.id}`,
      kind: 'message',
      title: senderName || event.companyName,
      description: messagePreview(message) || `New message from ${event.companyName}`,
      avatar: message.sender?.avatar ?? null,
      avatarName: senderName,
      primaryActionText: 'Reply',
      link: conversationLink(event.conversationUuid, event.setCompanyId),
      validFrom: createdAt,
      validTo: createdAt + NOTIFICATION_TOASTS.messageLifetimeMs,
      conversationUuid: event.conversationUuid,
      conversationMessageId: message.id,
      dismissible: true,
      setCompanyId: event.setCompanyId,
      sourceId: message.id,
    },
  };
}

/**
 * An interview about to start: shown from the reminder window before the start until the same
 * window after it, 10 minutes for the interviewee (the candidate), 5 for company-side viewers.
 */
export function toastFromInterviewReminder(
  interview: InterviewStartingSoonPayload,
  viewerUserId: number,
): ToastSourceResult {
  const start = timestamp(interview.startTime);
  if (start === null) return { skipped: 'ignored' };
  const viewerIsInterviewee = interview.interviewee.id === viewerUserId;
  const window = interviewReminderWindowMs(viewerIsInterviewee);
  const companyName = interview.company.nickname || interview.company.name;
  const intervieweeName = fullName(interview.interviewee);
  const details = `${LOCATION_LABELS[interview.location]} · ${interview.durationMinutes} min`;
  return {
    toast: {
      ...blankToast,
      id: `interview-${interview.id}`,
      kind: 'interview_starting_soon',
      title: viewerIsInterviewee
        ? `Your interview with ${companyName} starts soon`
        : `Interview with ${intervieweeName} starts soon`,
      description: details,
      avatar: viewerIsInterviewee ? interview.company.avatar : interview.interviewee.avatar,
      avatarName: viewerIsInterviewee ? companyName : intervieweeName,
      primaryActionText: interview.location === 'web_conference' ? 'Join' : 'View',
      link: viewerIsInterviewee ? `/interviews/${interview.uuid}` : `/company-interviews/${interview.uuid}`,
      validFrom: start - window,
      validTo: start + window,
      interviewUuid: interview.uuid,
      dismissible: false,
      setCompanyId: viewerIsInterviewee ? null : interview.company.id,
      sourceId: interview.id,
    },
  };
}

/**
 * A stored notification just created. New messages and interview reminders have events of their
 * own (which carry what their toasts show), so these two make no second toast.
 */
export function toastFromNotification(notification: NotificationCreatedPayload): ToastSourceResult {
  if (!isNotificationType(notification.type)) return { skipped: 'unknown-type' };
  if (notification.type === 'new_message' || notification.type === 'interview_starting_soon') {
    return { skipped: 'ignored' };
  }
  const createdAt = timestamp(notification.createdAt) ?? Date.now();
  return {
    toast: {
      ...blankToast,
      id: `notification-${notification.id}`,
      kind: 'notification',
      title: notification.title,
      description: notification.body,
      avatarName: notification.typeLabel,
      primaryActionText: notification.link ? 'View' : null,
      link: notification.link,
      validFrom: createdAt,
      validTo: createdAt + NOTIFICATION_TOASTS.messageLifetimeMs,
      dismissible: true,
      setCompanyId: notification.companyId,
      sourceId: notification.id,
    },
  };
}
