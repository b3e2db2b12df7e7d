// The sign-in and sign-up limits and messages, without zod: the public auth pages show them on
// their first load and fetch the payload schemas (auth-payloads.ts) only when a form is first used.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 255;

/** Sign-up with an address that has an account: the 422 on submit and the form's inline check. */
export const EMAIL_TAKEN = 'The email has already been taken.';

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

export const PASSWORD_MISMATCH = 'The password confirmation does not match.';

/** The query parameter of a referral link (/register?ref=code) and its longest code (issue 23). */
export const REFERRAL_QUERY_PARAM = 'ref';
export const REFERRAL_CODE_MAX_LENGTH = 64;
