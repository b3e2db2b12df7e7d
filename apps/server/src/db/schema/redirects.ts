// Clicks through /redirect (links in emails): where each went, or was refused.
import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const redirectClicks = pgTable(
  'redirect_clicks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The requested target, cut to 2,048 characters. */
    target: text('target').notNull(),
    allowed: boolean('allowed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (table) => [index('redirect_clicks_created_idx').on(table.createdAt)],
);
