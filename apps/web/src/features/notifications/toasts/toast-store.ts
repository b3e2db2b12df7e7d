// The toasts the panel holds, as a pure reducer: what was let out of the spacing queue, minus
// what was dismissed, read on its own page or expired.

import type { NotificationToast, ShownToast } from './toast-model.ts';
import { isExpired } from './toast-visibility.ts';

export interface ToastState {
  toasts: ShownToast[];
  /** Dismissed or read toasts: loading the same item again (a refetch) does not bring them back. */
  removedIds: ReadonlySet<string>;
  /** When the state last changed (epoch ms), so a new toast is judged by the current time. */
  changedAt: number;
}

export type ToastAction =
  | { type: 'show'; toast: NotificationToast; at: number }
  | { type: 'remove'; ids: readonly string[]; at: number }
  | { type: 'prune'; at: number };

export const initialToastState: ToastState = { toasts: [], removedIds: new Set(), changedAt: 0 };

function isSameMessage(a: NotificationToast, b: NotificationToast): boolean {
  return (
    a.kind === 'message' &&
    b.kind === 'message' &&
    a.conversationMessageId !== null &&
    a.conversationMessageId === b.conversationMessageId
  );
}

function show(state: ToastState, toast: NotificationToast, at: number): ToastState {
  if (state.removedIds.has(toast.id)) return state;
  // The same item from two sources (the list at sign-in and a live event) shows once.
  if (state.toasts.some((shown) => shown.id === toast.id || isSameMessage(shown, toast))) return state;
  // A newer message of a conversation replaces the older one's toast: one card per conversation.
  const others =
    toast.kind === 'message' && toast.conversationUuid !== null
      ? state.toasts.filter(
          (shown) => shown.kind !== 'message' || shown.conversationUuid !== toast.conversationUuid,
        )
      : state.toasts;
  return { ...state, toasts: [...others, { ...toast, shownAt: at }], changedAt: at };
}

function remove(state: ToastState, ids: readonly string[], at: number): ToastState {
  if (ids.length === 0) return state;
  const removing = new Set(ids);
  return {
    toasts: state.toasts.filter((toast) => !removing.has(toast.id)),
    removedIds: new Set([...state.removedIds, ...ids]),
    changedAt: at,
  };
}

function prune(state: ToastState, at: number): ToastState {
  const kept = state.toasts.filter((toast) => !isExpired(toast, at));
  return { ...state, toasts: kept.length === state.toasts.length ? state.toasts : kept, changedAt: at };
}

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'show':
      return show(state, action.toast, action.at);
    case 'remove':
      return remove(state, action.ids, action.at);
    case 'prune':
      return prune(state, action.at);
  }
}
