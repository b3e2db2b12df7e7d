// The sign-in, sign-up and forgot-password payloads (docs/api/auth.md), written with zod/mini so the
// public auth pages load no more of zod than these schemas use (decision 124). The server validates
// with these very schemas (auth.ts re-exports them); the rules match the regular-zod field schemas
// of auth.ts (`emailSchema`, `nameSchema`, …) that other payloads build on (auth-payloads.test.ts).
// Their limits and messages live zod-free in auth-limits.ts (re-exported here).
import {
  EMAIL_MAX_LENGTH,
  isTimeZone,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH,
  REFERRAL_CODE_MAX_LENGTH,
  TIMEZONE_INVALID,
} from './auth-limits.ts';
import { z } from './zod-mini.ts';

export * from './auth-limits.ts';

export const emailField = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(EMAIL_MAX_LENGTH)),
  z.email(),
);

const passwordField = z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(PASSWORD_MAX_LENGTH));

const nameField = z.string().check(z.trim(), z.minLength(1), z.maxLength(NAME_MAX_LENGTH));

const timezoneField = z.string().check(z.maxLength(64), z.refine(isTimeZone, TIMEZONE_INVALID));

/** A referral code as a sign-up may carry it: unknown codes are ignored by the server, not refused. */
const referralCodeField = z.string().check(z.trim(), z.maxLength(REFERRAL_CODE_MAX_LENGTH));

export const registerSchema = z
  .object({
    first_name: nameField,
    last_name: nameField,
    email: emailField,
    timezone: z.optional(timezoneField),
    referral_code: z.optional(referralCodeField),
    password: passwordField,
    password_confirmation: z.string(),
  })
  .check(
    z.refine((value) => value.password === value.password_confirmation, {
      path: ['password'],
      message: PASSWORD_MISMATCH,
    }),
  );
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
  remember_me: z._default(z.boolean(), false),
  timezone: z.optional(timezoneField),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
