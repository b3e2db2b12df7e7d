// Messaging between a company and a candidate (SPEC.md §3 Conversation, Message; §4 "Notification
// toasts"): limits, the API payloads, the response shapes and the realtime event `message.created`.
// docs/api/messages.md describes the endpoints.

import { pageMetaSchema, paginationQuerySchema } from './api.ts';
import { MAX_PER_PAGE } from './constants.ts';
import { z } from './zod.ts';

export const MESSAGE_MAX_LENGTH = 5000;
export const MAX_MESSAGE_ATTACHMENTS = 5;
export const MAX_MESSAGE_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_MESSAGE_ATTACHMENT_NAME_LENGTH = 255;
/** Messages per page of a conversation when the client does not ask for a number. */
export const DEFAULT_MESSAGES_PER_PAGE = 30;
/** A recipient gets one new-message notification (and so one email) per conversation in this window. */
export const NEW_MESSAGE_NOTIFICATION_QUIET_MINUTES = 10;
export const CONVERSATION_SEARCH_MAX_LENGTH = 100;

export const MESSAGE_CREATED_EVENT = 'message.created';

export const MESSAGE_TYPES = ['text', 'system'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Who wrote a message: unread counts and notifications go to the other side. */
export const MESSAGE_SIDES = ['company', 'candidate', 'system'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Allowed attachment types (checked by content on the server) and their extensions. */
export const MESSAGE_ATTACHMENT_TYPES = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  [DOCX_MIME]: 'docx',
} as const satisfies Record<string, string>;
export type MessageAttachmentMime = keyof typeof MESSAGE_ATTACHMENT_TYPES;

/** For `<input type="file" accept>`: the same list as extensions and types. */
export const MESSAGE_ATTACHMENT_ACCEPT = [
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.docx',
  ...Object.keys(MESSAGE_ATTACHMENT_TYPES),
].join(',');

export const MESSAGE_ATTACHMENT_TYPES_TEXT =
  'a PDF, a PNG, JPEG, GIF or WebP image, or a Word (.docx) document';

export function isMessageAttachmentMime(value: string): value is MessageAttachmentMime {
  return Object.hasOwn(MESSAGE_ATTACHMENT_TYPES, value);
}

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

/** The 422 errors of a message body: text is required unless files are attached. */
export function messageContentErrors(content: string, fileCount: number): Record<string, string[]> {
  const trimmed = content.trim();
  if (trimmed.length > MESSAGE_MAX_LENGTH) {
    return { content: [`The content may not be greater than ${MESSAGE_MAX_LENGTH} characters.`] };
  }
  if (trimmed === '' && fileCount === 0) return { content: ['The content field is required.'] };
  return {};
}

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

// ---------------------------------------------------------------------------------------------
// Rules.

/** SPEC.md §3: system messages never make a toast (nor a notification). */
export function isToastableMessage(message: Pick<Message, 'type'>): boolean {
  return message.type !== 'system';
}

const PREVIEW_LENGTH = 140;

/** A one-line preview for lists and notifications: the text, or what was attached. */
export function messagePreview(message: {
  content: string;
  attachments: readonly { name: string }[];
}): string {
  const text = message.content.replace(/\s+/g, ' ').trim();
  if (text) return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : text;
  const count = message.attachments.length;
  if (count === 0) return '';
  if (count === 1) return `Sent a file: ${message.attachments[0]!.name}`;
  return `Sent ${count} files`;
}

/** "1.5 MB", "820 KB", "12 B": attachment sizes in lists. */
export function formatAttachmentSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const megabytes = bytes / 1024 / 1024;
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}
