// Which notification toasts show right now (SPEC.md §4 "Notification toasts", §9). Pure: the
// caller passes the time, the page being viewed and the unread message counts.
import { TOASTS } from '@hireloop/shared/constants';
import type { RouteName } from '#web/lib/route-meta.ts';
import type { NotificationToast, ShownToast } from './toast-model.ts';

export interface UnreadMessageCounts {
  candidate: number;
  company: number;
}

export interface ToastViewContext {
  now: number;
  /** The conversation open on a messages page (`?conversation=`), if any. */
  openConversationUuid: string | null;
  /** The interview whose page is open, if any. */
  openInterviewUuid: string | null;
  /** Conversations with unread messages per side; null while unknown (then time alone decides). */
  unreadMessages: UnreadMessageCounts | null;
}

const MESSAGE_PAGES: readonly RouteName[] = ['candidate-message-index', 'company-message-index'];
const INTERVIEW_PAGES: readonly RouteName[] = ['candidate-interview-show', 'company-interview-show'];

/** The conversation a page shows: the named message routes with `?conversation=<uuid>`. */
export function openConversationOf(routeName: RouteName | undefined, search: URLSearchParams): string | null {
  if (!routeName || !MESSAGE_PAGES.includes(routeName)) return null;
  return search.get('conversation') || null;
}

/** The interview a page shows: the named interview routes' `{uuid}`. */
export function openInterviewOf(routeName: RouteName | undefined, uuid: string | undefined): string | null {
  if (!routeName || !INTERVIEW_PAGES.includes(routeName)) return null;
  return uuid || null;
}

export function isWithinValidity(
  toast: Pick<NotificationToast, 'validFrom' | 'validTo'>,
  now: number,
): boolean {
  if (toast.validFrom !== null && now < toast.validFrom) return false;
  if (toast.validTo !== null && now > toast.validTo) return false;
  return true;
}

/** A message toast goes once its conversation is on screen: the user is reading it there. */
export function isOnToastsPage(toast: NotificationToast, context: ToastViewContext): boolean {
  if (toast.kind === 'message') {
    return toast.conversationUuid !== null && toast.conversationUuid === context.openConversationUuid;
  }
  if (toast.kind === 'interview_starting_soon') {
    return toast.interviewUuid !== null && toast.interviewUuid === context.openInterviewUuid;
  }
  return false;
}

/** Message toasts hide once the side they belong to has no unread conversation left. */
function hasRemainingMessages(toast: NotificationToast, unread: UnreadMessageCounts | null): boolean {
  if (toast.kind !== 'message' || unread === null) return true;
  return (toast.setCompanyId === null ? unread.candidate : unread.company) > 0;
}

export function isToastVisible(toast: NotificationToast, context: ToastViewContext): boolean {
  return (
    isWithinValidity(toast, context.now) &&
    !isOnToastsPage(toast, context) &&
    hasRemainingMessages(toast, context.unreadMessages)
  );
}

/** The toasts to show: newest on top, at most the toast limit of SPEC.md §9. */
export function visibleToasts(
  toasts: readonly ShownToast[],
  context: ToastViewContext,
  limit: number = TOASTS.limit,
): ShownToast[] {
  return toasts
    .filter((toast) => isToastVisible(toast, context))
    .sort((a, b) => b.shownAt - a.shownAt)
    .slice(0, limit);
}

/** Toasts past their time never come back: they can leave the panel's memory. */
export function isExpired(toast: Pick<NotificationToast, 'validTo'>, now: number): boolean {
  return toast.validTo !== null && now > toast.validTo;
}

/** The persistent panel opens (again) whenever more toasts are visible than before. */
export function panelShouldOpen(previousVisibleCount: number, visibleCount: number): boolean {
  return visibleCount > previousVisibleCount;
}
