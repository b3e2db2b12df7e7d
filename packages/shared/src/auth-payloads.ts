// The sign-in, sign-up and forgot-password payloads (docs/api/auth.md), written with zod/mini so the
// public auth pages load no more of zod than these schemas use (decision 124). The server validates
// with these very schemas (auth.ts re-exports them); the rules match the regular-zod field schemas
// of auth.ts (`emailSchema`, `nameSchema`, …) that other payloads build on (auth-payloads.test.ts).
import { z } from './zod-mini.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 255;

/** Sign-up with an address that has an account: the 422 on submit and the form's inline check. */
export const EMAIL_TAKEN = 'The email has already been taken.';

export const emailField = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(EMAIL_MAX_LENGTH)),
  z.email(),
);

const passwordField = z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(PASSWORD_MAX_LENGTH));

const nameField = z.string().check(z.trim(), z.minLength(1), z.maxLength(NAME_MAX_LENGTH));

/** An IANA time zone such as `Europe/Berlin`; unknown zones are rejected. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const TIMEZONE_INVALID = 'The timezone must be a valid time zone.';

const timezoneField = z.string().check(z.maxLength(64), z.refine(isTimeZone, TIMEZONE_INVALID));

export const PASSWORD_MISMATCH = 'The password confirmation does not match.';

/** The query parameter of a referral link (/register?ref=code) and its longest code (issue 23). */
export const REFERRAL_QUERY_PARAM = 'ref';
export const REFERRAL_CODE_MAX_LENGTH = 64;
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
