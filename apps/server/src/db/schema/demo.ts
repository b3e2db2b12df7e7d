// The demo site (DEMO_MODE, SPEC.md §1): each visitor's throwaway sandbox — a company with a team
// and seeded hiring data, or a candidate — deleted with everything in it when its hour is up.
// No foreign keys on purpose: the expiry job deletes the users and the company first, then the row.
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

export const demoSandboxes = pgTable(
  'demo_sandboxes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The person the visitor signed in as. */
    visitorUserId: bigint('visitor_user_id', { mode: 'number' }).notNull(),
    /** The role picked on the demo index: a company role or `Candidate`. */
    role: text('role').notNull(),
    /** The throwaway company (null never happens today: a candidate also gets one to apply to). */
    companyId: bigint('company_id', { mode: 'number' }),
    /** Every user made for this sandbox (the visitor, the rest of the team, the candidate). */
    userIds: bigint('user_ids', { mode: 'number' }).array().notNull(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('demo_sandboxes_expires_at_idx').on(table.expiresAt),
    index('demo_sandboxes_visitor_user_id_idx').on(table.visitorUserId),
  ],
);
