// People: one row per person, whatever accounts (candidate, companies, enterprises) they hold.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Always stored lower-case (the shared email schema lowercases). */
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, precision: 6 }),
    username: text('username'),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true, precision: 6 }),
    avatarPath: text('avatar_path'),
    timezone: text('timezone'),
    /** AES-GCM encrypted base32 TOTP secret; set while enabling, kept once confirmed. */
    twoFactorSecret: text('two_factor_secret'),
    /** AES-GCM encrypted JSON array of 8 recovery codes. */
    twoFactorRecoveryCodes: text('two_factor_recovery_codes'),
    twoFactorConfirmedAt: timestamp('two_factor_confirmed_at', { withTimezone: true, precision: 6 }),
    /** Last accepted TOTP time step: a code is never accepted twice. */
    twoFactorLastStep: integer('two_factor_last_step'),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    /** The account the user acts as (SPEC.md §4): a company, an enterprise, or neither (candidate). */
    activeCompanyId: bigint('active_company_id', { mode: 'number' }),
    activeEnterpriseId: bigint('active_enterprise_id', { mode: 'number' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_username_unique').on(sql`lower(${table.username})`),
    index('users_phone_idx').on(table.phone),
  ],
);

export type UserRow = typeof users.$inferSelect;
