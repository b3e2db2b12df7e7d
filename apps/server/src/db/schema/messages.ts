// Conversations between a company and a candidate (one per pair), their messages, attachments and
// each participant's read position.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

export const conversations = pgTable(
  'conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateUserId: bigint('candidate_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Newest message time: the order of conversation lists. */
    lastMessageAt: tz('last_message_at').notNull().defaultNow(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_uuid_unique').on(table.uuid),
    uniqueIndex('conversations_company_candidate_unique').on(table.companyId, table.candidateUserId),
    index('conversations_company_last_message_idx').on(table.companyId, table.lastMessageAt.desc()),
    index('conversations_candidate_last_message_idx').on(table.candidateUserId, table.lastMessageAt.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null for system messages. */
    senderUserId: bigint('sender_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Which side wrote it: unread counts and notifications go to the other side. */
    senderSide: text('sender_side').notNull(),
    type: text('type').notNull().default('text'),
    content: text('content').notNull().default(''),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('messages_conversation_id_idx').on(table.conversationId, table.id.desc()),
    check('messages_sender_side_check', sql`${table.senderSide} in ('company', 'candidate', 'system')`),
    check('messages_type_check', sql`${table.type} in ('text', 'system')`),
  ],
);

export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    storagePath: text('storage_path').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [index('message_attachments_message_id_idx').on(table.messageId)],
);

/** The newest message each user has read in a conversation (company users read per person). */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_reads_user_id_idx').on(table.userId),
  ],
);

/**
 * Support conversations (the built-in chat-support launcher): one per user, answered by the
 * Hireloop support team (super admins). Kept apart from company–candidate conversations, which are
 * scoped to a company.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: tz('last_message_at').notNull().defaultNow(),
    /** Newest message the user has read; support's unread state is `awaiting_reply`. */
    userLastReadMessageId: bigint('user_last_read_message_id', { mode: 'number' }).notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('support_conversations_user_unique').on(table.userId),
    index('support_conversations_last_message_idx').on(table.lastMessageAt.desc(), table.id.desc()),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    senderUserId: bigint('sender_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Written by the support team (a super admin), not by the conversation's user. */
    fromSupport: boolean('from_support').notNull(),
    content: text('content').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [index('support_messages_conversation_id_idx').on(table.conversationId, table.id.desc())],
);
