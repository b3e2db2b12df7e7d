// Companies, their billable entities and who belongs to them with which role.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { enterprises } from './enterprises.ts';
import { referrers } from './referrals.ts';
import { users } from './users.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

export const companies = pgTable(
  'companies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    nickname: text('nickname'),
    avatarPath: text('avatar_path'),
    description: text('description'),
    website: text('website'),
    addressLine1: text('address_line_1'),
    addressLine2: text('address_line_2'),
    city: text('city'),
    region: text('region'),
    postalCode: text('postal_code'),
    country: text('country'),
    industry: text('industry'),
    size: text('size'),
    demoCompleted: boolean('demo_completed').notNull().default(false),
    /** Interviews scheduled from now on take this recording preference unless they set one. */
    recordingPreference: text('recording_preference').notNull().default('ask'),
    /**
     * Counts changes to anything the company's candidate lists show or search (applications, the
     * people and profiles behind them, opportunity titles, step names); triggers in migration 0007
     * raise it. A list page read at one value is still exact while it stays the same.
     */
    candidatesVersion: bigint('candidates_version', { mode: 'number' }).notNull().default(0),
    /** Set when the company is a location of an enterprise. */
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).references(() => enterprises.id, {
      onDelete: 'set null',
    }),
    /** Set when the company was created by someone who signed up through a referral link. */
    referrerId: bigint('referrer_id', { mode: 'number' }).references(() => referrers.id, {
      onDelete: 'set null',
    }),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('companies_enterprise_id_idx').on(table.enterpriseId),
    check('companies_recording_check', sql`${table.recordingPreference} in ('always', 'never', 'ask')`),
    index('companies_referrer_id_idx').on(table.referrerId),
  ],
);

/**
 * Who pays: a company for itself, or (company null) an enterprise billing group for its locations
 * (decision 075).
 */
export const billableEntities = pgTable(
  'billable_entities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' }).references(() => companies.id, {
      onDelete: 'cascade',
    }),
    trialEndsAt: tz('trial_ends_at'),
    firstUnpaidInvoiceAt: tz('first_unpaid_invoice_at'),
    cancellationAt: tz('cancellation_at'),
    /** When the account was deleted (SPEC.md §3 lock reason `deleted`); re-subscribing clears it. */
    deletedAt: tz('deleted_at'),
    /** A deal's discount (decision 116): percent off each invoice whose period starts before the end. */
    discountPercent: smallint('discount_percent'),
    discountEndsAt: tz('discount_ends_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('billable_entities_company_id_unique').on(table.companyId)],
);

export const companyMemberships = pgTable(
  'company_memberships',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId] }),
    index('company_memberships_user_id_idx').on(table.userId),
    check(
      'company_memberships_role_check',
      sql`${table.role} in ('Company Admin', 'Manager', 'Recruiter', 'Team Member')`,
    ),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
