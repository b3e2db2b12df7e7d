// notifyUsers: the one way any module tells people about something. It queues a `notify-users` job
// with the caller's database or transaction (decision 029); the job honours each user's
// preferences, stores the in-app notifications, and queues in the same transaction the
// `notification.created` push to each user's private channel, the email (with an unsubscribe link)
// and the SMS (jobs/outbox.ts). Called inside the caller's transaction, nothing is told about a
// write that rolled back; a failed delivery is retried without storing the notification twice.
import {
  NOTIFICATION_CREATED_EVENT,
  type NotificationChannel,
  type NotificationType,
} from '@hireloop/shared/notifications';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { notifications, users } from '#server/db/schema.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { enqueueJob } from '#server/jobs/enqueue.ts';
import { defineJob, type JobContext } from '#server/jobs/job-definition.ts';
import { enqueueMail, enqueueSms, outboxBroadcaster } from '#server/jobs/outbox.ts';
import type { Keyring } from '#server/lib/crypto.ts';
import { broadcastToUsers } from '#server/realtime/broadcast-to-users.ts';
import type { Broadcaster } from '#server/realtime/broadcaster.ts';
import { notificationMail, notificationSms } from './notification.mails.ts';
import { presentNotification } from './notification.presenter.ts';
import { loadPreferences } from './notification-preferences.service.ts';
import { createUnsubscribeToken, unsubscribeUrl } from './unsubscribe-token.ts';

/** Where delivery failures are reported (Fastify's logger fits). */
export interface NotifyLogger {
  error(details: object, message: string): void;
}

export interface NotifyContext {
  /** The database, or the transaction of the write being announced. */
  db: Database;
  /**
   * Publishes at once, in the background (decision 024): only for events that belong to no write.
   * Events caused by a write go through `outboxBroadcaster(tx)` in its transaction instead
   * (decisions 029, 036); jobs that announce something pass `outboxBroadcaster` of their own.
   */
  broadcaster: Broadcaster;
  appUrl: string;
  keyring: Keyring;
  /** Failed deliveries are logged here (console when unset). */
  log?: NotifyLogger;
}

export function notifyContextOf(app: App, deps: AppDeps): NotifyContext {
  return {
    db: deps.database.db,
    // Realtime is registered after the route modules, so the broadcaster is looked up per call.
    broadcaster: {
      get driver() {
        return app.realtime.background.driver;
      },
      publish: (channels, event, data, exceptSocketId) =>
        app.realtime.background.publish(channels, event, data, exceptSocketId),
      // The realtime module owns the broadcaster and closes it with the app.
      close: async () => {},
    },
    appUrl: deps.config.appUrl,
    keyring: deps.keyring,
    log: app.log.child({ module: 'notifications' }),
  };
}

export interface NotificationInput {
  userId: number;
  /** Set for the company side of a user (their /company-notifications inbox); null or absent = personal. */
  companyId?: number | null;
  /** Set for the enterprise side of a user (their enterprise inbox); null or absent otherwise. */
  enterpriseId?: number | null;
  type: NotificationType;
  title: string;
  body: string;
  /** A path inside the app ("/messages/…") or an absolute URL. */
  link?: string | null;
  data?: Record<string, unknown>;
  /** Channels this notification may use at most (default: all); preferences still apply within them. */
  channels?: readonly NotificationChannel[];
  /** An iCalendar invitation or cancellation the email carries (interviews). */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /**
   * Neither stored nor sent while the user holds an unread notification of the same type with the
   * same `data[dataKey]`, created in the last `minutes`: a burst of messages tells once. Decided in
   * the job, under a lock per user and key, so concurrent jobs cannot both pass the check.
   */
  quietWhileUnread?: { dataKey: string; minutes: number };
}

interface Recipient {
  id: number;
  email: string;
  firstName: string;
  phone: string | null;
  phoneVerifiedAt: Date | null;
}

/** Queues the notifications with `ctx.db` (the caller's transaction, when there is one). */
export async function notifyUsers(ctx: NotifyContext, inputs: readonly NotificationInput[]): Promise<void> {
  if (inputs.length === 0) return;
  await enqueueJob(ctx.db, notifyUsersJob, { inputs: [...inputs] });
}

export const notifyUsersJob = defineJob<{ inputs: NotificationInput[] }>(
  'notify-users',
  async ({ inputs }, jobCtx) => {
    await jobCtx.db.transaction((tx) => deliverNotifications(jobCtx, tx, inputs));
  },
  { retryLimit: 5, retryDelaySeconds: 5, expireInSeconds: 120, batchSize: 8 },
);

/** Everything one `notify-users` job does, in one transaction: all of it or, to be retried, none. */
async function deliverNotifications(jobCtx: JobContext, tx: Database, inputs: readonly NotificationInput[]) {
  // One query for the people and one for all their preferences, however many there are.
  const userIds = [...new Set(inputs.map((input) => input.userId))];
  const [rows, preferences] = await Promise.all([
    tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        phone: users.phone,
        phoneVerifiedAt: users.phoneVerifiedAt,
      })
      .from(users)
      .where(inArray(users.id, userIds)),
    loadPreferences(tx, userIds),
  ]);
  const recipients = new Map<number, Recipient>(rows.map((row) => [row.id, row]));

  // Users deleted since the caller looked them up are skipped.
  const deliverable = await withoutQuietRepeats(
    tx,
    inputs.filter((input) => recipients.has(input.userId)),
  );
  const wants = (input: NotificationInput, channel: NotificationChannel) =>
    (input.channels?.includes(channel) ?? true) && preferences.enabled(input.userId, input.type, channel);
  const appUrl = jobCtx.config.appUrl;

  await storeAndBroadcast(
    tx,
    deliverable.filter((input) => wants(input, 'in_app')),
  );
  for (const input of deliverable.filter((candidate) => wants(candidate, 'email'))) {
    const recipient = recipients.get(input.userId)!;
    const token = createUnsubscribeToken(jobCtx.keyring, recipient.id, input.type);
    await enqueueMail(tx, {
      ...notificationMail({
        to: recipient.email,
        firstName: recipient.firstName,
        type: input.type,
        title: input.title,
        body: input.body,
        link: input.link ?? null,
        appUrl,
        unsubscribeUrl: unsubscribeUrl(appUrl, token),
      }),
      ...(input.calendar ? { calendar: input.calendar } : {}),
    });
  }
  for (const input of deliverable.filter((candidate) => wants(candidate, 'sms'))) {
    const recipient = recipients.get(input.userId)!;
    // Only a number the user proved they own gets texts.
    if (!recipient.phone || !recipient.phoneVerifiedAt) continue;
    await enqueueSms(tx, {
      ...notificationSms({ to: recipient.phone, title: input.title, link: input.link ?? null, appUrl }),
      metadata: { kind: 'notification', type: input.type },
    });
  }
}

async function storeAndBroadcast(tx: Database, inputs: readonly NotificationInput[]) {
  if (inputs.length === 0) return;
  const stored = await tx
    .insert(notifications)
    .values(
      inputs.map((input) => ({
        userId: input.userId,
        companyId: input.companyId ?? null,
        enterpriseId: input.enterpriseId ?? null,
        type: input.type,
        title: input.title,
        body: input.body,
        link: input.link ?? null,
        data: input.data ?? {},
      })),
    )
    .returning();
  const broadcaster = outboxBroadcaster(tx);
  for (const row of stored) {
    await broadcastToUsers(broadcaster, [row.userId], NOTIFICATION_CREATED_EVENT, presentNotification(row));
  }
}

/** The inputs left once those whose `quietWhileUnread` finds an unread, recent notification are dropped. */
async function withoutQuietRepeats(
  tx: Database,
  inputs: readonly NotificationInput[],
): Promise<NotificationInput[]> {
  const quietKey = (input: NotificationInput) =>
    input.quietWhileUnread
      ? `notify:${input.userId}:${input.type}:${String(input.data?.[input.quietWhileUnread.dataKey])}`
      : null;
  // Sorted, so two jobs never wait for each other's locks in opposite orders.
  const keys = [...new Set(inputs.map(quietKey).filter((key): key is string => key !== null))].sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  const kept: NotificationInput[] = [];
  const taken = new Set<string>();
  for (const input of inputs) {
    const key = quietKey(input);
    const quiet = input.quietWhileUnread;
    if (key === null || !quiet) {
      kept.push(input);
      continue;
    }
    if (taken.has(key)) continue;
    const [held] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, input.userId),
          eq(notifications.type, input.type),
          isNull(notifications.readAt),
          gt(notifications.createdAt, sql`now() - make_interval(mins => ${quiet.minutes})`),
          sql`${notifications.data}->>${quiet.dataKey} = ${String(input.data?.[quiet.dataKey])}`,
        ),
      )
      .limit(1);
    if (held) continue;
    taken.add(key);
    kept.push(input);
  }
  return kept;
}
