// Referrals (issue 23, SPEC.md §2 /referrers/{id}, §3 User.referrer_id): a user who refers companies
// has one referrer record (its id is the portal's id and the user's `referrer_id`) and a link code;
// each person who signs up through the link is recorded once. Companies they create carry the
// referrer (companies.referrer_id), which is what the reward counts (decision 117).
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

export const referrers = pgTable(
  'referrers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The random code of the referral link (/register?ref=code); not the id, so links are not guessable. */
    code: text('code').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('referrers_user_id_unique').on(table.userId),
    uniqueIndex('referrers_code_unique').on(table.code),
  ],
);

/** A person who signed up through a referral link: at most one referrer each. */
export const referralSignups = pgTable(
  'referral_signups',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: bigint('referrer_id', { mode: 'number' })
      .notNull()
      .references(() => referrers.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [index('referral_signups_referrer_idx').on(table.referrerId, table.createdAt.desc())],
);
