// The audit log (issue 22): one row per request made while a super admin impersonates a user and per
// state-changing request of a company user. Append-only: a trigger refuses UPDATE and DELETE (only
// the retention job may delete rows older than the retention period), so the rows keep plain ids
// and no foreign keys (a cascade would be an update or delete).
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The user the request acted as. */
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    /** The super admin behind the request, when impersonating. */
    impersonatorUserId: bigint('impersonator_user_id', { mode: 'number' }),
    companyId: bigint('company_id', { mode: 'number' }),
    /** `METHOD /route/pattern`, e.g. `PUT /api/opportunities/:id`. */
    action: text('action').notNull(),
    /** What the route declares the request does (`opportunity_created`…, ACTIVITY_KINDS), if anything. */
    kind: text('kind'),
    /** The concrete path requested (ids included). */
    target: text('target').notNull(),
    statusCode: integer('status_code').notNull(),
    ipAddress: text('ip_address'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('audit_events_impersonator_idx').on(table.impersonatorUserId, table.createdAt),
    index('audit_events_company_idx').on(table.companyId, table.createdAt),
    index('audit_events_actor_idx').on(table.actorUserId, table.createdAt),
    /** The activity report: one member's rows in one company over a period. */
    index('audit_events_company_actor_idx').on(table.companyId, table.actorUserId, table.createdAt),
  ],
);
