// 429 answers of the sign-in endpoints (5 tries a minute): the toast comes from the HTTP client;
// forms add a calmer note beside the button saying how long to wait.
import { HttpError } from '#web/lib/http.ts';

const DEFAULT_WAIT_SECONDS = 60;

/** Seconds to wait after a 429 (from `Retry-After`), or null when the failure was something else. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof HttpError) || error.status !== 429) return null;
  const header = Number(error.response?.headers.get('Retry-After'));
  return Number.isFinite(header) && header > 0 ? Math.ceil(header) : DEFAULT_WAIT_SECONDS;
}

export function tooManyAttemptsText(seconds: number, doing: string): string {
  const wait = seconds <= 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `For your security we paused ${doing} for a moment. Please wait ${wait}, then try again.`;
}
