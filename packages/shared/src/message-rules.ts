// Messaging's limits, kinds and rules without its schemas (SPEC.md §3 Conversation, Message; §4
// "Notification toasts"): what the web client's menus, toasts and lists need on every signed-in
// page, so that they do not bring zod into its first download (issue 16). messages.ts re-exports
// all of it with the payload and response schemas.

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

/** The 422 errors of a message body: text is required unless files are attached. */
export function messageContentErrors(content: string, fileCount: number): Record<string, string[]> {
  const trimmed = content.trim();
  if (trimmed.length > MESSAGE_MAX_LENGTH) {
    return { content: [`The content may not be greater than ${MESSAGE_MAX_LENGTH} characters.`] };
  }
  if (trimmed === '' && fileCount === 0) return { content: ['The content field is required.'] };
  return {};
}

// ---------------------------------------------------------------------------------------------
// Rules.

/** SPEC.md §3: system messages never make a toast (nor a notification). */
export function isToastableMessage(message: { type: MessageType }): boolean {
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
