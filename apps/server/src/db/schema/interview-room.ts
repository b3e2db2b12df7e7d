// The interview room (issue 19): the chat of an interview (persisted, part of its timeline) and each
// company-side person's private notes on it (one row per interview and author, autosaved), and
// each interviewer's submitted scorecard (one per interview and author; re-submitting replaces it).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { interviews } from './interviews.ts';
import { users } from './users.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

export const interviewChatMessages = pgTable(
  'interview_chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    interviewId: bigint('interview_id', { mode: 'number' })
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which side the author spoke from, fixed when sent. */
    side: text('side').notNull(),
    body: text('body').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [index('interview_chat_messages_interview_idx').on(table.interviewId, table.id)],
);

export const interviewNotes = pgTable(
  'interview_notes',
  {
    interviewId: bigint('interview_id', { mode: 'number' })
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** Raised on every save; autosave sends the version it read, a stale one is refused. */
    version: integer('version').notNull().default(1),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.interviewId, table.userId] })],
);

export const interviewScorecards = pgTable(
  'interview_scorecards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    interviewId: bigint('interview_id', { mode: 'number' })
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Attribute id → 1–4, or null for "not assessed" (every attribute of the scorecard). */
    ratings: jsonb('ratings').$type<Record<string, number | null>>().notNull(),
    notes: text('notes').notNull().default(''),
    recommendation: text('recommendation').notNull(),
    submittedAt: tz('submitted_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('interview_scorecards_interview_user_unique').on(table.interviewId, table.userId),
    index('interview_scorecards_user_idx').on(table.userId),
    check(
      'interview_scorecards_recommendation_check',
      sql`${table.recommendation} in ('strong_no', 'no', 'yes', 'strong_yes')`,
    ),
  ],
);
