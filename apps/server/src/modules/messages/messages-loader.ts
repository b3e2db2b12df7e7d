// Loading conversations and messages for presenting: a fixed number of queries per page, whatever
// its size (senders and attachments in one query each, never one per message).
import type { MessageSide, MessageType } from '@hireloop/shared/messages';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { companies, conversations, messageAttachments, type messages, users } from '#server/db/schema.ts';
import type { MessageView, PersonView } from './messages.presenter.ts';

export type MessageRow = typeof messages.$inferSelect;

/** A conversation with its company and candidate, as ConversationView has it. */
export const conversationColumns = {
  id: conversations.id,
  uuid: conversations.uuid,
  companyId: conversations.companyId,
  companyName: companies.name,
  companyAvatarPath: companies.avatarPath,
  candidate: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    avatarPath: users.avatarPath,
  },
  lastMessageAt: conversations.lastMessageAt,
};

/** Conversations joined with their company and candidate; callers add where/order/limit. */
export function selectConversationViews(db: Database) {
  return db
    .select(conversationColumns)
    .from(conversations)
    .innerJoin(companies, eq(companies.id, conversations.companyId))
    .innerJoin(users, eq(users.id, conversations.candidateUserId));
}

export async function loadMessageViews(db: Database, rows: readonly MessageRow[]): Promise<MessageView[]> {
  if (rows.length === 0) return [];
  const senderIds = [
    ...new Set(rows.flatMap((row) => (row.senderUserId === null ? [] : [row.senderUserId]))),
  ];
  const [senders, attachments] = await Promise.all([
    senderIds.length === 0
      ? Promise.resolve([] as PersonView[])
      : db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            avatarPath: users.avatarPath,
          })
          .from(users)
          .where(inArray(users.id, senderIds)),
    db
      .select({
        id: messageAttachments.id,
        messageId: messageAttachments.messageId,
        originalName: messageAttachments.originalName,
        mimeType: messageAttachments.mimeType,
        sizeBytes: messageAttachments.sizeBytes,
      })
      .from(messageAttachments)
      .where(
        inArray(
          messageAttachments.messageId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(messageAttachments.id)),
  ]);
  const senderById = new Map(senders.map((sender) => [sender.id, sender]));
  const attachmentsByMessage = new Map<number, MessageView['attachments']>();
  for (const { messageId, ...attachment } of attachments) {
    const list = attachmentsByMessage.get(messageId) ?? [];
    list.push(attachment);
    attachmentsByMessage.set(messageId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    conversationId: row.conversationId,
    type: row.type as MessageType,
    side: row.senderSide as MessageSide,
    content: row.content,
    createdAt: row.createdAt,
    sender: row.senderUserId === null ? null : (senderById.get(row.senderUserId) ?? null),
    attachments: attachmentsByMessage.get(row.id) ?? [],
  }));
}
