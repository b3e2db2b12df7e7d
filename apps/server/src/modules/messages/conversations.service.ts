// Conversations as each side sees them: the candidate's own, the active company's, one by uuid,
// starting one, read positions and unread counts.
import type {
  ConversationListQuery,
  StartConversationInput,
  UnreadMessageCount,
} from '@hireloop/shared/messages';
import { and, eq, exists, gt, ne, type SQL, sql } from 'drizzle-orm';
import type { Actor, CompanyAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import { applications, conversationReads, conversations, messages } from '#server/db/schema.ts';
import { notFound, validation } from '#server/lib/errors.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import type { NotifyContext } from '../notifications/notify.ts';
import { listConversationSummaries, loadConversationSummary, otherSide } from './conversation-summaries.ts';
import * as messagesPolicy from './messages.policy.ts';
import { type ConversationParticipant, type ConversationSide, participantOf } from './messages.policy.ts';
import type { ConversationSummary, ConversationView } from './messages.presenter.ts';
import {
  advanceReadPosition,
  findOrCreateConversation,
  insertMessage,
  loadConversationView,
  presentAndDeliverMessage,
} from './messages.service.ts';
import { selectConversationViews } from './messages-loader.ts';

export const NOT_APPLIED_MESSAGE = 'This candidate has not applied to your company.';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The candidate's own conversations; search matches the company name. */
export async function listCandidateConversations(db: Database, actor: Actor, query: ConversationListQuery) {
  return listConversationSummaries(
    db,
    { side: 'candidate', userId: actor.userId, canSend: true },
    { ownerId: actor.userId, search: query.search, limit: query.per_page, offset: pageOffset(query) },
  );
}

/** The active company's conversations; search matches the candidate's name or email. */
export async function listCompanyConversations(
  db: Database,
  actor: Actor,
  company: CompanyAccess,
  query: ConversationListQuery,
) {
  return listConversationSummaries(
    db,
    { side: 'company', userId: actor.userId, canSend: messagesPolicy.can(company, 'send') },
    { ownerId: company.id, search: query.search, limit: query.per_page, offset: pageOffset(query) },
  );
}

export interface ConversationTarget {
  conversation: ConversationView;
  participant: ConversationParticipant;
}

/** The conversation and the caller's side in it; 404 when it is not theirs (or does not exist). */
export async function conversationForActor(
  db: Database,
  actor: Actor,
  uuid: string,
): Promise<ConversationTarget> {
  if (!UUID_PATTERN.test(uuid)) throw notFound('Conversation not found.');
  const [conversation] = await selectConversationViews(db).where(eq(conversations.uuid, uuid)).limit(1);
  const participant = conversation
    ? participantOf(actor, { companyId: conversation.companyId, candidateUserId: conversation.candidate.id })
    : null;
  if (!conversation || !participant) throw notFound('Conversation not found.');
  return { conversation, participant };
}

export function summarizeForParticipant(
  db: Database,
  target: ConversationTarget,
): Promise<ConversationSummary> {
  return loadConversationSummary(db, target.conversation.id, {
    side: target.participant.side,
    userId: target.participant.userId,
    canSend: messagesPolicy.can(target.participant, 'send'),
  });
}

/**
 * Recruiters and above write to a candidate who applied to the company (any status but draft).
 * The pair's existing conversation is reused.
 */
export async function startCompanyConversation(
  ctx: NotifyContext,
  actor: Actor,
  company: CompanyAccess,
  input: StartConversationInput,
): Promise<{ summary: ConversationSummary; created: boolean }> {
  messagesPolicy.authorize(company, 'send');
  const { conversationId, created } = await ctx.db.transaction(async (tx) => {
    const [application] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.companyId, company.id),
          eq(applications.candidateUserId, input.candidate_user_id),
          ne(applications.status, 'draft'),
        ),
      )
      .limit(1);
    if (!application) throw validation({ candidate_user_id: [NOT_APPLIED_MESSAGE] });
    const conversation = await findOrCreateConversation(tx, company.id, input.candidate_user_id);
    const row = await insertMessage(tx, {
      conversationId: conversation.id,
      senderUserId: actor.userId,
      side: 'company',
      type: 'text',
      content: input.content,
      attachments: [],
    });
    // Delivered in the same transaction (decision 029).
    await presentAndDeliverMessage({ ...ctx, db: tx }, await loadConversationView(tx, conversation.id), row);
    return { conversationId: conversation.id, created: conversation.created };
  });
  const conversation = await loadConversationView(ctx.db, conversationId);
  const summary = await summarizeForParticipant(ctx.db, {
    conversation,
    participant: { side: 'company', userId: actor.userId, company },
  });
  return { summary, created };
}

/** Marks everything up to the newest message as read by the caller. */
export async function markConversationRead(db: Database, target: ConversationTarget): Promise<number> {
  return advanceReadPosition(db, target.conversation.id, target.participant.userId);
}

/**
 * How many conversations matching `owner` have a message from `side`'s other side past the user's
 * read position. Each conversation costs one probe of the (conversation_id, id) index.
 */
function conversationsWithUnread(db: Database, owner: SQL, side: ConversationSide) {
  const userId = sql.placeholder('userId');
  const readPosition = sql`coalesce((select ${conversationReads.lastReadMessageId} from ${conversationReads} where ${conversationReads.conversationId} = ${conversations.id} and ${conversationReads.userId} = ${userId}), 0)`;
  const unread = db
    .select({ one: sql`1` })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversations.id),
        gt(messages.id, readPosition),
        eq(messages.senderSide, otherSide(side)),
      ),
    );
  return sql<number>`(select count(*)::int from ${conversations} where ${and(owner, exists(unread))})`;
}

/** The header's badges on every page, in one named statement: the candidate side, and the active
 * company's when there is one (a statement of its own, so no side is counted in vain). */
function unreadCounts(db: Database, withCompany: boolean) {
  const candidate = conversationsWithUnread(
    db,
    eq(conversations.candidateUserId, sql.placeholder('userId')),
    'candidate',
  );
  const company = withCompany
    ? conversationsWithUnread(db, eq(conversations.companyId, sql.placeholder('companyId')), 'company')
    : sql<number>`0`;
  return db.select({ candidate, company }).from(sql`(values (1)) as one_row`);
}

const candidateUnreadQuery = preparedPerDatabase('hireloop_unread_candidate', (db) =>
  unreadCounts(db, false),
);
const bothSidesUnreadQuery = preparedPerDatabase('hireloop_unread_both_sides', (db) =>
  unreadCounts(db, true),
);

export async function unreadMessageCount(db: Database, actor: Actor): Promise<UnreadMessageCount> {
  const companyId = actor.activeCompany?.id;
  const [row] = companyId
    ? await bothSidesUnreadQuery(db).execute({ userId: actor.userId, companyId })
    : await candidateUnreadQuery(db).execute({ userId: actor.userId });
  return { candidate: row?.candidate ?? 0, company: row?.company ?? 0 };
}
