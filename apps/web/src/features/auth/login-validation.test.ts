import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-validation.ts';

describe('validateLogin', () => {
  it('requires an email and a password', () => {
    expect(validateLogin({ email: ' ', password: '', rememberMe: false })).toEqual({
      email: 'The email field is required.',
      password: 'The password field is required.',
    });
  });

  it('rejects an email without a domain', () => {
    expect(validateLogin({ email: 'ada@', password: 'secret', rememberMe: false }).email).toBe(
      'The email must be a valid email address.',
    );
  });

  it('accepts a well-formed login', () => {
    expect(validateLogin({ email: 'ada@example.com', password: 'secret', rememberMe: true })).toEqual({});
  });
});
