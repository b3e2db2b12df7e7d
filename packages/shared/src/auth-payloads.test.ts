import { describe, expect, it } from 'vitest';
import { emailSchema, nameSchema, passwordSchema, timezoneSchema } from './auth.ts';
import { emailField, forgotPasswordSchema, loginSchema, registerSchema } from './auth-payloads.ts';
import { installValidationMessages } from './validation-messages.ts';
import { z } from './zod.ts';

installValidationMessages();

type Issue = { path: PropertyKey[]; message: string };
/** zod's and zod/mini's schemas alike. */
type Parsable = {
  safeParse(
    value: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: Issue[] } };
};

/** Outcome and messages of a parse, comparable across zod and zod/mini. */
function outcome(schema: Parsable, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? { data: result.data }
    : { issues: result.error.issues.map(({ path, message }) => ({ path, message })) };
}

const emails = [
  'ada@example.com',
  '  ADA@Example.COM ',
  '',
  'not-an-email',
  `${'a'.repeat(250)}@x.com`,
  'a\u0000@x.com',
  42,
];

describe('auth payloads (zod/mini)', () => {
  it('parse emails exactly as the regular-zod emailSchema does', () => {
    for (const email of emails) expect(outcome(emailField, email)).toEqual(outcome(emailSchema, email));
  });

  it('accept and normalise a sign-up, with the timezone optional', () => {
    const input = {
      first_name: ' Ada ',
      last_name: 'Lovelace',
      email: 'ADA@example.com',
      password: 'correct horse',
      password_confirmation: 'correct horse',
    };
    expect(registerSchema.parse(input)).toEqual({ ...input, first_name: 'Ada', email: 'ada@example.com' });
    expect(registerSchema.parse({ ...input, timezone: 'Europe/Berlin' }).timezone).toBe('Europe/Berlin');
  });

  it('say what the regular-zod field schemas say about each field of a sign-up', () => {
    const bad = {
      first_name: '  ',
      last_name: 'x'.repeat(101),
      email: 'nope',
      password: 'short',
      password_confirmation: 'short',
      timezone: 'Mars/Olympus',
    };
    const expected = z
      .object({
        first_name: nameSchema,
        last_name: nameSchema,
        email: emailSchema,
        timezone: timezoneSchema.optional(),
        password: passwordSchema,
        password_confirmation: z.string(),
      })
      .safeParse(bad);
    expect(outcome(registerSchema, bad)).toEqual({
      issues: expected.error?.issues.map(({ path, message }) => ({ path, message })),
    });
    expect(outcome(registerSchema, bad)).toMatchObject({
      issues: expect.arrayContaining([
        { path: ['first_name'], message: 'The first name field is required.' },
        { path: ['password'], message: 'The password must be at least 8 characters.' },
        { path: ['timezone'], message: 'The timezone must be a valid time zone.' },
      ]),
    });
  });

  it('report mismatched passwords on the password field', () => {
    const result = outcome(registerSchema, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct horse',
      password_confirmation: 'battery staple',
    });
    expect(result).toEqual({
      issues: [{ path: ['password'], message: 'The password confirmation does not match.' }],
    });
  });

  it('sign-in defaults remember_me, refuses NUL and needs a password', () => {
    expect(loginSchema.parse({ email: 'ada@example.com', password: 'x' })).toEqual({
      email: 'ada@example.com',
      password: 'x',
      remember_me: false,
    });
    expect(outcome(loginSchema, { email: 'ada@example.com', password: 'a\u0000b' })).toEqual({
      issues: [{ path: ['password'], message: 'The password must not contain NUL characters.' }],
    });
    expect(outcome(loginSchema, { email: 'ada@example.com', password: '' })).toEqual({
      issues: [{ path: ['password'], message: 'The password field is required.' }],
    });
    expect(outcome(forgotPasswordSchema, {})).toEqual({
      issues: [{ path: ['email'], message: 'The email field is required.' }],
    });
  });
});
