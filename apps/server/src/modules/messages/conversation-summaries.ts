// Conversation summaries as the lists show them (company and candidate, last message with its sender
// and attachments, unread count, opportunity titles) and the list's total: one statement per page.
// Each filter's text is fixed, so it is built once per database; the unfiltered lists, opened on
// every visit, are named statements that keep their plan (db/prepared.ts).
import type { MessageSide, MessageType } from '@hireloop/shared/messages';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import {
  applications,
  companies,
  conversationReads,
  conversations,
  messageAttachments,
  messages,
  opportunities,
  users,
} from '#server/db/schema.ts';
import { pageWithTotal } from '#server/lib/pagination.ts';
import type { ConversationSide } from './messages.policy.ts';
import type { AttachmentView, ConversationSummary, PersonView } from './messages.presenter.ts';
import { conversationColumns } from './messages-loader.ts';

/** Every table a list's statement reads: its kept answers follow them (decision 147). */
export const CONVERSATION_LIST_TABLES = [
  'conversations',
  'companies',
  'users',
  'messages',
  'message_attachments',
  'conversation_reads',
  'applications',
  'opportunities',
];

export interface ConversationViewer {
  side: ConversationSide;
  userId: number;
  canSend: boolean;
}

/** The side whose messages count as unread for a viewer on `side`; system messages never do. */
export function otherSide(side: ConversationSide): MessageSide {
  return side === 'candidate' ? 'company' : 'candidate';
}

/** Which conversations a statement reads: a side's list (optionally searched) or one conversation. */
type Filter = 'candidate' | 'company' | 'candidateSearch' | 'companySearch' | 'one';

/** The columns a filter reads, of the page's tables or of the aliases its count reads. */
interface Tables {
  conversations: Record<'id' | 'candidateUserId' | 'companyId', AnyPgColumn>;
  companies: Record<'name', AnyPgColumn>;
  users: Record<'firstName' | 'lastName' | 'email', AnyPgColumn>;
}

const owner = sql.placeholder('owner');
const pattern = sql.placeholder('pattern');

/** The filter on the given tables (the page's, or the aliases its count reads). */
function filterOn(filter: Filter, t: Tables): SQL | undefined {
  switch (filter) {
    case 'one':
      return eq(t.conversations.id, owner);
    case 'candidate':
      return eq(t.conversations.candidateUserId, owner);
    case 'company':
      return eq(t.conversations.companyId, owner);
    // The candidate searches company names; a company searches its candidates' names and emails.
    case 'candidateSearch':
      return and(eq(t.conversations.candidateUserId, owner), ilike(t.companies.name, pattern));
    case 'companySearch':
      return and(
        eq(t.conversations.companyId, owner),
        or(
          ilike(t.users.firstName, pattern),
          ilike(t.users.lastName, pattern),
          ilike(t.users.email, pattern),
          ilike(sql`${t.users.firstName} || ' ' || ${t.users.lastName}`, pattern),
        ),
      );
  }
}

function buildSummaries(db: Database, filter: Filter) {
  const viewerId = sql.placeholder('viewer');
  const unreadSide = sql.placeholder('unreadSide');
  const last = db
    .select({
      id: messages.id,
      senderUserId: messages.senderUserId,
      senderSide: messages.senderSide,
      type: messages.type,
      content: messages.content,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversations.id))
    .orderBy(desc(messages.id))
    .limit(1)
    .as('last_message');
  const sender = alias(users, 'sender');
  const counted = {
    conversations: alias(conversations, 'counted'),
    companies: alias(companies, 'counted_company'),
    users: alias(users, 'counted_candidate'),
  };
  const total = db
    .select({ total: sql<number>`count(*)::int` })
    .from(counted.conversations)
    .innerJoin(counted.companies, eq(counted.companies.id, counted.conversations.companyId))
    .innerJoin(counted.users, eq(counted.users.id, counted.conversations.candidateUserId))
    .where(filterOn(filter, counted));
  return db
    .select({
      ...conversationColumns,
      last: {
        id: last.id,
        senderSide: last.senderSide,
        type: last.type,
        content: last.content,
        createdAt: last.createdAt,
      },
      sender: {
        id: sender.id,
        firstName: sender.firstName,
        lastName: sender.lastName,
        avatarPath: sender.avatarPath,
      },
      lastAttachments: sql<AttachmentView[]>`coalesce((
        select json_agg(json_build_object(
          'id', ${messageAttachments.id}, 'originalName', ${messageAttachments.originalName},
          'mimeType', ${messageAttachments.mimeType}, 'sizeBytes', ${messageAttachments.sizeBytes}
        ) order by ${messageAttachments.id})
        from ${messageAttachments} where ${messageAttachments.messageId} = ${last.id}
      ), '[]'::json)`,
      // Messages from the other side past the viewer's read position, by the (conversation, id) index.
      unreadCount: sql<number>`(
        select count(*)::int from ${messages}
        where ${messages.conversationId} = ${conversations.id} and ${messages.senderSide} = ${unreadSide}
          and ${messages.id} > coalesce((
            select ${conversationReads.lastReadMessageId} from ${conversationReads}
            where ${conversationReads.conversationId} = ${conversations.id}
              and ${conversationReads.userId} = ${viewerId}
          ), 0)
      )`,
      // The pair's applications, oldest first; repeats are removed when presenting.
      opportunityTitles: sql<string[]>`array(
        select ${opportunities.title} from ${applications}
        join ${opportunities} on ${opportunities.id} = ${applications.opportunityId}
        where ${applications.companyId} = ${conversations.companyId}
          and ${applications.candidateUserId} = ${conversations.candidateUserId}
          and ${applications.status} <> 'draft'
        order by ${applications.createdAt}, ${applications.id}
      )`,
      // Evaluated once per statement (no reference to the page's rows).
      total: filter === 'one' ? sql<number>`1` : sql<number>`(${total})`,
    })
    .from(conversations)
    .innerJoin(companies, eq(companies.id, conversations.companyId))
    .innerJoin(users, eq(users.id, conversations.candidateUserId))
    .leftJoinLateral(last, sql`true`)
    .leftJoin(sender, eq(sender.id, last.senderUserId))
    .where(filterOn(filter, { conversations, companies, users }))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

const statements = {
  candidate: preparedPerDatabase('hireloop_conversations_candidate', (db) => buildSummaries(db, 'candidate')),
  company: preparedPerDatabase('hireloop_conversations_company', (db) => buildSummaries(db, 'company')),
  // How many names match decides a search's best plan: planned with its values each time.
  candidateSearch: preparedPerDatabase(null, (db) => buildSummaries(db, 'candidateSearch')),
  companySearch: preparedPerDatabase(null, (db) => buildSummaries(db, 'companySearch')),
  one: preparedPerDatabase(null, (db) => buildSummaries(db, 'one')),
} satisfies Record<Filter, unknown>;

type SummaryRow = Awaited<ReturnType<ReturnType<(typeof statements)['one']>['execute']>>[number];

function toSummary(row: SummaryRow, viewer: ConversationViewer): ConversationSummary {
  const { last, sender, lastAttachments, opportunityTitles, total: _total, ...view } = row;
  return {
    ...view,
    lastMessage:
      last === null
        ? null
        : {
            id: last.id,
            conversationId: view.id,
            type: last.type as MessageType,
            side: last.senderSide as MessageSide,
            content: last.content,
            createdAt: last.createdAt,
            sender: sender satisfies PersonView | null,
            attachments: lastAttachments,
          },
    opportunityTitles: [...new Set(opportunityTitles)],
    canSend: viewer.canSend,
  };
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export interface SummaryPage {
  /** The candidate's user id, or the company's id. */
  ownerId: number;
  search?: string | undefined;
  limit: number;
  offset: number;
}

/** A page of the viewer's side's list, newest first, with the list's total. */
export async function listConversationSummaries(
  db: Database,
  viewer: ConversationViewer,
  page: SummaryPage,
): Promise<{ rows: ConversationSummary[]; total: number }> {
  const statement = statements[`${viewer.side}${page.search ? 'Search' : ''}` as Filter](db);
  const { rows, total } = await pageWithTotal(
    (window) =>
      statement.execute({
        owner: page.ownerId,
        pattern: page.search ? containsPattern(page.search) : null,
        viewer: viewer.userId,
        unreadSide: otherSide(viewer.side),
        ...window,
      }),
    { limit: page.limit, offset: page.offset },
  );
  return { rows: rows.map((row) => toSummary(row, viewer)), total };
}

/** One conversation as its participant's list shows it. */
export async function loadConversationSummary(
  db: Database,
  conversationId: number,
  viewer: ConversationViewer,
): Promise<ConversationSummary> {
  const [row] = await statements.one(db).execute({
    owner: conversationId,
    viewer: viewer.userId,
    unreadSide: otherSide(viewer.side),
    limit: 1,
    offset: 0,
  });
  if (!row) throw new Error(`conversation ${conversationId} not found`);
  return toSummary(row, viewer);
}
