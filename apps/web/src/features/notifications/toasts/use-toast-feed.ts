// Where toasts come from while a user is signed in: the waiting ones of
// GET /api/persistent-notifications/ at sign-in, then the live events of the user's private
// channel. Everything passes the spacing queue (at least 2000 ms apart, SPEC.md §9). A new user
// gets a new feed: the caller remounts per user id, which resets queue and toasts (SPEC.md §4).
import { NOTIFICATION_TOASTS } from '@hireloop/shared/constants';
import { NOTIFICATION_CREATED_EVENT } from '@hireloop/shared/notifications/toast-rules';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeToUserEvent } from '#web/lib/realtime.ts';
import { MESSAGE_UNREAD_COUNT_QUERY_KEY } from '../api/message-unread-count.ts';
import { NOTIFICATIONS_QUERY_KEY } from '../api/notifications.ts';
import { fetchPersistentNotifications } from '../api/persistent-notifications.ts';
import { createSpacedQueue } from './spaced-queue.ts';
import type { NotificationToast } from './toast-model.ts';
import {
  INTERVIEW_STARTING_SOON_EVENT,
  type InterviewStartingSoonPayload,
  MESSAGE_CREATED_EVENT,
  type MessageCreatedPayload,
  type NotificationCreatedPayload,
  type ToastSourceResult,
  toastFromInterviewReminder,
  toastFromMessage,
  toastFromNotification,
  toastFromPersistentNotification,
} from './toast-sources.ts';

type UnreadCounts = { candidate: number; company: number };

/** A message just arrived, so its side has at least one unread conversation until the server says otherwise. */
function noteUnreadMessage(queryClient: QueryClient, event: MessageCreatedPayload): void {
  const side = event.setCompanyId === null ? 'candidate' : 'company';
  queryClient.setQueryData<UnreadCounts>(MESSAGE_UNREAD_COUNT_QUERY_KEY, (counts) =>
    counts ? { ...counts, [side]: Math.max(counts[side], 1) } : counts,
  );
  void queryClient.invalidateQueries({ queryKey: MESSAGE_UNREAD_COUNT_QUERY_KEY });
}

/** A notification was stored: the inbox lists and the header badge are out of date. */
function refreshInboxes(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_QUERY_KEY, 'list'] });
  void queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_QUERY_KEY, 'unread-count'] });
}

export function useToastFeed(userId: number, show: (toast: NotificationToast) => void): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const queue = createSpacedQueue<NotificationToast>(NOTIFICATION_TOASTS.minSpacingMs, show);
    const accept = (result: ToastSourceResult, item: unknown) => {
      if ('toast' in result) queue.push(result.toast);
      else if (result.skipped === 'unknown-type') console.error('Unknown notification type', item);
    };

    const controller = new AbortController();
    fetchPersistentNotifications(controller.signal).then(
      (items) => {
        for (const item of items) accept(toastFromPersistentNotification(item), item);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.error('Could not load persistent notifications', error);
      },
    );

    const unsubscribers = [
      subscribeToUserEvent<MessageCreatedPayload>(MESSAGE_CREATED_EVENT, (event) => {
        noteUnreadMessage(queryClient, event);
        accept(toastFromMessage(event, userId), event);
      }),
      subscribeToUserEvent<InterviewStartingSoonPayload>(INTERVIEW_STARTING_SOON_EVENT, (interview) =>
        accept(toastFromInterviewReminder(interview, userId), interview),
      ),
      subscribeToUserEvent<NotificationCreatedPayload>(NOTIFICATION_CREATED_EVENT, (notification) => {
        refreshInboxes(queryClient);
        accept(toastFromNotification(notification), notification);
      }),
    ];

    return () => {
      controller.abort();
      queue.clear();
      for (const unsubscribe of unsubscribers) unsubscribe();
    };
  }, [userId, show, queryClient]);
}
