// notifyUsers: the one way any module tells people about something. It honours each user's
// preferences, stores the in-app notifications, pushes `notification.created` to each user's
// private channel (in the background, realtime/background-broadcaster.ts), and sends email (with an
// unsubscribe link) and SMS. Callers run it after their transaction commits; it never throws,
// because the action it reports has already happened.
import {
  NOTIFICATION_CREATED_EVENT,
  type NotificationChannel,
  type NotificationType,
} from '@hireloop/shared/notifications';
import { inArray } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { SmsSender } from '../../adapters/sms/sms-sender.ts';
import type { Database } from '../../db/client.ts';
import { notifications, users } from '../../db/schema.ts';
import type { App, AppDeps } from '../../http/types.ts';
import type { Keyring } from '../../lib/crypto.ts';
import { broadcastToUsers } from '../../realtime/broadcast-to-users.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { notificationMail, notificationSms } from './notification.mails.ts';
import { presentNotification } from './notification.presenter.ts';
import { loadPreferences, type PreferenceLookup } from './notification-preferences.service.ts';
import { createUnsubscribeToken, unsubscribeUrl } from './unsubscribe-token.ts';

/** Where delivery failures are reported (Fastify's logger fits). */
export interface NotifyLogger {
  error(details: object, message: string): void;
}

export interface NotifyContext {
  db: Database;
  mailer: Mailer;
  sms: SmsSender;
  broadcaster: Broadcaster;
  appUrl: string;
  keyring: Keyring;
  /** Failed deliveries are logged here (console when unset). */
  log?: NotifyLogger;
}

export function notifyContextOf(app: App, deps: AppDeps): NotifyContext {
  return {
    db: deps.database.db,
    mailer: deps.mailer,
    sms: deps.sms,
    // Realtime is registered after the route modules, so the broadcaster is looked up per call.
    // Requests publish in the background: a slow or absent Redis never holds them.
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
}

interface Recipient {
  id: number;
  email: string;
  firstName: string;
  phone: string | null;
  phoneVerifiedAt: Date | null;
}

const consoleLogger: NotifyLogger = {
  error: (details, message) => console.error(message, details),
};

export async function notifyUsers(ctx: NotifyContext, inputs: readonly NotificationInput[]): Promise<void> {
  if (inputs.length === 0) return;
  const log = ctx.log ?? consoleLogger;
  let recipients: Map<number, Recipient>;
  let preferences: PreferenceLookup;
  try {
    // One query for the people and one for all their preferences, however many there are.
    const userIds = [...new Set(inputs.map((input) => input.userId))];
    const [rows, lookup] = await Promise.all([
      ctx.db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          phone: users.phone,
          phoneVerifiedAt: users.phoneVerifiedAt,
        })
        .from(users)
        .where(inArray(users.id, userIds)),
      loadPreferences(ctx.db, userIds),
    ]);
    recipients = new Map(rows.map((row) => [row.id, row]));
    preferences = lookup;
  } catch (error) {
    log.error({ err: error }, 'notifications: could not load recipients');
    return;
  }

  // Users deleted since the caller looked them up are skipped.
  const deliverable = inputs.filter((input) => recipients.has(input.userId));
  const wants = (input: NotificationInput, channel: NotificationChannel) =>
    (input.channels?.includes(channel) ?? true) && preferences.enabled(input.userId, input.type, channel);

  await Promise.all([
    storeAndBroadcast(
      ctx,
      log,
      deliverable.filter((input) => wants(input, 'in_app')),
    ),
    sendMails(
      ctx,
      log,
      deliverable.filter((input) => wants(input, 'email')),
      recipients,
    ),
    sendTexts(
      ctx,
      log,
      deliverable.filter((input) => wants(input, 'sms')),
      recipients,
    ),
  ]);
}

async function storeAndBroadcast(
  ctx: NotifyContext,
  log: NotifyLogger,
  inputs: readonly NotificationInput[],
) {
  if (inputs.length === 0) return;
  let stored: (typeof notifications.$inferSelect)[];
  try {
    stored = await ctx.db
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
  } catch (error) {
    log.error({ err: error }, 'notifications: could not store in-app notifications');
    return;
  }
  await Promise.all(
    stored.map((row) =>
      broadcastToUsers(
        ctx.broadcaster,
        [row.userId],
        NOTIFICATION_CREATED_EVENT,
        presentNotification(row),
      ).catch((error: unknown) =>
        log.error({ err: error, userId: row.userId }, 'notifications: broadcast failed'),
      ),
    ),
  );
}

async function sendMails(
  ctx: NotifyContext,
  log: NotifyLogger,
  inputs: readonly NotificationInput[],
  recipients: ReadonlyMap<number, Recipient>,
) {
  await Promise.all(
    inputs.map(async (input) => {
      const recipient = recipients.get(input.userId);
      if (!recipient) return;
      try {
        const token = createUnsubscribeToken(ctx.keyring, recipient.id, input.type);
        await ctx.mailer.send({
          ...notificationMail({
            to: recipient.email,
            firstName: recipient.firstName,
            type: input.type,
            title: input.title,
            body: input.body,
            link: input.link ?? null,
            appUrl: ctx.appUrl,
            unsubscribeUrl: unsubscribeUrl(ctx.appUrl, token),
          }),
          ...(input.calendar ? { calendar: input.calendar } : {}),
        });
      } catch (error) {
        log.error({ err: error, userId: recipient.id, type: input.type }, 'notifications: mail failed');
      }
    }),
  );
}

async function sendTexts(
  ctx: NotifyContext,
  log: NotifyLogger,
  inputs: readonly NotificationInput[],
  recipients: ReadonlyMap<number, Recipient>,
) {
  await Promise.all(
    inputs.map(async (input) => {
      const recipient = recipients.get(input.userId);
      // Only a number the user proved they own gets texts.
      if (!recipient?.phone || !recipient.phoneVerifiedAt) return;
      try {
        await ctx.sms.send({
          ...notificationSms({
            to: recipient.phone,
            title: input.title,
            link: input.link ?? null,
            appUrl: ctx.appUrl,
          }),
          metadata: { kind: 'notification', type: input.type },
        });
      } catch (error) {
        log.error({ err: error, userId: recipient.id, type: input.type }, 'notifications: sms failed');
      }
    }),
  );
}
