// Deals (issue 23, SPEC.md §2 /deals/{slug} "Join {product}"): offers defined by super admins (a
// longer free trial and/or a discount for the first months), with an expiry and a redemption limit.
// Each company redeems at most one deal; `redemptions` counts them and is raised with a guarded
// update, so the limit holds under concurrent redemptions (decision 116).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

export const deals = pgTable(
  'deals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Days of free trial for the new company; null keeps the standard trial. */
    trialDays: smallint('trial_days'),
    /** Percent off each invoice of the first `discount_months` months after the trial; null: none. */
    discountPercent: smallint('discount_percent'),
    discountMonths: smallint('discount_months'),
    expiresAt: tz('expires_at'),
    /** Null: unlimited. */
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deals_slug_unique').on(table.slug),
    index('deals_created_at_idx').on(table.createdAt.desc()),
    check(
      'deals_redemptions_within_limit',
      sql`${table.maxRedemptions} is null or ${table.redemptions} <= ${table.maxRedemptions}`,
    ),
  ],
);

export const dealRedemptions = pgTable(
  'deal_redemptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dealId: bigint('deal_id', { mode: 'number' })
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: tz('redeemed_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deal_redemptions_company_unique').on(table.companyId),
    index('deal_redemptions_deal_idx').on(table.dealId, table.redeemedAt.desc()),
  ],
);
