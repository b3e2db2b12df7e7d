// The existence checks of SPEC.md §7 as inline form feedback: once a value has rested for a moment
// the form asks the server whether it is in use. An answer counts only for the value it was asked
// for, and a check that fails (offline, rate limited) gives no answer: forms never wait or block
// on it, the server decides again on submit (docs/decisions/033-existence-checks-advise-forms.md).
import type { ExistsResponse } from '@hireloop/shared/responses';
import { useEffect, useState } from 'react';
import { api } from './http.ts';

/** How long typing must pause before a value is checked. */
export const EXISTENCE_CHECK_DELAY_MS = 400;

const quietly = { background: true, skipErrorHandling: true } as const;

/** Whether a Hireloop account uses this email (`POST /api/users/check-email-exists`). */
export async function checkEmailExists(email: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await api.post<ExistsResponse>(
    '/api/users/check-email-exists',
    { email },
    { ...quietly, signal },
  );
  return answer.exists;
}

/** Hints under an invitation's email field, once `checkEmailExists` answered for the address. */
export const NEW_TO_HIRELOOP_HINT = 'Not on Hireloop yet: the invitation lets them create an account.';
export const HAS_ACCOUNT_HINT = 'Already on Hireloop: they join with the account they have.';

/** The invitation hint for an address with (or without) an account; nothing while unknown. */
export function invitedAccountHint(hasAccount: boolean | null): string | undefined {
  if (hasAccount === null) return undefined;
  return hasAccount ? HAS_ACCOUNT_HINT : NEW_TO_HIRELOOP_HINT;
}

/** Whether an account has verified this number (`POST /api/users/check-phone-number-exists`). */
export async function checkPhoneNumberExists(phone: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await api.post<ExistsResponse>(
    '/api/users/check-phone-number-exists',
    { phone },
    { ...quietly, signal },
  );
  return answer.exists;
}

/**
 * The answer of `check` for `value` once typing paused, or null: no value to check (null), not
 * asked or answered yet, or the check failed. `check` must keep its identity across renders.
 */
export function useExistenceCheck<T>(
  value: string | null,
  check: (value: string, signal: AbortSignal) => Promise<T>,
  delayMs = EXISTENCE_CHECK_DELAY_MS,
): T | null {
  const [answer, setAnswer] = useState<{ value: string; result: T } | null>(null);
  useEffect(() => {
    if (value === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      check(value, controller.signal).then(
        (result) => {
          if (!controller.signal.aborted) setAnswer({ value, result });
        },
        () => undefined,
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, check, delayMs]);
  return value !== null && answer?.value === value ? answer.result : null;
}
