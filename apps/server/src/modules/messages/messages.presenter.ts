// Conversations and messages on the wire (packages/shared/src/messages.ts), built from loaded views.
import type {
  Conversation,
  Message,
  MessageCreatedEvent,
  MessagePerson,
  MessageSide,
  MessageType,
} from '@hireloop/shared/messages';
import { companyAvatarUrl } from '../accounts/accounts.presenter.ts';
import { avatarUrl } from '../accounts/avatar-files.ts';

export interface PersonView {
  id: number;
  firstName: string;
  lastName: string;
  avatarPath: string | null;
}

export interface AttachmentView {
  id: number;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
}

/** A message with its sender and attachments, loaded in batches (messages-loader.ts). */
export interface MessageView {
  id: number;
  conversationId: number;
  type: MessageType;
  side: MessageSide;
  content: string;
  createdAt: Date;
  sender: PersonView | null;
  attachments: AttachmentView[];
}

/** A conversation row with its company and candidate. */
export interface ConversationView {
  id: number;
  uuid: string;
  companyId: number;
  companyName: string;
  companyAvatarPath: string | null;
  candidate: PersonView;
  lastMessageAt: Date;
}

export interface ConversationSummary extends ConversationView {
  lastMessage: MessageView | null;
  unreadCount: number;
  opportunityTitles: string[];
  canSend: boolean;
}

export function userAvatarUrl(user: { id: number; avatarPath: string | null }): string | null {
  return avatarUrl('users', user.id, user.avatarPath);
}

export function presentPerson(person: PersonView): MessagePerson {
  return {
    id: person.id,
    first_name: person.firstName,
    last_name: person.lastName,
    avatar: userAvatarUrl(person),
  };
}

export function presentMessage(message: MessageView): Message {
  return {
    id: message.id,
    type: message.type,
    content: message.content,
    created_at: message.createdAt.toISOString(),
    sender: message.sender ? presentPerson(message.sender) : null,
    attachments: message.attachments.map((attachment) => ({
      id: attachment.id,
      name: attachment.originalName,
      mime_type: attachment.mimeType,
      size_bytes: attachment.sizeBytes,
      url: `/api/message-attachments/${attachment.id}`,
    })),
    side: message.side,
  };
}

export function presentConversation(conversation: ConversationSummary): Conversation {
  return {
    uuid: conversation.uuid,
    company_id: conversation.companyId,
    company_name: conversation.companyName,
    company_avatar: companyAvatarUrl({
      id: conversation.companyId,
      avatarPath: conversation.companyAvatarPath,
    }),
    candidate: presentPerson(conversation.candidate),
    conversation_users: [
      { user_id: conversation.candidate.id, opportunity_titles: conversation.opportunityTitles },
    ],
    last_message: conversation.lastMessage ? presentMessage(conversation.lastMessage) : null,
    unread_count: conversation.unreadCount,
    last_message_at: conversation.lastMessageAt.toISOString(),
    abilities: { send: conversation.canSend },
  };
}

export function presentMessageCreatedEvent(
  conversation: Pick<ConversationView, 'uuid' | 'companyId' | 'companyName'>,
  message: MessageView,
  recipientSide: 'candidate' | 'company',
): MessageCreatedEvent {
  return {
    conversation_uuid: conversation.uuid,
    company_id: conversation.companyId,
    company_name: conversation.companyName,
    message: presentMessage(message),
    set_company_id: recipientSide === 'company' ? conversation.companyId : null,
  };
}
