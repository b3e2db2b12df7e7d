// With the transaction that inserts a message: queue `message.created` to everyone on the other
// side (live threads and toasts) and notify them (in-app, email, SMS per preference), at most once
// per conversation and recipient while an earlier new-message notification is unread and recent.
// Queued in the message's own transaction (decision 036): a saved message is always delivered, even
// when the process dies right after the commit, and a message rolled back is never announced.
import {
  MESSAGE_CREATED_EVENT,
  messagePreview,
  NEW_MESSAGE_NOTIFICATION_QUIET_MINUTES,
} from '@hireloop/shared/messages';
import type { NewMessageNotificationData } from '@hireloop/shared/notifications';
import { fullName } from '@hireloop/shared/people';
import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  companies,
  companyMemberships,
  enterpriseGroupCompanies,
  enterpriseMembershipGroups,
  enterpriseMemberships,
} from '#server/db/schema.ts';
import { outboxBroadcaster } from '#server/jobs/outbox.ts';
import { broadcastToUsers } from '#server/realtime/broadcast-to-users.ts';
import { companyAvatarUrl } from '../accounts/accounts.presenter.ts';
import type { NotificationInput, NotifyContext } from '../notifications/notify.ts';
import { notifyUsers } from '../notifications/notify.ts';
import {
  type ConversationView,
  type MessageView,
  presentMessageCreatedEvent,
  userAvatarUrl,
} from './messages.presenter.ts';

/**
 * Everyone who may read the company's conversations: its members (every role, Team Members
 * included) and enterprise staff acting as the location (docs/decisions/010): the Enterprise
 * Owner, and Admins and Viewers whose groups include the company.
 */
export async function companyAudience(db: Database, companyId: number): Promise<number[]> {
  const members = db
    .select({ userId: companyMemberships.userId })
    .from(companyMemberships)
    .where(eq(companyMemberships.companyId, companyId));
  const enterpriseStaff = db
    .select({ userId: enterpriseMemberships.userId })
    .from(enterpriseMemberships)
    .innerJoin(companies, eq(companies.enterpriseId, enterpriseMemberships.enterpriseId))
    .where(
      and(
        eq(companies.id, companyId),
        or(
          eq(enterpriseMemberships.role, 'Enterprise Owner'),
          exists(
            db
              .select({ one: sql`1` })
              .from(enterpriseMembershipGroups)
              .innerJoin(
                enterpriseGroupCompanies,
                eq(enterpriseGroupCompanies.groupId, enterpriseMembershipGroups.groupId),
              )
              .where(
                and(
                  eq(enterpriseMembershipGroups.enterpriseId, enterpriseMemberships.enterpriseId),
                  eq(enterpriseMembershipGroups.userId, enterpriseMemberships.userId),
                  eq(enterpriseGroupCompanies.companyId, companyId),
                ),
              ),
          ),
        ),
      ),
    );
  const rows = await members.union(enterpriseStaff);
  return rows.map((row) => row.userId);
}

function notificationsFor(
  conversation: ConversationView,
  message: MessageView,
  candidateIds: readonly number[],
  companyUserIds: readonly number[],
): NotificationInput[] {
  const body = messagePreview({
    content: message.content,
    attachments: message.attachments.map((attachment) => ({ name: attachment.originalName })),
  });
  const candidateName = fullName(conversation.candidate);
  // While an earlier one is unread and recent, a new message of the conversation tells no one again.
  const quietWhileUnread = { dataKey: 'conversation_uuid', minutes: NEW_MESSAGE_NOTIFICATION_QUIET_MINUTES };
  const data = (senderAvatar: string | null, setCompanyId: number | null): NewMessageNotificationData => ({
    conversation_uuid: conversation.uuid,
    message_id: message.id,
    sender_avatar: senderAvatar,
    set_company_id: setCompanyId,
  });
  const companyAvatar = companyAvatarUrl({
    id: conversation.companyId,
    avatarPath: conversation.companyAvatarPath,
  });
  return [
    ...candidateIds.map((userId) => ({
      userId,
      companyId: null,
      type: 'new_message' as const,
      title: `New message from ${conversation.companyName}`,
      body,
      link: `/messages?conversation=${conversation.uuid}`,
      data: data(companyAvatar, null),
      quietWhileUnread,
    })),
    ...companyUserIds.map((userId) => ({
      userId,
      companyId: conversation.companyId,
      type: 'new_message' as const,
      title: `New message from ${candidateName}`,
      body,
      link: `/company-messages?conversation=${conversation.uuid}`,
      data: data(userAvatarUrl(conversation.candidate), conversation.companyId),
      quietWhileUnread,
    })),
  ];
}

/**
 * Queues the realtime events and notifications of a message with `ctx.db`, the transaction that
 * inserts it. Nothing is caught: a failed enqueue fails the send (the sender sees an error and may
 * send again) instead of saving a message nobody hears about. Delivery itself (SMTP, SMS, sockets)
 * happens in jobs after the commit, so it can no longer fail the sender's request.
 */
export async function deliverMessage(
  ctx: NotifyContext,
  conversation: ConversationView,
  message: MessageView,
): Promise<void> {
  const senderId = message.sender?.id ?? null;
  const notSender = (userId: number) => userId !== senderId;
  // A system message comes from neither side, so both sides see it arrive.
  const candidateIds = message.side === 'candidate' ? [] : [conversation.candidate.id].filter(notSender);
  const companyUserIds =
    message.side === 'company'
      ? []
      : (await companyAudience(ctx.db, conversation.companyId)).filter(notSender);

  // One after the other: both enqueue through the caller's transaction (one connection).
  const broadcaster = outboxBroadcaster(ctx.db);
  await broadcastToUsers(
    broadcaster,
    candidateIds,
    MESSAGE_CREATED_EVENT,
    presentMessageCreatedEvent(conversation, message, 'candidate'),
  );
  await broadcastToUsers(
    broadcaster,
    companyUserIds,
    MESSAGE_CREATED_EVENT,
    presentMessageCreatedEvent(conversation, message, 'company'),
  );

  // System messages (pipeline events) are announced by their own notifications.
  if (message.type === 'system') return;
  await notifyUsers(ctx, notificationsFor(conversation, message, candidateIds, companyUserIds));
}
