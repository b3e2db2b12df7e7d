import { NOTIFICATION_TOASTS, TOASTS } from '@hireloop/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aMessageToast, aToast, shown } from './toast-fixtures.ts';
import {
  isToastVisible,
  openConversationOf,
  openInterviewOf,
  panelShouldOpen,
  type ToastViewContext,
  visibleToasts,
} from './toast-visibility.ts';

const context = (overrides: Partial<ToastViewContext> = {}): ToastViewContext => ({
  now: Date.now(),
  openConversationUuid: null,
  openInterviewUuid: null,
  unreadMessages: null,
  ...overrides,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2030-01-01T09:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('message toasts', () => {
  it('show from creation until 5 minutes later, judged at every 20 s tick', () => {
    const created = Date.now();
    const toast = aMessageToast({
      validFrom: created,
      validTo: created + NOTIFICATION_TOASTS.messageLifetimeMs,
    });
    const visibleAtTicks: boolean[] = [];
    for (let tick = 0; tick <= 16; tick += 1) {
      visibleAtTicks.push(isToastVisible(toast, context()));
      vi.advanceTimersByTime(NOTIFICATION_TOASTS.clockTickMs);
    }
    // Ticks 0…15 are 0–300 s after creation (300 s is still "5 minutes later"); tick 16 is past it.
    expect(visibleAtTicks.slice(0, 16)).toEqual(Array(16).fill(true));
    expect(visibleAtTicks[16]).toBe(false);
  });

  it('are not shown before the message was written', () => {
    const toast = aMessageToast({ validFrom: Date.now() + 1000, validTo: Date.now() + 301_000 });
    expect(isToastVisible(toast, context())).toBe(false);
  });

  it('hide once the side they belong to has no unread messages left', () => {
    const now = Date.now();
    const candidateToast = aMessageToast({ validFrom: now, validTo: now + 300_000, setCompanyId: null });
    const companyToast = aMessageToast({ validFrom: now, validTo: now + 300_000, setCompanyId: 4 });
    const unread = { candidate: 0, company: 2 };
    expect(isToastVisible(candidateToast, context({ unreadMessages: unread }))).toBe(false);
    expect(isToastVisible(companyToast, context({ unreadMessages: unread }))).toBe(true);
    // Unknown counts (not loaded, or the call failed): the time window alone decides.
    expect(isToastVisible(candidateToast, context({ unreadMessages: null }))).toBe(true);
  });

  it('are not shown on the page of their own conversation', () => {
    const now = Date.now();
    const toast = aMessageToast({ validFrom: now, validTo: now + 300_000, conversationUuid: 'c-1' });
    expect(isToastVisible(toast, context({ openConversationUuid: 'c-1' }))).toBe(false);
    expect(isToastVisible(toast, context({ openConversationUuid: 'c-2' }))).toBe(true);
  });
});

describe('other toasts', () => {
  it('feature announcements stay until dismissed, whatever the unread counts', () => {
    const toast = aToast();
    vi.advanceTimersByTime(24 * 60 * 60_000);
    expect(isToastVisible(toast, context({ unreadMessages: { candidate: 0, company: 0 } }))).toBe(true);
  });

  it('interview reminders are hidden on that interview’s page', () => {
    const toast = aToast({ id: 'interview-3', kind: 'interview_starting_soon', interviewUuid: 'i-3' });
    expect(isToastVisible(toast, context({ openInterviewUuid: 'i-3' }))).toBe(false);
    expect(isToastVisible(toast, context({ openInterviewUuid: 'i-4' }))).toBe(true);
  });
});

describe('visibleToasts', () => {
  it('puts the newest on top and keeps at most the toast limit', () => {
    const toasts = Array.from({ length: TOASTS.limit + 5 }, (_, index) =>
      shown(aToast({ id: `feature-announcement-${index}` }), index),
    );
    const visible = visibleToasts(toasts, context());
    expect(visible).toHaveLength(TOASTS.limit);
    expect(visible[0]?.id).toBe(`feature-announcement-${TOASTS.limit + 4}`);
    expect(visible.at(-1)?.id).toBe('feature-announcement-5');
  });
});

describe('open page', () => {
  it('reads the conversation only on the named message pages', () => {
    const search = new URLSearchParams('conversation=c-9');
    expect(openConversationOf('candidate-message-index', search)).toBe('c-9');
    expect(openConversationOf('company-message-index', search)).toBe('c-9');
    expect(openConversationOf('candidate-interview-show', search)).toBeNull();
    expect(openConversationOf(undefined, search)).toBeNull();
    expect(openConversationOf('candidate-message-index', new URLSearchParams())).toBeNull();
  });

  it('reads the interview only on the named interview pages', () => {
    expect(openInterviewOf('company-interview-show', 'i-1')).toBe('i-1');
    expect(openInterviewOf('company-message-index', 'i-1')).toBeNull();
  });
});

describe('panelShouldOpen', () => {
  it('opens when more toasts are visible than before, not when they go', () => {
    expect(panelShouldOpen(0, 1)).toBe(true);
    expect(panelShouldOpen(2, 3)).toBe(true);
    expect(panelShouldOpen(3, 3)).toBe(false);
    expect(panelShouldOpen(3, 2)).toBe(false);
  });
});
