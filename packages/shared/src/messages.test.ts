import { describe, expect, it } from 'vitest';
import {
  conversationListQuerySchema,
  formatAttachmentSize,
  isMessageAttachmentMime,
  isToastableMessage,
  MESSAGE_ATTACHMENT_ACCEPT,
  MESSAGE_MAX_LENGTH,
  messageContentErrors,
  messageCreatedEventSchema,
  messageListQuerySchema,
  messagePreview,
  sendMessageSchema,
  startConversationSchema,
} from './messages.ts';
import { installValidationMessages } from './validation-messages.ts';
import type { z } from './zod.ts';

installValidationMessages();

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

describe('sendMessageSchema', () => {
  it('trims the content and requires some text', () => {
    expect(sendMessageSchema.parse({ content: '  Hello  ' })).toEqual({ content: 'Hello' });
    expect(errorsOf(sendMessageSchema, { content: '   ' })).toEqual({
      content: ['The content field is required.'],
    });
    expect(errorsOf(sendMessageSchema, {})).toEqual({ content: ['The content field is required.'] });
  });

  it('allows 5000 characters and refuses more', () => {
    expect(sendMessageSchema.safeParse({ content: 'a'.repeat(MESSAGE_MAX_LENGTH) }).success).toBe(true);
    expect(errorsOf(sendMessageSchema, { content: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) })).toEqual({
      content: ['The content may not be greater than 5000 characters.'],
    });
  });
});

describe('startConversationSchema', () => {
  it('needs a candidate id and text', () => {
    expect(startConversationSchema.parse({ candidate_user_id: 12, content: ' Hi ' })).toEqual({
      candidate_user_id: 12,
      content: 'Hi',
    });
    expect(errorsOf(startConversationSchema, { content: '' })).toEqual({
      candidate_user_id: ['The candidate user id field is required.'],
      content: ['The content field is required.'],
    });
  });
});

describe('messageContentErrors', () => {
  it('requires text only when nothing is attached', () => {
    expect(messageContentErrors('', 0)).toEqual({ content: ['The content field is required.'] });
    expect(messageContentErrors('  ', 1)).toEqual({});
    expect(messageContentErrors('Hello', 0)).toEqual({});
    expect(messageContentErrors('a'.repeat(5001), 2)).toEqual({
      content: ['The content may not be greater than 5000 characters.'],
    });
  });
});

describe('list queries', () => {
  it('defaults the conversation list and drops an empty search', () => {
    expect(conversationListQuerySchema.parse({ search: '  ' })).toEqual({ page: 1, per_page: 25 });
    expect(conversationListQuerySchema.parse({ search: ' Ada ', page: '2' })).toEqual({
      page: 2,
      per_page: 25,
      search: 'Ada',
    });
    expect(conversationListQuerySchema.safeParse({ per_page: 101 }).success).toBe(false);
  });

  it('pages messages by before_id with at most 100 a page', () => {
    expect(messageListQuerySchema.parse({})).toEqual({ per_page: 30 });
    expect(messageListQuerySchema.parse({ before_id: '40', per_page: '10' })).toEqual({
      before_id: 40,
      per_page: 10,
    });
    expect(messageListQuerySchema.safeParse({ before_id: 0 }).success).toBe(false);
    expect(messageListQuerySchema.safeParse({ per_page: 101 }).success).toBe(false);
  });
});

describe('attachment types', () => {
  it('accepts PDF, images and DOCX only', () => {
    expect(isMessageAttachmentMime('application/pdf')).toBe(true);
    expect(isMessageAttachmentMime('image/gif')).toBe(true);
    expect(
      isMessageAttachmentMime('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ).toBe(true);
    expect(isMessageAttachmentMime('application/x-msdownload')).toBe(false);
    expect(isMessageAttachmentMime('toString')).toBe(false);
    expect(MESSAGE_ATTACHMENT_ACCEPT.split(',')).toContain('.docx');
  });

  it('formats sizes', () => {
    expect(formatAttachmentSize(12)).toBe('12 B');
    expect(formatAttachmentSize(820 * 1024)).toBe('820 KB');
    expect(formatAttachmentSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatAttachmentSize(10 * 1024 * 1024)).toBe('10 MB');
  });
});

describe('message rules', () => {
  it('never toasts system messages', () => {
    expect(isToastableMessage({ type: 'text' })).toBe(true);
    expect(isToastableMessage({ type: 'system' })).toBe(false);
  });

  it('previews text, else the attachments', () => {
    expect(messagePreview({ content: ' Hello\n\nthere ', attachments: [] })).toBe('Hello there');
    const long = messagePreview({ content: 'word '.repeat(100), attachments: [] });
    expect(long).toHaveLength(140);
    expect(long.endsWith('…')).toBe(true);
    expect(messagePreview({ content: '', attachments: [{ name: 'cv.pdf' }] })).toBe('Sent a file: cv.pdf');
    expect(messagePreview({ content: '', attachments: [{ name: 'a' }, { name: 'b' }] })).toBe('Sent 2 files');
  });

  it('describes the realtime event', () => {
    const event = {
      conversation_uuid: 'c0ffee00-0000-4000-8000-000000000000',
      company_id: 3,
      company_name: 'Acme',
      message: {
        id: 9,
        type: 'text',
        content: 'Hi',
        created_at: '2025-01-01T00:00:00.000Z',
        sender: { id: 4, first_name: 'Ada', last_name: 'Lovelace', avatar: null },
        attachments: [],
        side: 'company',
      },
      set_company_id: null,
    };
    expect(messageCreatedEventSchema.parse(event)).toEqual(event);
    expect(messageCreatedEventSchema.safeParse({ ...event, company_id: 'x' }).success).toBe(false);
  });
});
