import { describe, expect, it } from 'vitest';
import type { Conversation, Message, MessagesPage } from './api/message-types.ts';
import {
  type ConversationListData,
  type ThreadData,
  threadMessages,
  withBumpedConversation,
  withConversationRead,
  withNewestMessage,
  withoutMessage,
  withSentMessage,
} from './message-cache.ts';

function message(id: number, extra: Partial<Message> = {}): Message {
  return {
    id,
    type: 'text',
    content: `m${id}`,
    createdAt: new Date(2026, 0, 1, 9, id).toISOString(),
    sender: null,
    attachments: [],
    side: 'company',
    ...extra,
  };
}

function page(ids: number[], hasMore = false): MessagesPage {
  return {
    data: ids.map((id) => message(id)),
    meta: { perPage: 30, hasMore, nextBeforeId: hasMore ? Math.min(...ids) : null },
  };
}

function thread(...pages: MessagesPage[]): ThreadData {
  return { pages, pageParams: pages.map((_, index) => (index === 0 ? undefined : 100 - index)) };
}

function conversation(uuid: string, unreadCount = 0): Conversation {
  return {
    uuid,
    companyId: 1,
    companyName: 'Acme',
    companyAvatar: null,
    candidate: { id: 9, firstName: 'Ada', lastName: 'Lovelace', avatar: null },
    conversationUsers: [],
    lastMessage: null,
    unreadCount,
    lastMessageAt: new Date(2026, 0, 1).toISOString(),
    abilities: { send: true },
  };
}

function list(...pages: Conversation[][]): ConversationListData {
  return {
    pages: pages.map((data, index) => ({
      data,
      meta: { currentPage: index + 1, perPage: 2, total: 4, lastPage: pages.length },
    })),
    pageParams: pages.map((_, index) => index + 1),
  };
}

const ids = (data: ThreadData | undefined) => threadMessages(data).map((item) => item.id);

describe('thread cache', () => {
  it('adds a new message to the newest page once', () => {
    const data = thread(page([5, 4], true), page([3, 2]));
    const once = withNewestMessage(data, message(6));
    expect(ids(once)).toEqual([6, 5, 4, 3, 2]);
    expect(withNewestMessage(once, message(6))).toBe(once);
    expect(withNewestMessage(undefined, message(6))).toBeUndefined();
  });

  it("swaps the message being sent for the server's copy, or drops it when the copy arrived first", () => {
    const sending = withNewestMessage(thread(page([5])), { ...message(-1), pending: true });
    expect(ids(withSentMessage(sending, -1, message(6)))).toEqual([6, 5]);
    const liveFirst = withNewestMessage(sending, message(6));
    expect(ids(withSentMessage(liveFirst, -1, message(6)))).toEqual([6, 5]);
  });

  it('takes a failed message out', () => {
    const sending = withNewestMessage(thread(page([5])), { ...message(-1), pending: true });
    expect(ids(withoutMessage(sending, -1))).toEqual([5]);
  });
});

describe('conversation list cache', () => {
  it('moves the conversation to the top with its new message and unread count', () => {
    const data = list([conversation('a'), conversation('b', 1)], [conversation('c'), conversation('d')]);
    const incoming = message(7, { content: 'Hello' });
    const bumped = withBumpedConversation(data, 'c', incoming, 1);
    const order = bumped?.pages.map((item) => item.data.map((entry) => entry.uuid));
    expect(order).toEqual([['c', 'a', 'b'], ['d']]);
    const top = bumped?.pages[0]?.data[0];
    expect(top?.lastMessage?.content).toBe('Hello');
    expect(top?.lastMessageAt).toBe(incoming.createdAt);
    expect(top?.unreadCount).toBe(1);
  });

  it('answers null for a conversation that is not loaded, so the caller refetches', () => {
    expect(withBumpedConversation(list([conversation('a')]), 'zzz', message(1), 1)).toBeNull();
    expect(withBumpedConversation(undefined, 'a', message(1), 1)).toBeNull();
  });

  it('clears the unread count of a read conversation only', () => {
    const read = withConversationRead(list([conversation('a', 3), conversation('b', 2)]), 'a');
    expect(read?.pages[0]?.data.map((entry) => entry.unreadCount)).toEqual([0, 2]);
  });
});
