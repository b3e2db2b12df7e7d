// The built-in chat support (issue 22): a conversation between one user and the Hireloop support
// team (super admins), used when Intercom is not configured.
import { paginatedSchema, paginationQuerySchema } from './api.ts';
import { messageContentSchema } from './messages.ts';
import { z } from './zod.ts';

export * from './support-constants.ts';

export const sendSupportMessageSchema = z.object({
  content: messageContentSchema
    .min(1, 'The content field is required.')
    .refine((value) => !value.includes('\u0000'), 'The content may not contain NUL bytes.'),
});

export const supportMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  content: z.string(),
  from_support: z.boolean(),
  sender_name: z.string(),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportConversationSchema = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  last_message_at: z.string(),
  last_message: z.string().nullable(),
  /** The user wrote last: the support team owes an answer. */
  awaiting_reply: z.boolean(),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

/** The user's own conversation (null until the first message) with its newest messages. */
export const ownSupportThreadSchema = z.object({
  conversation: supportConversationSchema.nullable(),
  messages: z.array(supportMessageSchema),
});
export type OwnSupportThread = z.infer<typeof ownSupportThreadSchema>;

export const supportConversationListSchema = paginatedSchema(supportConversationSchema);
export const supportMessageListSchema = paginatedSchema(supportMessageSchema);
export const supportListQuerySchema = paginationQuerySchema;
