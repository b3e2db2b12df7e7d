import { describe, expect, it } from 'vitest';
import { HttpError } from '#web/lib/http.ts';
import { retryAfterSeconds, tooManyAttemptsText } from './too-many-attempts.ts';

const throttled = (retryAfter?: string) =>
  new HttpError(
    429,
    {},
    new Response(null, { status: 429, headers: retryAfter ? { 'Retry-After': retryAfter } : {} }),
  );

describe('too many attempts', () => {
  it('reads Retry-After, or assumes a minute', () => {
    expect(retryAfterSeconds(throttled('42'))).toBe(42);
    expect(retryAfterSeconds(throttled())).toBe(60);
    expect(retryAfterSeconds(new HttpError(422, {}))).toBeNull();
  });

  it('says how long to wait', () => {
    expect(tooManyAttemptsText(42, 'logging in')).toBe(
      'For your security we paused logging in for a moment. Please wait 42 seconds, then try again.',
    );
    expect(tooManyAttemptsText(300, 'logging in')).toContain('wait 5 minutes');
  });
});
