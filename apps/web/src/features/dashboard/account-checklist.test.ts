import { describe, expect, it } from 'vitest';
import { buildUser } from '#web/test/user-fixtures.ts';
import { accountChecklist, greeting } from './account-checklist.ts';

const done = (user: ReturnType<typeof buildUser>, onboarded = true) =>
  Object.fromEntries(accountChecklist(user, onboarded).map((step) => [step.id, step.done]));

describe('account checklist', () => {
  it('asks a new user to verify the email and turn on two-factor authentication', () => {
    expect(done(buildUser({ emailVerifiedAt: null, twoFactorEnabled: false }))).toEqual({
      'create-account': true,
      'verify-email': false,
      'two-factor': false,
    });
  });

  it('asks for onboarding until /create-account is finished', () => {
    expect(done(buildUser(), false)['create-account']).toBe(false);
    const [create] = accountChecklist(buildUser(), false);
    expect(create?.description).toContain('Verify your phone');
  });

  it('ticks each step the user has completed', () => {
    expect(
      done(buildUser({ emailVerifiedAt: '2026-01-05T10:00:00.000Z', twoFactorEnabled: false })),
    ).toMatchObject({
      'verify-email': true,
      'two-factor': false,
    });
    expect(done(buildUser({ emailVerifiedAt: '2026-01-05T10:00:00.000Z', twoFactorEnabled: true }))).toEqual({
      'create-account': true,
      'verify-email': true,
      'two-factor': true,
    });
  });

  it('names the address the link went to', () => {
    const [, verify] = accountChecklist(buildUser({ emailVerifiedAt: null, email: 'ada@example.com' }), true);
    expect(verify?.description).toContain('ada@example.com');
  });
});

describe('greeting', () => {
  it('follows the time of day', () => {
    expect(greeting(new Date(2026, 0, 5, 8))).toBe('Good morning');
    expect(greeting(new Date(2026, 0, 5, 12))).toBe('Good afternoon');
    expect(greeting(new Date(2026, 0, 5, 19))).toBe('Good evening');
    expect(greeting(new Date(2026, 0, 5, 2))).toBe('Good evening');
  });
});
