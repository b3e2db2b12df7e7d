// Stored notifications, per-type delivery preferences, and feature announcements with who saw them.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { enterprises } from './enterprises.ts';
import { users } from './users.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the notification belongs to the user's company side (shown on /company-notifications). */
    companyId: bigint('company_id', { mode: 'number' }).references(() => companies.id, {
      onDelete: 'cascade',
    }),
    /** Set when the notification belongs to the user's enterprise side (their enterprise inbox). */
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).references(() => enterprises.id, {
      onDelete: 'cascade',
    }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: tz('read_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_user_company_created_idx').on(table.userId, table.companyId, table.createdAt.desc()),
    index('notifications_user_enterprise_created_idx')
      .on(table.userId, table.enterpriseId, table.createdAt.desc())
      .where(sql`${table.enterpriseId} is not null`),
  ],
);

/** Only choices that differ from the defaults in packages/shared are stored. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type, table.channel] })],
);

export const featureAnnouncements = pgTable(
  'feature_announcements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    avatar: text('avatar'),
    action1Text: text('action_1_text'),
    action1Url: text('action_1_url'),
    action2Text: text('action_2_text'),
    action2Url: text('action_2_url'),
    /** Hidden until published; then shown once to every signed-in user of its audiences. */
    publishedAt: tz('published_at'),
    /** Retired by a super admin: shown to nobody from then on. */
    retiredAt: tz('retired_at'),
    /** Who it is for (ANNOUNCEMENT_AUDIENCES of packages/shared): the account in use decides. */
    audiences: text('audiences')
      .array()
      .notNull()
      .default(sql`'{candidate,company_admin,manager,recruiter,team_member,enterprise}'::text[]`),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [index('feature_announcements_published_at_idx').on(table.publishedAt.desc())],
);

export const featureAnnouncementViews = pgTable(
  'feature_announcement_views',
  {
    announcementId: bigint('announcement_id', { mode: 'number' })
      .notNull()
      .references(() => featureAnnouncements.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: tz('seen_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.announcementId, table.userId] }),
    index('feature_announcement_views_user_id_idx').on(table.userId),
  ],
);
