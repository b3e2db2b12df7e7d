// Support conversations and messages on the wire (packages/shared/src/support.ts).

import { fullName } from '@hireloop/shared/people';
import { SUPPORT_TEAM_NAME, type SupportConversation, type SupportMessage } from '@hireloop/shared/support';

export interface SupportConversationRow {
  id: number;
  userId: number;
  lastMessageAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  lastMessage: string | null;
  awaitingReply: boolean;
}

export interface SupportMessageRow {
  id: number;
  conversationId: number;
  content: string;
  fromSupport: boolean;
  createdAt: Date;
  senderFirstName: string | null;
  senderLastName: string | null;
}

export function presentSupportConversation(row: SupportConversationRow): SupportConversation {
  return {
    id: row.id,
    user: { id: row.userId, name: fullName(row), email: row.email },
    last_message_at: new Date(row.lastMessageAt).toISOString(),
    last_message: row.lastMessage,
    awaiting_reply: Boolean(row.awaitingReply),
  };
}

/** Support answers carry the team's name with the first name of who wrote them. */
export function presentSupportMessage(row: SupportMessageRow): SupportMessage {
  const sender = row.senderFirstName ?? '';
  return {
    id: row.id,
    conversation_id: row.conversationId,
    content: row.content,
    from_support: row.fromSupport,
    sender_name: row.fromSupport
      ? sender
        ? `${sender} (${SUPPORT_TEAM_NAME})`
        : SUPPORT_TEAM_NAME
      : fullName({ firstName: sender, lastName: row.senderLastName ?? '' }),
    created_at: new Date(row.createdAt).toISOString(),
  };
}
