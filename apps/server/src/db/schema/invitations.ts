// Invitations to join a company or an enterprise with a role; the emailed token is stored hashed.
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { enterpriseGroups, enterprises } from './enterprises.ts';
import { users } from './users.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

export const invitations = pgTable(
  'invitations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    companyId: bigint('company_id', { mode: 'number' }).references(() => companies.id, {
      onDelete: 'cascade',
    }),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).references(() => enterprises.id, {
      onDelete: 'cascade',
    }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    /** Enterprise invitations: the groups an Admin or Viewer will see. */
    groupIds: jsonb('group_ids').$type<number[]>().notNull().default([]),
    /**
     * Group invitations (decision 103): the one group the invitation is to, opened on
     * /enterprise-group-invitations/{token}; null for an invitation to the whole enterprise.
     */
    groupId: bigint('group_id', { mode: 'number' }).references(() => enterpriseGroups.id, {
      onDelete: 'cascade',
    }),
    invitedBy: bigint('invited_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    expiresAt: tz('expires_at').notNull(),
    acceptedAt: tz('accepted_at'),
    acceptedBy: bigint('accepted_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    revokedAt: tz('revoked_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'invitations_one_target_check',
      sql`(${table.companyId} is null) <> (${table.enterpriseId} is null)`,
    ),
    index('invitations_company_id_idx').on(table.companyId, table.createdAt.desc()),
    index('invitations_enterprise_id_idx').on(table.enterpriseId, table.createdAt.desc()),
    index('invitations_email_idx').on(table.email),
    index('invitations_group_id_idx').on(table.groupId, table.createdAt.desc()),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;
