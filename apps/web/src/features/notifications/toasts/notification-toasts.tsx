// The toast system of SPEC.md §4 "Notification toasts", mounted by the app shell while someone is
// signed in (remounted per user, which resets it). Holds the toasts, judges which show on the
// toast clock and on the page being viewed, and renders the persistent panel.
import { NOTIFICATION_TOASTS } from '@hireloop/shared/constants';
import { useCallback, useEffect, useReducer } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useSlot } from '#web/lib/portal-slots.tsx';
import { useRouteMeta } from '#web/lib/use-route-meta.ts';
import { useMessageUnreadCount } from '../api/message-unread-count.ts';
import { markFeatureAnnouncementSeen } from '../api/persistent-notifications.ts';
import { ToastPanel } from '../components/toast-panel.tsx';
import type { NotificationToast } from './toast-model.ts';
import { initialToastState, toastReducer } from './toast-store.ts';
import {
  isOnToastsPage,
  openConversationOf,
  openInterviewOf,
  type ToastViewContext,
  visibleToasts,
} from './toast-visibility.ts';
import { useToastClock } from './use-toast-clock.ts';
import { useToastFeed } from './use-toast-feed.ts';

function useViewedPage(): Pick<ToastViewContext, 'openConversationUuid' | 'openInterviewUuid'> {
  const { search } = useLocation();
  const matches = useMatches();
  const meta = useRouteMeta();
  return {
    openConversationUuid: openConversationOf(meta.name, new URLSearchParams(search)),
    openInterviewUuid: openInterviewOf(meta.name, matches.at(-1)?.params.uuid),
  };
}

export default function NotificationToasts({ userId }: { userId: number }) {
  const [state, dispatch] = useReducer(toastReducer, initialToastState);
  const show = useCallback(
    (toast: NotificationToast) => dispatch({ type: 'show', toast, at: Date.now() }),
    [],
  );
  useToastFeed(userId, show);

  const clockNow = useToastClock(NOTIFICATION_TOASTS.clockTickMs);
  useEffect(() => dispatch({ type: 'prune', at: clockNow }), [clockNow]);

  const hasMessageToasts = state.toasts.some((toast) => toast.kind === 'message');
  const unreadMessages = useMessageUnreadCount(hasMessageToasts, NOTIFICATION_TOASTS.clockTickMs).data;
  const { openConversationUuid, openInterviewUuid } = useViewedPage();
  const context: ToastViewContext = {
    // A toast that just arrived is judged now, not at the last tick.
    now: Math.max(clockNow, state.changedAt),
    openConversationUuid,
    openInterviewUuid,
    unreadMessages: unreadMessages ?? null,
  };
  const visible = visibleToasts(state.toasts, context);

  // Opening a conversation reads it: its message toasts are done for good, not just hidden.
  const readOnThisPage = state.toasts
    .filter((toast) => toast.kind === 'message' && isOnToastsPage(toast, context))
    .map((toast) => toast.id)
    .join(' ');
  useEffect(() => {
    if (readOnThisPage) dispatch({ type: 'remove', ids: readOnThisPage.split(' '), at: Date.now() });
  }, [readOnThisPage]);

  const dismiss = useCallback((toast: NotificationToast) => {
    if (!toast.dismissible) return;
    dispatch({ type: 'remove', ids: [toast.id], at: Date.now() });
    if (toast.kind === 'feature_announcement' && toast.sourceId !== null) {
      void markFeatureAnnouncementSeen(toast.sourceId);
    }
  }, []);

  /** Following a message or notification toast is acting on it: it leaves the panel. */
  const followed = useCallback((toast: NotificationToast) => {
    if (toast.kind === 'message' || toast.kind === 'notification') {
      dispatch({ type: 'remove', ids: [toast.id], at: Date.now() });
    }
  }, []);

  // In the page's flow and the header, never over the page (decision 035).
  const slots = { open: useSlot('live-notifications'), folded: useSlot('live-notifications-folded') };
  return <ToastPanel toasts={visible} onDismiss={dismiss} onFollow={followed} slots={slots} />;
}
