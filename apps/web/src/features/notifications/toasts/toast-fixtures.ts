// Toasts for the unit tests of the toast rules.
import type { NotificationToast, ShownToast } from './toast-model.ts';

export function aToast(overrides: Partial<NotificationToast> = {}): NotificationToast {
  return {
    id: 'feature-announcement-1',
    kind: 'feature_announcement',
    title: 'Interview scorecards',
    description: 'Rate candidates right after the call.',
    avatar: null,
    avatarName: 'Interview scorecards',
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
    dismissible: true,
    setCompanyId: null,
    sourceId: 1,
    ...overrides,
  };
}

export function aMessageToast(overrides: Partial<NotificationToast> = {}): NotificationToast {
  return aToast({
    id: 'message-10',
    kind: 'message',
    title: 'Grace Hopper',
    description: 'Are you free on Monday?',
    primaryActionText: 'Reply',
    link: '/messages?conversation=c-1',
    validFrom: 0,
    validTo: 5 * 60_000,
    conversationUuid: 'c-1',
    conversationMessageId: 10,
    sourceId: 10,
    ...overrides,
  });
}

export function shown(toast: NotificationToast, shownAt: number): ShownToast {
  return { ...toast, shownAt };
}
