// Query keys of the messages feature; everything lives under ['messages'] so one invalidation
// refreshes it all.
import { UNREAD_MESSAGE_COUNT_QUERY_KEY } from '#web/lib/unread-message-count.ts';
import type { MessagingSide } from './message-types.ts';

export const MESSAGES_KEY = ['messages'] as const;

export const messageKeys = {
  conversationLists: (side: MessagingSide) => [...MESSAGES_KEY, 'conversations', side] as const,
  conversationList: (side: MessagingSide, search: string) =>
    [...MESSAGES_KEY, 'conversations', side, { search }] as const,
  conversation: (uuid: string) => [...MESSAGES_KEY, 'conversation', uuid] as const,
  /** Not under `conversationLists`: its data is one conversation, not a list of pages. */
  conversationWithCandidate: (candidateUserId: number | null) =>
    [...MESSAGES_KEY, 'conversation-with-candidate', candidateUserId] as const,
  thread: (uuid: string) => [...MESSAGES_KEY, 'thread', uuid] as const,
  unreadCount: () => UNREAD_MESSAGE_COUNT_QUERY_KEY,
};
