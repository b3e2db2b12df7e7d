// Loading conversations and messages for presenting: a fixed number of queries per page, whatever
// its size (senders and attachments in one query each, never one per message).
import type { MessageSide, MessageType } from '@hireloop/shared/messages';
import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  applications,
  companies,
  conversationReads,
  conversations,
  messageAttachments,
  messages,
  opportunities,
  users,
} from '../../db/schema.ts';
import type { ConversationSide } from './messages.policy.ts';
import type { ConversationSummary, ConversationView, MessageView, PersonView } from './messages.presenter.ts';

export type MessageRow = typeof messages.$inferSelect;

const conversationColumns = {
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

/** The side whose messages count as unread for a viewer on `side`; system messages never do. */
export function otherSide(side: ConversationSide): MessageSide {
  return side === 'candidate' ? 'company' : 'candidate';
}

export interface ConversationViewer {
  side: ConversationSide;
  userId: number;
  canSend: boolean;
}

/** Last message, unread count and opportunity titles of a page of conversations: four queries. */
export async function summarizeConversations(
  db: Database,
  views: readonly ConversationView[],
  viewer: ConversationViewer,
): Promise<ConversationSummary[]> {
  if (views.length === 0) return [];
  const ids = views.map((view) => view.id);
  const [lastRows, unread, titles] = await Promise.all([
    // The newest message of each conversation, read from the (conversation_id, id desc) index.
    db
      .selectDistinctOn([messages.conversationId])
      .from(messages)
      .where(inArray(messages.conversationId, ids))
      .orderBy(messages.conversationId, desc(messages.id)),
    db
      .select({ conversationId: messages.conversationId, count: sql<number>`count(*)::int` })
      .from(messages)
      .leftJoin(
        conversationReads,
        and(
          eq(conversationReads.conversationId, messages.conversationId),
          eq(conversationReads.userId, viewer.userId),
        ),
      )
      .where(
        and(
          inArray(messages.conversationId, ids),
          eq(messages.senderSide, otherSide(viewer.side)),
          gt(messages.id, sql`coalesce(${conversationReads.lastReadMessageId}, 0)`),
        ),
      )
      .groupBy(messages.conversationId),
    // One side of every pair is fixed (the candidate's own list, or the active company's), so
    // filtering each column by its set and matching pairs below is exact.
    db
      .select({
        companyId: applications.companyId,
        candidateUserId: applications.candidateUserId,
        title: opportunities.title,
      })
      .from(applications)
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
      .where(
        and(
          inArray(applications.companyId, [...new Set(views.map((view) => view.companyId))]),
          inArray(applications.candidateUserId, [...new Set(views.map((view) => view.candidate.id))]),
          ne(applications.status, 'draft'),
        ),
      )
      .orderBy(asc(applications.createdAt), asc(applications.id)),
  ]);
  const lastViews = await loadMessageViews(db, lastRows);
  const lastByConversation = new Map(lastViews.map((message) => [message.conversationId, message]));
  const unreadByConversation = new Map(unread.map((row) => [row.conversationId, row.count]));
  return views.map((view) => ({
    ...view,
    lastMessage: lastByConversation.get(view.id) ?? null,
    unreadCount: unreadByConversation.get(view.id) ?? 0,
    opportunityTitles: [
      ...new Set(
        titles
          .filter((row) => row.companyId === view.companyId && row.candidateUserId === view.candidate.id)
          .map((row) => row.title),
      ),
    ],
    canSend: viewer.canSend,
  }));
}
