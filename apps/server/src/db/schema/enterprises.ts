// Enterprises (franchises, staffing agencies, corporate chains), their groups of companies and
// their users, whose access an Admin or Viewer role scopes to assigned groups.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

export const enterprises = pgTable(
  'enterprises',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    avatarPath: text('avatar_path'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'enterprises_type_check',
      sql`${table.type} in ('franchise', 'staffing_agency', 'corporate_chain')`,
    ),
  ],
);

export const enterpriseGroups = pgTable(
  'enterprise_groups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' })
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [index('enterprise_groups_enterprise_id_idx').on(table.enterpriseId, table.name)],
);

/** Which companies (locations) belong to which group; a company may sit in several groups. */
export const enterpriseGroupCompanies = pgTable(
  'enterprise_group_companies',
  {
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => enterpriseGroups.id, { onDelete: 'cascade' }),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.companyId] }),
    index('enterprise_group_companies_company_id_idx').on(table.companyId),
  ],
);

export const enterpriseMemberships = pgTable(
  'enterprise_memberships',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' })
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.enterpriseId, table.userId] }),
    index('enterprise_memberships_user_id_idx').on(table.userId),
    check(
      'enterprise_memberships_role_check',
      sql`${table.role} in ('Enterprise Owner', 'Enterprise Admin', 'Enterprise Viewer')`,
    ),
  ],
);

/** The groups an Enterprise Admin or Viewer may see; an Owner sees everything. */
export const enterpriseMembershipGroups = pgTable(
  'enterprise_membership_groups',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => enterpriseGroups.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.enterpriseId, table.userId, table.groupId] }),
    index('enterprise_membership_groups_group_id_idx').on(table.groupId),
  ],
);

export type EnterpriseRow = typeof enterprises.$inferSelect;
