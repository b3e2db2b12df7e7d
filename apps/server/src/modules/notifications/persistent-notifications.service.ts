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
import { and, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
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

// Read on every page load: each query is built once per database and named (db/prepared.ts), with
// the user and the time windows as parameters.
const userId = sql.placeholder('userId');
const now = sql.placeholder('now');
const messagesSince = sql.placeholder('messagesSince');
const remindersSince = sql.placeholder('remindersSince');
const audience = sql.placeholder('audience');

const announcementsQuery = preparedPerDatabase('hireloop_toast_announcements', (db) =>
  db
    .select({ announcement: featureAnnouncements })
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
    .limit(MAX_PER_KIND),
);

const messageToastsQuery = preparedPerDatabase('hireloop_toast_messages', (db) =>
  db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, 'new_message'),
        isNull(notifications.readAt),
        gt(notifications.createdAt, messagesSince),
        lte(notifications.createdAt, now),
        // A message the user has already read in the conversation needs no toast.
        sql`not exists (
          select 1 from ${conversationReads}
          join ${conversations} on ${conversations.id} = ${conversationReads.conversationId}
          where ${conversationReads.userId} = ${userId}
            and ${conversations.uuid}::text = ${notifications.data}->>'conversation_uuid'
            and ${conversationReads.lastReadMessageId} >= case
              when ${notifications.data}->>'message_id' ~ '^[0-9]{1,18}$'
              then (${notifications.data}->>'message_id')::bigint end
        )`,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(MAX_PER_KIND),
);

const reminderToastsQuery = preparedPerDatabase('hireloop_toast_reminders', (db) =>
  db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, 'interview_starting_soon'),
        gt(notifications.createdAt, remindersSince),
        lte(notifications.createdAt, now),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(MAX_PER_KIND),
);

export async function loadPersistentNotifications(
  db: Database,
  userId: number,
  now: Date,
  audience: AnnouncementAudience,
): Promise<PersistentNotificationRows> {
  const [announcementRows, messages, reminderRows] = await Promise.all([
    announcementsQuery(db).execute({ userId, now, audience }),
    messageToastsQuery(db).execute({
      userId,
      now,
      messagesSince: new Date(now.getTime() - NOTIFICATION_TOASTS.messageLifetimeMs),
    }),
    reminderToastsQuery(db).execute({
      userId,
      now,
      remindersSince: new Date(now.getTime() - REMINDER_LOOKBACK_MS),
    }),
  ]);

  return {
    announcements: announcementRows.map((row) => row.announcement),
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
