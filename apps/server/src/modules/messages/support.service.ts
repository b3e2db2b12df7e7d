// The built-in chat support (issue 22): each user's one conversation with the Hireloop support team
// (super admins with two-factor, the admin area's rule). A user reads and writes only their own;
// the team reads and answers all of them. Every message is pushed live to the user and to every
// super admin, queued in the message's transaction (decision 036).

import type { PaginationQuery } from '@hireloop/shared/api';
import { SUPPORT_MESSAGE_CREATED_EVENT } from '@hireloop/shared/support';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { authorizeAdmin } from '#server/access/super-admin.ts';
import type { Database } from '#server/db/client.ts';
import { supportConversations, supportMessages, users } from '#server/db/schema.ts';
import { outboxBroadcaster } from '#server/jobs/outbox.ts';
import { notFound } from '#server/lib/errors.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import { broadcastToUsers } from '#server/realtime/broadcast-to-users.ts';
import {
  presentSupportConversation,
  presentSupportMessage,
  type SupportConversationRow,
  type SupportMessageRow,
} from './support.presenter.ts';

/** Messages of the user's own thread shown at once (the newest). */
const OWN_THREAD_LIMIT = 100;

const conversationColumns = {
  id: supportConversations.id,
  userId: supportConversations.userId,
  lastMessageAt: supportConversations.lastMessageAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  lastMessage: sql<
    string | null
  >`(select m.content from support_messages m where m.conversation_id = ${supportConversations.id} order by m.id desc limit 1)`,
  awaitingReply: sql<boolean>`coalesce((select not m.from_support from support_messages m where m.conversation_id = ${supportConversations.id} order by m.id desc limit 1), false)`,
};

const messageColumns = {
  id: supportMessages.id,
  conversationId: supportMessages.conversationId,
  content: supportMessages.content,
  fromSupport: supportMessages.fromSupport,
  createdAt: supportMessages.createdAt,
  senderFirstName: users.firstName,
  senderLastName: users.lastName,
};

async function conversationRow(
  db: Database,
  where: ReturnType<typeof eq>,
): Promise<SupportConversationRow | null> {
  const [row] = await db
    .select(conversationColumns)
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .where(where);
  return row ?? null;
}

async function messagesOf(db: Database, conversationId: number, limit: number, offset: number) {
  return db
    .select(messageColumns)
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.senderUserId))
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(desc(supportMessages.id))
    .limit(limit)
    .offset(offset);
}

/** The user's own conversation (null before their first message), oldest message first. */
export async function ownSupportThread(db: Database, userId: number) {
  const conversation = await conversationRow(db, eq(supportConversations.userId, userId));
  if (!conversation) return { conversation: null, messages: [] };
  const rows = await messagesOf(db, conversation.id, OWN_THREAD_LIMIT, 0);
  return {
    conversation: presentSupportConversation(conversation),
    messages: rows.reverse().map(presentSupportMessage),
  };
}

async function superAdminIds(db: Database): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.isSuperAdmin, true));
  return rows.map((row) => row.id);
}

async function insertMessage(
  tx: Database,
  input: {
    conversationId: number;
    conversationUserId: number;
    senderUserId: number;
    fromSupport: boolean;
    content: string;
  },
): Promise<SupportMessageRow> {
  const [inserted] = await tx
    .insert(supportMessages)
    .values({
      conversationId: input.conversationId,
      senderUserId: input.senderUserId,
      fromSupport: input.fromSupport,
      content: input.content,
    })
    .returning({ id: supportMessages.id, createdAt: supportMessages.createdAt });
  await tx
    .update(supportConversations)
    .set({ lastMessageAt: inserted!.createdAt })
    .where(eq(supportConversations.id, input.conversationId));
  const [sender] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, input.senderUserId));
  const row: SupportMessageRow = {
    id: inserted!.id,
    conversationId: input.conversationId,
    content: input.content,
    fromSupport: input.fromSupport,
    createdAt: inserted!.createdAt,
    senderFirstName: sender?.firstName ?? null,
    senderLastName: sender?.lastName ?? null,
  };
  const conversation = await conversationRow(tx, eq(supportConversations.id, input.conversationId));
  await broadcastToUsers(
    outboxBroadcaster(tx),
    [input.conversationUserId, ...(await superAdminIds(tx))],
    SUPPORT_MESSAGE_CREATED_EVENT,
    { message: presentSupportMessage(row), conversation: presentSupportConversation(conversation!) },
  );
  return row;
}

/** The user writes to support; their conversation starts with the first message. */
export async function sendSupportMessage(db: Database, userId: number, content: string) {
  const row = await db.transaction(async (tx) => {
    await tx.insert(supportConversations).values({ userId }).onConflictDoNothing();
    const [conversation] = await tx
      .select({ id: supportConversations.id })
      .from(supportConversations)
      .where(eq(supportConversations.userId, userId));
    return insertMessage(tx, {
      conversationId: conversation!.id,
      conversationUserId: userId,
      senderUserId: userId,
      fromSupport: false,
      content,
    });
  });
  return presentSupportMessage(row);
}

/** Support's inbox: every conversation, the most recent first. */
export async function listSupportConversations(db: Database, adminId: number, query: PaginationQuery) {
  await authorizeAdmin(db, adminId);
  const [rows, [total]] = await Promise.all([
    db
      .select(conversationColumns)
      .from(supportConversations)
      .innerJoin(users, eq(users.id, supportConversations.userId))
      .orderBy(desc(supportConversations.lastMessageAt), desc(supportConversations.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(supportConversations),
  ]);
  return { rows: rows.map(presentSupportConversation), total: total?.total ?? 0 };
}

/** One conversation's messages for support, newest first (the client shows them oldest first). */
export async function supportConversationMessages(
  db: Database,
  adminId: number,
  conversationId: number,
  query: PaginationQuery,
) {
  await authorizeAdmin(db, adminId);
  const conversation = await conversationRow(db, eq(supportConversations.id, conversationId));
  if (!conversation) throw notFound('This support conversation does not exist.');
  const [rows, [total]] = await Promise.all([
    messagesOf(db, conversationId, query.per_page, pageOffset(query)),
    db
      .select({ total: count() })
      .from(supportMessages)
      .where(and(eq(supportMessages.conversationId, conversationId))),
  ]);
  return { rows: rows.map(presentSupportMessage), total: total?.total ?? 0 };
}

/** A super admin answers as the support team. */
export async function answerSupportConversation(
  db: Database,
  adminId: number,
  conversationId: number,
  content: string,
) {
  await authorizeAdmin(db, adminId);
  const row = await db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({ id: supportConversations.id, userId: supportConversations.userId })
      .from(supportConversations)
      .where(eq(supportConversations.id, conversationId));
    if (!conversation) throw notFound('This support conversation does not exist.');
    return insertMessage(tx, {
      conversationId,
      conversationUserId: conversation.userId,
      senderUserId: adminId,
      fromSupport: true,
      content,
    });
  });
  return presentSupportMessage(row);
}
