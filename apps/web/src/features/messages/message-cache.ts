// Pure updates of the cached thread and conversation lists, for sending (optimistic) and for
// messages that arrive live. Pages are kept as the server sends them: newest first.
import type { InfiniteData } from '@tanstack/react-query';
import type { ResourcePage } from '#web/lib/resource-client.ts';
import type { Conversation, Message, MessagesPage, ThreadMessage } from './api/message-types.ts';

export type ThreadData = InfiniteData<MessagesPage>;
export type ConversationListData = InfiniteData<ResourcePage<Conversation>, number>;

function hasMessage(data: ThreadData, id: number): boolean {
  return data.pages.some((page) => page.data.some((message) => message.id === id));
}

/** Adds a message at the newest end, once (a live event may repeat what a refetch brought). */
export function withNewestMessage(
  data: ThreadData | undefined,
  message: ThreadMessage,
): ThreadData | undefined {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest || hasMessage(data, message.id)) return data;
  return { ...data, pages: [{ ...newest, data: [message, ...newest.data] }, ...older] };
}

/** Swaps the message being sent for the server's copy (or drops it when that already arrived). */
export function withSentMessage(
  data: ThreadData | undefined,
  pendingId: number,
  sent: Message,
): ThreadData | undefined {
  if (!data) return data;
  const alreadyThere = hasMessage(data, sent.id);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.flatMap((message) => {
        if (message.id !== pendingId) return [message];
        return alreadyThere ? [] : [sent];
      }),
    })),
  };
}

export function withoutMessage(data: ThreadData | undefined, id: number): ThreadData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, data: page.data.filter((message) => message.id !== id) })),
  };
}

/** Every message of every loaded page. */
export function threadMessages(data: ThreadData | undefined): ThreadMessage[] {
  return data?.pages.flatMap((page) => page.data) ?? [];
}

/**
 * Moves the conversation to the top of the list with its newest message; `unreadIncrement` is 1
 * for a message from the other side that the user is not reading right now. Returns null when the
 * conversation is not loaded (a new one, or far down the list), so the caller refetches instead.
 */
export function withBumpedConversation(
  data: ConversationListData | undefined,
  uuid: string,
  message: Message,
  unreadIncrement: number,
): ConversationListData | null {
  if (!data) return null;
  const found = data.pages.flatMap((page) => page.data).find((conversation) => conversation.uuid === uuid);
  if (!found) return null;
  const bumped: Conversation = {
    ...found,
    lastMessage: message,
    lastMessageAt: message.createdAt,
    unreadCount: found.unreadCount + unreadIncrement,
  };
  const pages = data.pages.map((page, index) => {
    const rest = page.data.filter((conversation) => conversation.uuid !== uuid);
    return { ...page, data: index === 0 ? [bumped, ...rest] : rest };
  });
  return { ...data, pages };
}

/** The conversation as read: no unread messages. */
export function withConversationRead(
  data: ConversationListData | undefined,
  uuid: string,
): ConversationListData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.map((conversation) =>
        conversation.uuid === uuid && conversation.unreadCount !== 0
          ? { ...conversation, unreadCount: 0 }
          : conversation,
      ),
    })),
  };
}
