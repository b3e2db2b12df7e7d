import { describe, expect, it } from 'vitest';
import {
  conversationLink,
  type InterviewStartingSoonPayload,
  interviewUuidOfLink,
  type MessageCreatedPayload,
  type NotificationCreatedPayload,
  type PersistentNotificationItem,
  toastFromInterviewReminder,
  toastFromMessage,
  toastFromNotification,
  toastFromPersistentNotification,
} from './toast-sources.ts';

const VIEWER = 7;

function messageEvent(
  overrides: Partial<MessageCreatedPayload['message']> = {},
  setCompanyId: number | null = null,
) {
  return {
    conversationUuid: 'c-1',
    companyId: 4,
    companyName: 'Acme',
    setCompanyId,
    message: {
      id: 10,
      type: 'text',
      content: 'Are you free on Monday?',
      createdAt: '2030-01-01T09:00:00.000Z',
      sender: { id: 3, firstName: 'Grace', lastName: 'Hopper', avatar: '/avatars/grace.png' },
      attachments: [],
      side: 'company',
      ...overrides,
    },
  } satisfies MessageCreatedPayload;
}

const interview = (intervieweeId: number): InterviewStartingSoonPayload => ({
  id: 5,
  uuid: 'i-5',
  company: { id: 4, name: 'Acme Corporation', nickname: 'Acme', avatar: '/logos/acme.png' },
  interviewee: { id: intervieweeId, firstName: 'Ada', lastName: 'Lovelace', avatar: null },
  location: 'web_conference',
  durationMinutes: 30,
  startTime: '2030-01-01T09:00:00.000Z',
});

function persistentItem(overrides: Partial<PersistentNotificationItem> = {}): PersistentNotificationItem {
  return {
    id: 'feature-announcement-2',
    kind: 'feature_announcement',
    type: 'feature_announcement',
    title: 'Career pages',
    description: 'Build your own careers site.',
    avatar: null,
    icon: null,
    primaryActionText: 'Try it',
    secondaryActionText: null,
    color: null,
    link: '/career-pages/edit',
    secondaryLink: null,
    validFrom: null,
    validTo: null,
    conversationUuid: null,
    conversationMessageId: null,
    dismissible: true,
    setCompanyId: null,
    sourceId: 2,
    ...overrides,
  };
}

const start = Date.parse('2030-01-01T09:00:00.000Z');

describe('toastFromMessage', () => {
  it('shows the sender, a preview and a Reply link, for 5 minutes from creation', () => {
    const result = toastFromMessage(messageEvent(), VIEWER);
    expect(result).toEqual({
      toast: expect.objectContaining({
        id: 'message-10',
        kind: 'message',
        title: 'Grace Hopper',
        description: 'Are you free on Monday?',
        avatar: '/avatars/grace.png',
        primaryActionText: 'Reply',
        link: '/messages?conversation=c-1',
        validFrom: start,
        validTo: start + 5 * 60_000,
        conversationUuid: 'c-1',
        dismissible: true,
      }),
    });
  });

  it('links company-side recipients to the company inbox', () => {
    const result = toastFromMessage(messageEvent({}, 4), VIEWER);
    expect('toast' in result && result.toast.link).toBe('/company-messages?conversation=c-1');
  });

  it('ignores system messages and the viewer’s own messages', () => {
    expect(toastFromMessage(messageEvent({ type: 'system', sender: null }), VIEWER)).toEqual({
      skipped: 'ignored',
    });
    expect(
      toastFromMessage(
        messageEvent({ sender: { id: VIEWER, firstName: 'A', lastName: 'B', avatar: null } }),
        VIEWER,
      ),
    ).toEqual({ skipped: 'ignored' });
  });
});

describe('toastFromInterviewReminder', () => {
  it('gives the interviewee 10 minutes either side of the start, not dismissible', () => {
    const result = toastFromInterviewReminder(interview(VIEWER), VIEWER);
    expect(result).toEqual({
      toast: expect.objectContaining({
        title: 'Your interview with Acme starts soon',
        link: '/interviews/i-5',
        validFrom: start - 10 * 60_000,
        validTo: start + 10 * 60_000,
        dismissible: false,
        interviewUuid: 'i-5',
        primaryActionText: 'Join',
      }),
    });
  });

  it('gives company-side viewers 5 minutes either side and their interview page', () => {
    const result = toastFromInterviewReminder(interview(99), VIEWER);
    expect(result).toEqual({
      toast: expect.objectContaining({
        title: 'Interview with Ada Lovelace starts soon',
        link: '/company-interviews/i-5',
        validFrom: start - 5 * 60_000,
        validTo: start + 5 * 60_000,
        setCompanyId: 4,
      }),
    });
  });
});

describe('toastFromNotification', () => {
  const notification = (overrides: Partial<NotificationCreatedPayload> = {}): NotificationCreatedPayload => ({
    id: 12,
    type: 'offer',
    typeLabel: 'Offers',
    companyId: null,
    enterpriseId: null,
    title: 'You have an offer from Acme',
    body: 'Review and sign it.',
    link: '/offers/o-1',
    data: {},
    readAt: null,
    createdAt: '2030-01-01T09:00:00.000Z',
    ...overrides,
  });

  it('makes a dismissible toast linking to what it is about', () => {
    expect(toastFromNotification(notification())).toEqual({
      toast: expect.objectContaining({
        id: 'notification-12',
        kind: 'notification',
        title: 'You have an offer from Acme',
        primaryActionText: 'View',
        link: '/offers/o-1',
        dismissible: true,
      }),
    });
  });

  it('leaves messages and interview reminders to their own events', () => {
    expect(toastFromNotification(notification({ type: 'new_message' }))).toEqual({ skipped: 'ignored' });
    expect(toastFromNotification(notification({ type: 'interview_starting_soon' }))).toEqual({
      skipped: 'ignored',
    });
  });

  it('reports a type it does not know', () => {
    const unknown = notification({ type: 'mystery' as NotificationCreatedPayload['type'] });
    expect(toastFromNotification(unknown)).toEqual({ skipped: 'unknown-type' });
  });
});

describe('toastFromPersistentNotification', () => {
  it('keeps the server’s fields and turns times into epoch ms', () => {
    const result = toastFromPersistentNotification(
      persistentItem({ validFrom: '2030-01-01T09:00:00.000Z', validTo: '2030-01-01T09:05:00.000Z' }),
    );
    expect(result).toEqual({
      toast: expect.objectContaining({
        id: 'feature-announcement-2',
        kind: 'feature_announcement',
        link: '/career-pages/edit',
        validFrom: start,
        validTo: start + 5 * 60_000,
        dismissible: true,
        sourceId: 2,
      }),
    });
  });

  it('never lets an interview reminder be dismissed', () => {
    const result = toastFromPersistentNotification(
      persistentItem({ id: 'notification-3', kind: 'interview_starting_soon', link: '/interviews/i-5' }),
    );
    expect(result).toEqual({ toast: expect.objectContaining({ dismissible: false, interviewUuid: 'i-5' }) });
  });

  it('reports a kind it does not know', () => {
    const item = persistentItem({ kind: 'poll' as PersistentNotificationItem['kind'] });
    expect(toastFromPersistentNotification(item)).toEqual({ skipped: 'unknown-type' });
  });
});

describe('links', () => {
  it('builds conversation links and reads interview uuids', () => {
    expect(conversationLink('a b', null)).toBe('/messages?conversation=a%20b');
    expect(interviewUuidOfLink('/company-interviews/i-1?tab=chat')).toBe('i-1');
    expect(interviewUuidOfLink('/interviews')).toBeNull();
    expect(interviewUuidOfLink(null)).toBeNull();
  });
});
