// The session check of SPEC.md §4/§9: on window focus and every 10 minutes, at most once a minute,
// ask the server whether the signed-in session is still this user's.
import { SESSION_CHECK } from '@hireloop/shared/constants';

export interface SessionChecksOptions {
  /** One check; its failures are its own business. */
  check: () => void;
  intervalMs?: number;
  throttleMs?: number;
  /** Where focus events come from. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Starts the checks and returns the function that stops them. Checks are throttled as a whole:
 * one that comes less than `throttleMs` after the previous one (or after the start, when the user
 * was just loaded) is skipped.
 */
export function startSessionChecks({
  check,
  intervalMs = SESSION_CHECK.intervalMs,
  throttleMs = SESSION_CHECK.focusThrottleMs,
  target = window,
}: SessionChecksOptions): () => void {
  let lastCheckAt = Date.now();
  const checkUnlessRecent = () => {
    const now = Date.now();
    if (now - lastCheckAt < throttleMs) return;
    lastCheckAt = now;
    check();
  };
  const interval = setInterval(checkUnlessRecent, intervalMs);
  target.addEventListener('focus', checkUnlessRecent);
  return () => {
    clearInterval(interval);
    target.removeEventListener('focus', checkUnlessRecent);
  };
}

/** The session ended, or another user signed in meanwhile (another tab). */
export function sessionHasEnded(
  status: { isActive: boolean; userId: number | null },
  userId: number,
): boolean {
  return !status.isActive || status.userId !== userId;
}
