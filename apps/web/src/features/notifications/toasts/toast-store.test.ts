import { describe, expect, it } from 'vitest';
import { aMessageToast, aToast } from './toast-fixtures.ts';
import { initialToastState, type ToastAction, type ToastState, toastReducer } from './toast-store.ts';

const run = (...actions: ToastAction[]): ToastState => actions.reduce(toastReducer, initialToastState);

describe('toastReducer', () => {
  it('shows a toast once, however many times it arrives', () => {
    const state = run({ type: 'show', toast: aToast(), at: 1 }, { type: 'show', toast: aToast(), at: 2 });
    expect(state.toasts).toHaveLength(1);
    expect(state.toasts[0]?.shownAt).toBe(1);
  });

  it('never brings back a dismissed toast', () => {
    const state = run(
      { type: 'show', toast: aToast(), at: 1 },
      { type: 'remove', ids: ['feature-announcement-1'], at: 2 },
      { type: 'show', toast: aToast(), at: 3 },
    );
    expect(state.toasts).toEqual([]);
    expect(state.changedAt).toBe(2);
  });

  it('treats the same message from the list and from a live event as one', () => {
    const state = run(
      { type: 'show', toast: aMessageToast({ id: 'notification-5', conversationMessageId: 10 }), at: 1 },
      { type: 'show', toast: aMessageToast({ id: 'message-10', conversationMessageId: 10 }), at: 2 },
    );
    expect(state.toasts.map((toast) => toast.id)).toEqual(['notification-5']);
  });

  it('keeps one card per conversation: the newest message replaces the older', () => {
    const state = run(
      { type: 'show', toast: aMessageToast({ id: 'message-10', conversationMessageId: 10 }), at: 1 },
      { type: 'show', toast: aMessageToast({ id: 'message-11', conversationMessageId: 11 }), at: 2 },
      {
        type: 'show',
        toast: aMessageToast({ id: 'message-12', conversationMessageId: 12, conversationUuid: 'c-2' }),
        at: 3,
      },
    );
    expect(state.toasts.map((toast) => toast.id)).toEqual(['message-11', 'message-12']);
  });

  it('forgets toasts whose time is over', () => {
    const state = run(
      { type: 'show', toast: aMessageToast({ validFrom: 0, validTo: 100 }), at: 1 },
      { type: 'show', toast: aToast(), at: 2 },
      { type: 'prune', at: 101 },
    );
    expect(state.toasts.map((toast) => toast.id)).toEqual(['feature-announcement-1']);
  });
});
