import { describe, expect, it, vi } from 'vitest';
import { showValidationErrors, validationErrorsOf } from './form-errors.ts';
import { HttpError } from './http.ts';

const unprocessable = (body: unknown) => new HttpError(422, body);

describe('validationErrorsOf', () => {
  it('gives the first message of each field under its wire name', () => {
    const error = unprocessable({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.', 'Second.'], passwordConfirmation: ['Nope.'] },
    });
    expect(validationErrorsOf(error)).toEqual({
      email: 'The email has already been taken.',
      password_confirmation: 'Nope.',
    });
  });

  it('falls back to the message when no field is named', () => {
    expect(validationErrorsOf(unprocessable({ message: 'No pending login.' }))).toEqual({
      '': 'No pending login.',
    });
  });

  it('is null for anything but a 422', () => {
    expect(validationErrorsOf(new HttpError(429, { message: 'Slow down.' }))).toBeNull();
    expect(validationErrorsOf(new Error('boom'))).toBeNull();
  });
});

describe('showValidationErrors', () => {
  it('sets known fields, focusing the first, and collects the rest on root.server', () => {
    const setError = vi.fn();
    const error = unprocessable({ errors: { email: ['Taken.'], token: ['Expired.'], password: ['Short.'] } });
    expect(showValidationErrors(error, ['email', 'password'], setError)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Taken.' }, { shouldFocus: true }],
      ['password', { type: 'server', message: 'Short.' }, { shouldFocus: false }],
      ['root.server', { type: 'server', message: 'Expired.' }],
    ]);
  });

  it('leaves other failures to the caller', () => {
    const setError = vi.fn();
    expect(showValidationErrors(new HttpError(500, {}), ['email'], setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
