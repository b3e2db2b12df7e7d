// What GET /api/persistent-notifications/ shows as toasts (SPEC.md §4 "Notification toasts"):
// unseen feature announcements for the audience of the account in use, unread message notifications of the last 5 minutes, and interview
// reminders while the interview is within its reminder window. `now` is a parameter so the
// windows can be tested with exact timestamps.

import { NOTIFICATION_TOASTS } from '@hireloop/shared/constants';
import {
  type AnnouncementAudience,
  interviewNotificationDataSchema,
  interviewReminderWindowMs,
} from '@hireloop/shared/notifications';
import { and, desc, eq, gt, isNotNull, isNull, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { jsonRowOf, rowFromJson } from '#server/db/json-rows.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import {
  conversationReads,
  conversations,
  featureAnnouncements,
  featureAnnouncementViews,
  notifications,
} from '#server/db/schema.ts';
import type { FeatureAnnouncementRow } from './feature-announcements.service.ts';
import type { NotificationRow } from './notification.presenter.ts';

/** SPEC.md §9: at most 20 toasts are on screen; more would never be seen. */
const MAX_PER_KIND = 20;
/** Reminders are created shortly before the start; a day bounds the scan to the user's index. */
const REMINDER_LOOKBACK_MS = 24 * 60 * 60 * 1000;

export interface InterviewReminder {
  row: NotificationRow;
  startTime: Date;
  windowMs: number;
  viewerIsInterviewee: boolean;
  companyId: number;
  companyAvatar: string | null;
  intervieweeAvatar: string | null;
}

export interface PersistentNotificationRows {
  announcements: FeatureAnnouncementRow[];
  messages: NotificationRow[];
  reminders: InterviewReminder[];
}

// Read on every page load: the three lists in one named statement (decision 031), built once per
// database, with the user and the time windows as parameters. Each list comes as a JSON array of
// whole rows in its own order.
const userId = sql.placeholder('userId');
const now = sql.placeholder('now');
const messagesSince = sql.placeholder('messagesSince');
const remindersSince = sql.placeholder('remindersSince');
const audience = sql.placeholder('audience');

function announcementsList(db: Database) {
  const unseen = db
    .select({ row: jsonRowOf(featureAnnouncements).as('row'), publishedAt: featureAnnouncements.publishedAt })
    .from(featureAnnouncements)
    .leftJoin(
      featureAnnouncementViews,
      and(
        eq(featureAnnouncementViews.announcementId, featureAnnouncements.id),
        eq(featureAnnouncementViews.userId, userId),
      ),
    )
    .where(
      and(
        isNotNull(featureAnnouncements.publishedAt),
        lte(featureAnnouncements.publishedAt, now),
        isNull(featureAnnouncements.retiredAt),
        isNull(featureAnnouncementViews.userId),
        // Only announcements for the account in use (a candidate is not told about company tools).
        sql`${audience}::text = any(${featureAnnouncements.audiences})`,
      ),
    )
    .orderBy(desc(featureAnnouncements.publishedAt))
    .limit(MAX_PER_KIND)
    .as('unseen');
  return sql<
    Record<string, unknown>[]
  >`(select coalesce(json_agg(${unseen.row} order by ${unseen.publishedAt} desc), '[]'::json) from ${unseen})`;
}

/** The user's notifications of one kind since `since`, newest first, as a JSON array of rows. */
function notificationList(db: Database, alias: string, type: string, since: Placeholder, extra?: SQL) {
  const recent = db
    .select({
      row: jsonRowOf(notifications).as('row'),
      createdAt: notifications.createdAt,
      id: notifications.id,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, type),
        gt(notifications.createdAt, since),
        lte(notifications.createdAt, now),
        extra,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(MAX_PER_KIND)
    .as(alias);
  return sql<
    Record<string, unknown>[]
  >`(select coalesce(json_agg(${recent.row} order by ${recent.createdAt} desc, ${recent.id} desc), '[]'::json) from ${recent})`;
}

/** A message the user has already read in the conversation needs no toast. */
const notReadInConversation = sql`not exists (
  select 1 from ${conversationReads}
  join ${conversations} on ${conversations.id} = ${conversationReads.conversationId}
  where ${conversationReads.userId} = ${userId}
    and ${conversations.uuid}::text = ${notifications.data}->>'conversation_uuid'
    and ${conversationReads.lastReadMessageId} >= case
      when ${notifications.data}->>'message_id' ~ '^[0-9]{1,18}$'
      then (${notifications.data}->>'message_id')::bigint end
)`;

const toastsQuery = preparedPerDatabase('hireloop_toasts', (db) =>
  db
    .select({
      announcements: announcementsList(db),
      messages: notificationList(
        db,
        'message_toasts',
        'new_message',
        messagesSince,
        and(isNull(notifications.readAt), notReadInConversation),
      ),
      reminders: notificationList(db, 'reminder_toasts', 'interview_starting_soon', remindersSince),
    })
    .from(sql`(values (1)) as one_row`),
);

export async function loadPersistentNotifications(
  db: Database,
  userId: number,
  now: Date,
  audience: AnnouncementAudience,
): Promise<PersistentNotificationRows> {
  const [lists] = await toastsQuery(db).execute({
    userId,
    now,
    audience,
    messagesSince: new Date(now.getTime() - NOTIFICATION_TOASTS.messageLifetimeMs),
    remindersSince: new Date(now.getTime() - REMINDER_LOOKBACK_MS),
  });
  const announcements = (lists?.announcements ?? []).map((row) => rowFromJson(featureAnnouncements, row));
  const messages = (lists?.messages ?? []).map((row) => rowFromJson(notifications, row));
  const reminderRows = (lists?.reminders ?? []).map((row) => rowFromJson(notifications, row));
  return {
    announcements,
    messages,
    reminders: reminderRows.flatMap((row) => {
      const reminder = reminderOf(row, userId);
      return reminder && Math.abs(now.getTime() - reminder.startTime.getTime()) <= reminder.windowMs
        ? [reminder]
        : [];
    }),
  };
}

/** Reads the interview metadata; a row without usable metadata shows no reminder. */
function reminderOf(row: NotificationRow, userId: number): InterviewReminder | null {
  const parsed = interviewNotificationDataSchema.safeParse(row.data);
  if (!parsed.success) return null;
  const startTime = new Date(parsed.data.start_time);
  if (Number.isNaN(startTime.getTime())) return null;
  const viewerIsInterviewee = parsed.data.interviewee.id === userId;
  return {
    row,
    startTime,
    windowMs: interviewReminderWindowMs(viewerIsInterviewee),
    viewerIsInterviewee,
    companyId: parsed.data.company.id,
    companyAvatar: parsed.data.company.avatar,
    intervieweeAvatar: parsed.data.interviewee.avatar,
  };
}
