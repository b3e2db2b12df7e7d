// Payloads of the authentication endpoints (docs/api/auth.md). The server validates with these and
// the web forms reuse them, so both sides say the same thing about the same input.
// The sign-in, sign-up and forgot-password payloads live in auth-payloads.ts (zod/mini, decision 124).
import {
  EMAIL_MAX_LENGTH,
  isTimeZone,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH,
  TIMEZONE_INVALID,
} from './auth-limits.ts';
import { z } from './zod.ts';

export {
  EMAIL_MAX_LENGTH,
  EMAIL_TAKEN,
  forgotPasswordSchema,
  type LoginInput,
  loginSchema,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type RegisterInput,
  registerSchema,
} from './auth-payloads.ts';

export const CREDENTIALS_MISMATCH = 'These credentials do not match our records.';
export const PASSWORD_RESET_LINK_SENT =
  'If an account exists for that email, we have sent a password reset link.';
export const PASSWORD_RESET_DONE = 'Your password has been reset.';
export const PASSWORD_RESET_TOKEN_INVALID = 'This password reset link is invalid or has expired.';
export const PASSWORD_UPDATED = 'Your password has been updated.';
export const PASSWORD_CONFIRMATION_REQUIRED = 'Password confirmation required.';
export const CSRF_MISMATCH = 'CSRF token mismatch.';
export const VERIFICATION_LINK_SENT = 'A new verification link has been sent to your email address.';
export const EMAIL_ALREADY_VERIFIED = 'Your email address is already verified.';
export const TWO_FACTOR_CODE_INVALID = 'The provided two factor authentication code was invalid.';
export const RECOVERY_CODE_INVALID = 'The provided two factor recovery code was invalid.';

export const emailSchema = z.string().trim().toLowerCase().min(1).max(EMAIL_MAX_LENGTH).pipe(z.email());

export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const nameSchema = z.string().trim().min(1).max(NAME_MAX_LENGTH);

/** IANA time zone such as `Europe/Berlin`; unknown zones are rejected. */
export const timezoneSchema = z.string().max(64).refine(isTimeZone, TIMEZONE_INVALID);

const confirmedPassword = { password: passwordSchema, password_confirmation: z.string() };
const passwordsMatch = (value: { password: string; password_confirmation: string }) =>
  value.password === value.password_confirmation;
const passwordMismatch = { path: ['password'], message: PASSWORD_MISMATCH };

export const loginQuerySchema = z.object({
  set_company_id: z.coerce.number().int().positive().optional(),
});

export const twoFactorChallengeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'The code must be 6 digits.')
      .optional(),
    recovery_code: z.string().trim().min(1).max(64).optional(),
  })
  .refine((value) => Boolean(value.code) !== Boolean(value.recovery_code), {
    path: ['code'],
    message: 'Enter the code from your authenticator app or one recovery code.',
  });

export const resetPasswordSchema = z
  .object({ token: z.string().min(1).max(200), email: emailSchema, ...confirmedPassword })
  .refine(passwordsMatch, passwordMismatch);

export const confirmPasswordSchema = z.object({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });

export const updatePasswordSchema = z
  .object({ current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH), ...confirmedPassword })
  .refine(passwordsMatch, passwordMismatch);

export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code must be 6 digits.'),
});

/** E.164: a plus sign, a country code and up to 15 digits in all. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(
    /^\+[1-9]\d{6,14}$/,
    'The phone must be a valid phone number in international format, e.g. +15555550123.',
  );

export const sendVerificationSmsSchema = z.object({ phone: phoneSchema });
export const verifySmsCodeSchema = z.object({
  phone: phoneSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code must be 6 digits.'),
});

export const checkEmailSchema = z.object({ email: emailSchema });
export const checkPhoneSchema = z.object({ phone: phoneSchema });
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9_.-]{2,29}$/i;
export const checkUsernameSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(USERNAME_PATTERN, 'The username may use letters, numbers, dots, dashes and underscores (3–30).'),
});

/** The signed-in user as the API presents it (docs/api/auth.md), defined with the accounts it carries. */
export type { UserPayload } from './accounts.ts';
