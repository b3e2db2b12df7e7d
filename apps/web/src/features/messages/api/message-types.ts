// Conversations and messages as the client sees them: the wire shapes of
// packages/shared/src/messages.ts with camelCased keys (DESIGN.md §3).
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type {
  UnreadMessageCount,
  Conversation as WireConversation,
  Message as WireMessage,
  MessageAttachment as WireMessageAttachment,
  MessageCreatedEvent as WireMessageCreatedEvent,
  MessagePage as WireMessagePage,
  MessagePerson as WireMessagePerson,
} from '@hireloop/shared/messages';

/** Which account the page reads as: the personal (candidate) one or the active company. */
export type MessagingSide = 'candidate' | 'company';

export type MessagePerson = CamelCasedKeys<WireMessagePerson>;
export type MessageAttachment = CamelCasedKeys<WireMessageAttachment>;
export type Message = CamelCasedKeys<WireMessage>;
export type Conversation = CamelCasedKeys<WireConversation>;
export type MessagesPage = CamelCasedKeys<WireMessagePage>;
export type MessageCreatedEvent = CamelCasedKeys<WireMessageCreatedEvent>;
export type UnreadCounts = UnreadMessageCount;

/** A message in the thread: sent ones, and those being sent (negative id until the server answers). */
export interface ThreadMessage extends Message {
  pending?: boolean;
}
