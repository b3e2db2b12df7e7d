// Sessions, password reset tokens, SMS codes and rate-limit counters.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

export interface SessionData {
  /** Epoch ms of the last password confirmation (sensitive actions need one within 3 hours). */
  passwordConfirmedAt?: number;
  /** A password login waiting for its two-factor code. */
  pendingTwoFactor?: { userId: number; remember: boolean; expiresAt: number; setCompanyId?: number };
  /** The super admin acting as this session's user (issue 22); absent when nobody impersonates. */
  impersonatorId?: number;
}

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie value: the table alone cannot be used to hijack a session. */
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    data: jsonb('data').$type<SessionData>().notNull().default({}),
    remember: boolean('remember').notNull().default(false),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    lastActivityAt: tz('last_activity_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);

export const smsVerifications = pgTable(
  'sms_verifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: tz('expires_at').notNull(),
    verifiedAt: tz('verified_at'),
    voidedAt: tz('voided_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('sms_verifications_user_phone_idx').on(table.userId, table.phone, table.createdAt.desc()),
  ],
);

/** Fixed-window counters shared by every app instance (DESIGN.md §5). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: tz('reset_at').notNull(),
  },
  (table) => [index('rate_limits_reset_at_idx').on(table.resetAt)],
);

export const sessionCleanupCondition = sql`expires_at < now()`;
