// Writing and reading messages. Every write runs in one transaction, which also queues the
// message's realtime events and notifications (message-delivery.ts, decision 036). `sendCompanyMessage` is the entry point other
// modules use (pipeline events post system messages through it).
import type { MessageListQuery, MessageSide, MessageType } from '@hireloop/shared/messages';
import { messageContentErrors } from '@hireloop/shared/messages';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from '#server/db/client.ts';
import { conversationReads, conversations, messageAttachments, messages } from '#server/db/schema.ts';
import { notFound, validation } from '#server/lib/errors.ts';
import { checkAttachments } from '../files/attachment-checks.ts';
import { libraryFilesForMessage, recordMessageFiles } from '../files/message-files.ts';
import type { NotifyContext } from '../notifications/notify.ts';
import {
  removeStoredAttachments,
  type StoredAttachment,
  storeAttachments,
} from './message-attachments.service.ts';
import { deliverMessage } from './message-delivery.ts';
import type { MessageForm } from './message-form.ts';
import type { ConversationParticipant } from './messages.policy.ts';
import * as messagesPolicy from './messages.policy.ts';
import type { ConversationView, MessageView } from './messages.presenter.ts';
import { loadMessageViews, type MessageRow, selectConversationViews } from './messages-loader.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface NewMessage {
  conversationId: number;
  senderUserId: number | null;
  side: MessageSide;
  type: MessageType;
  content: string;
  attachments: readonly StoredAttachment[];
}

/** The conversation of a company and a candidate, created on first use (one per pair). */
export async function findOrCreateConversation(tx: Transaction, companyId: number, candidateUserId: number) {
  const [created] = await tx
    .insert(conversations)
    .values({ companyId, candidateUserId })
    .onConflictDoNothing({ target: [conversations.companyId, conversations.candidateUserId] })
    .returning({ id: conversations.id, uuid: conversations.uuid });
  if (created) return { ...created, created: true };
  const [existing] = await tx
    .select({ id: conversations.id, uuid: conversations.uuid })
    .from(conversations)
    .where(and(eq(conversations.companyId, companyId), eq(conversations.candidateUserId, candidateUserId)));
  return { ...existing!, created: false };
}

/** Moves a user's read position forward (never back) to `messageId`, or to the newest message. */
export async function advanceReadPosition(
  tx: Transaction | Database,
  conversationId: number,
  userId: number,
  messageId?: number,
): Promise<number> {
  const target =
    messageId ??
    sql<number>`(select coalesce(max(${messages.id}), 0) from ${messages} where ${messages.conversationId} = ${conversationId})`;
  const [read] = await tx
    .insert(conversationReads)
    .values({ conversationId, userId, lastReadMessageId: target })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: {
        lastReadMessageId: sql`greatest(${conversationReads.lastReadMessageId}, excluded.last_read_message_id)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ lastReadMessageId: conversationReads.lastReadMessageId });
  return read!.lastReadMessageId;
}

/** Inserts the message and its attachments, bumps the conversation, and marks it read for the sender. */
export async function insertMessage(tx: Transaction, input: NewMessage): Promise<MessageRow> {
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId: input.conversationId,
      senderUserId: input.senderUserId,
      senderSide: input.side,
      type: input.type,
      content: input.content,
    })
    .returning();
  const message = row!;
  if (input.attachments.length > 0) {
    await tx.insert(messageAttachments).values(
      input.attachments.map((attachment) => ({
        messageId: message.id,
        storagePath: attachment.storagePath,
        originalName: attachment.originalName,
        mimeType: attachment.mimeType,
        sizeBytes: attachment.sizeBytes,
      })),
    );
  }
  await tx
    .update(conversations)
    .set({ lastMessageAt: message.createdAt })
    .where(eq(conversations.id, input.conversationId));
  // Someone who writes has read everything before their own message.
  if (input.senderUserId !== null) {
    await advanceReadPosition(tx, input.conversationId, input.senderUserId, message.id);
  }
  return message;
}

export async function loadConversationView(db: Database, conversationId: number): Promise<ConversationView> {
  const [view] = await selectConversationViews(db).where(eq(conversations.id, conversationId)).limit(1);
  if (!view) throw notFound('Conversation not found.');
  return view;
}

/**
 * Presents the message and queues its delivery, with `ctx.db` the transaction that inserted it
 * (never after the commit: a crash in between would lose the delivery); returns what the sender's
 * response shows.
 */
export async function presentAndDeliverMessage(
  ctx: NotifyContext,
  conversation: ConversationView,
  row: MessageRow,
): Promise<MessageView> {
  const [message] = await loadMessageViews(ctx.db, [row]);
  await deliverMessage(ctx, conversation, message!);
  return message!;
}

/**
 * A message from the company to a candidate, creating their conversation when missing. Trusted
 * callers only (no role check): routes authorize before calling; system messages (pipeline
 * events) pass `type: 'system'` and no sender. Called with a transaction as `ctx.db` (an offer
 * sent, an interview link), the message joins it as a savepoint: it commits with that write.
 */
export async function sendCompanyMessage(
  ctx: NotifyContext,
  input: {
    companyId: number;
    candidateUserId: number;
    senderUserId: number | null;
    content: string;
    type?: 'text' | 'system';
  },
): Promise<{ conversationUuid: string; messageId: number }> {
  const type = input.type ?? 'text';
  const content = input.content.trim();
  const errors = messageContentErrors(content, 0);
  if (Object.keys(errors).length > 0) throw validation(errors);
  const { conversation, row } = await ctx.db.transaction(async (tx) => {
    const conversation = await findOrCreateConversation(tx, input.companyId, input.candidateUserId);
    const row = await insertMessage(tx, {
      conversationId: conversation.id,
      senderUserId: type === 'system' ? null : input.senderUserId,
      side: type === 'system' ? 'system' : 'company',
      type,
      content,
      attachments: [],
    });
    // Delivered in the same transaction (decision 029).
    await presentAndDeliverMessage({ ...ctx, db: tx }, await loadConversationView(tx, conversation.id), row);
    return { conversation, row };
  });
  return { conversationUuid: conversation.uuid, messageId: row.id };
}

/**
 * A participant's message with optional attachments. Everything is checked before anything is
 * stored; files stored before a failed database write are removed again.
 */
export async function sendConversationMessage(
  ctx: NotifyContext,
  storage: FileStorage,
  target: { conversation: ConversationView; participant: ConversationParticipant },
  /** The form, or how to read it: called only once the sender may send (no upload read before). */
  formOrReader: MessageForm | (() => Promise<MessageForm>),
): Promise<MessageView> {
  const { conversation, participant } = target;
  messagesPolicy.authorize(participant, 'send');
  const form = typeof formOrReader === 'function' ? await formOrReader() : formOrReader;
  const content = form.content.trim();
  const libraryIds = form.libraryFileIds ?? [];
  if (participant.side !== 'company' && libraryIds.length > 0) {
    throw validation({ library_file_ids: ['Only the company can attach files from its library.'] });
  }
  const library =
    participant.side === 'company'
      ? await libraryFilesForMessage(ctx.db, conversation.companyId, libraryIds, form.files.length)
      : [];
  const checked = await checkAttachments(form.files);
  const errors = {
    ...messageContentErrors(content, form.files.length + library.length),
    ...checked.errors,
  };
  if (Object.keys(errors).length > 0) throw validation(errors);

  const stored = await storeAttachments(storage, conversation.id, checked.attachments);
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await insertMessage(tx, {
        conversationId: conversation.id,
        senderUserId: participant.userId,
        side: participant.side,
        type: 'text',
        content,
        attachments: [...stored, ...library],
      });
      if (participant.side === 'company' && (library.length > 0 || form.addToLibrary)) {
        await recordMessageFiles(tx, {
          companyId: conversation.companyId,
          userId: participant.userId,
          messageId: row.id,
          library,
          uploadsToKeep: form.addToLibrary ? stored : [],
        });
      }
      // Delivered in the same transaction (decision 029).
      return presentAndDeliverMessage({ ...ctx, db: tx }, conversation, row);
    });
  } catch (error) {
    // Only this message's uploads: library files belong to the library.
    await removeStoredAttachments(storage, stored);
    throw error;
  }
}

/** Newest first; `before_id` continues below the last message of the previous page. */
export async function listMessages(db: Database, conversation: ConversationView, query: MessageListQuery) {
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversation.id),
        query.before_id === undefined ? undefined : lt(messages.id, query.before_id),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(query.per_page + 1);
  const hasMore = rows.length > query.per_page;
  const page = rows.slice(0, query.per_page);
  return {
    messages: await loadMessageViews(db, page),
    hasMore,
    nextBeforeId: hasMore ? (page.at(-1)?.id ?? null) : null,
  };
}
