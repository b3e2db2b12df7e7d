// Delivery preferences: the shared defaults, overridden by the rows a user saved. Rows exist only
// for choices that differ from the defaults, so changing a default later reaches everyone who kept it.
import {
  defaultNotificationPreference,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationScope,
  type NotificationType,
  notificationTypesOf,
} from '@hireloop/shared/notifications';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { notificationPreferences, users } from '#server/db/schema.ts';

const key = (userId: number, type: string, channel: string) => `${userId}:${type}:${channel}`;

/** Answers "does this user want this type on this channel?" for a batch of users. */
export interface PreferenceLookup {
  enabled(userId: number, type: NotificationType, channel: NotificationChannel): boolean;
}

/** One query for all the given users, whatever their number. */
export async function loadPreferences(db: Database, userIds: readonly number[]): Promise<PreferenceLookup> {
  const unique = [...new Set(userIds)];
  const rows =
    unique.length === 0
      ? []
      : await db
          .select({
            userId: notificationPreferences.userId,
            type: notificationPreferences.type,
            channel: notificationPreferences.channel,
            enabled: notificationPreferences.enabled,
          })
          .from(notificationPreferences)
          .where(inArray(notificationPreferences.userId, unique));
  const overrides = new Map(rows.map((row) => [key(row.userId, row.type, row.channel), row.enabled]));
  return {
    enabled(userId, type, channel) {
      return overrides.get(key(userId, type, channel)) ?? defaultNotificationPreference(type, channel);
    },
  };
}

export interface PreferenceState {
  type: NotificationType;
  channel: NotificationChannel;
  enabled: boolean;
}

/** Every type of one inbox × every channel, with what is in effect for the user. */
export async function listPreferences(
  db: Database,
  userId: number,
  scope: NotificationScope,
): Promise<{ preferences: PreferenceState[]; smsAvailable: boolean }> {
  const [lookup, [user]] = await Promise.all([
    loadPreferences(db, [userId]),
    db
      .select({ phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt })
      .from(users)
      .where(eq(users.id, userId)),
  ]);
  const preferences = notificationTypesOf(scope).flatMap((type) =>
    NOTIFICATION_CHANNELS.map((channel) => ({
      type,
      channel,
      enabled: lookup.enabled(userId, type, channel),
    })),
  );
  return { preferences, smsAvailable: Boolean(user?.phone && user.phoneVerifiedAt) };
}

/**
 * Saves switches in one transaction: a choice equal to the default removes the override, any other
 * choice is upserted, so the table keeps only real overrides.
 */
export async function updatePreferences(
  db: Database,
  userId: number,
  changes: readonly PreferenceState[],
): Promise<void> {
  // The last switch for a type and channel wins when the same one is sent twice.
  const latest = new Map(changes.map((change) => [`${change.type}:${change.channel}`, change]));
  const overrides = [...latest.values()].filter(
    (change) => change.enabled !== defaultNotificationPreference(change.type, change.channel),
  );
  const backToDefault = [...latest.values()].filter(
    (change) => change.enabled === defaultNotificationPreference(change.type, change.channel),
  );
  await db.transaction(async (tx) => {
    if (backToDefault.length > 0) {
      await tx
        .delete(notificationPreferences)
        .where(
          and(
            eq(notificationPreferences.userId, userId),
            or(
              ...backToDefault.map((change) =>
                and(
                  eq(notificationPreferences.type, change.type),
                  eq(notificationPreferences.channel, change.channel),
                ),
              ),
            ),
          ),
        );
    }
    if (overrides.length > 0) {
      await tx
        .insert(notificationPreferences)
        .values(overrides.map((change) => ({ userId, ...change })))
        .onConflictDoUpdate({
          target: [
            notificationPreferences.userId,
            notificationPreferences.type,
            notificationPreferences.channel,
          ],
          set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
        });
    }
  });
}
