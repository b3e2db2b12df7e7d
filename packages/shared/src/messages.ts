// Messaging between a company and a candidate (SPEC.md §3 Conversation, Message; §4 "Notification
// toasts"): the API payloads, the response shapes and the realtime event `message.created`. The
// limits and rules live in message-rules.ts (re-exported here), which pages import without zod.
// docs/api/messages.md describes the endpoints.

import { pageMetaSchema, paginationQuerySchema } from './api.ts';
import { MAX_PER_PAGE } from './constants.ts';
import {
  CONVERSATION_SEARCH_MAX_LENGTH,
  DEFAULT_MESSAGES_PER_PAGE,
  MESSAGE_MAX_LENGTH,
  MESSAGE_SIDES,
  MESSAGE_TYPES,
} from './message-rules.ts';
import { z } from './zod.ts';

export * from './message-rules.ts';

// ---------------------------------------------------------------------------------------------
// Requests.

/** Trimmed message text; may be empty only when files are attached (see `messageContentErrors`). */
export const messageContentSchema = z.string().trim().max(MESSAGE_MAX_LENGTH);

/** POST /api/conversations/{uuid}/messages as JSON. */
export const sendMessageSchema = z.object({ content: messageContentSchema.min(1) });
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** POST /api/company-conversations: start a conversation with a candidate, or reuse the existing one. */
export const startConversationSchema = z.object({
  candidate_user_id: z.number().int().positive(),
  content: messageContentSchema.min(1),
});
export type StartConversationInput = z.infer<typeof startConversationSchema>;

/** GET /api/conversations and /api/company-conversations. */
export const conversationListQuerySchema = paginationQuerySchema.extend({
  search: z
    .string()
    .trim()
    .max(CONVERSATION_SEARCH_MAX_LENGTH)
    .optional()
    .transform((value) => value || undefined),
});
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

/**
 * GET /api/conversations/{uuid}/messages. Keyset pagination (newest first, older pages by
 * `before_id`) instead of page numbers: messages arriving while someone scrolls back would shift
 * numbered pages and show the same message twice.
 */
export const messageListQuerySchema = z.object({
  before_id: z.coerce.number().int().positive().optional(),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_MESSAGES_PER_PAGE),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Responses.

export const messagePersonSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
});
export type MessagePerson = z.infer<typeof messagePersonSchema>;

export const messageAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  /** Download URL (participants only; served as an attachment). */
  url: z.string(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  type: z.enum(MESSAGE_TYPES),
  content: z.string(),
  created_at: z.string(),
  /** Null for system messages (and for a sender whose account was deleted). */
  sender: messagePersonSchema.nullable(),
  attachments: z.array(messageAttachmentSchema),
  side: z.enum(MESSAGE_SIDES),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationUserSchema = z.object({
  user_id: z.number().int(),
  /** Titles of the company's opportunities the candidate applied to. */
  opportunity_titles: z.array(z.string()),
});

export const conversationSchema = z.object({
  uuid: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  company_avatar: z.string().nullable(),
  candidate: messagePersonSchema,
  conversation_users: z.array(conversationUserSchema),
  last_message: messageSchema.nullable(),
  /** Messages from the other side newer than the caller's read position. */
  unread_count: z.number().int(),
  last_message_at: z.string(),
  abilities: z.object({ send: z.boolean() }),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.object({ data: z.array(conversationSchema), meta: pageMetaSchema });
export type ConversationList = z.infer<typeof conversationListSchema>;

export const messagePageSchema = z.object({
  data: z.array(messageSchema),
  meta: z.object({
    per_page: z.number().int(),
    has_more: z.boolean(),
    /** Pass as `before_id` to load older messages; null when there are none. */
    next_before_id: z.number().int().nullable(),
  }),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const conversationReadSchema = z.object({ last_read_message_id: z.number().int() });

/** GET /api/messages/unread-count: conversations with unread messages, per side. */
export const unreadMessageCountSchema = z.object({ candidate: z.number().int(), company: z.number().int() });
export type UnreadMessageCount = z.infer<typeof unreadMessageCountSchema>;

/** Realtime `message.created` on `private-App.Models.User.{id}` of every recipient. */
export const messageCreatedEventSchema = z.object({
  conversation_uuid: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  message: messageSchema,
  /** The company to switch to when the recipient is on the company side; null for the candidate. */
  set_company_id: z.number().int().nullable(),
});
export type MessageCreatedEvent = z.infer<typeof messageCreatedEventSchema>;
