// Pages opened from a signed link in an email (`/confirm?token=…`, `/still-interested?token=…`):
// the token from the URL, and why the server refused it. The server answers a tampered, cut-short
// or expired link with 422 and the reason under `token`.
import { useSearchParams } from 'react-router';
import { validationErrorsOf } from './form-errors.ts';

/** The link's token, or '' when the URL has none. */
export function useLinkToken(): string {
  const [searchParams] = useSearchParams();
  return searchParams.get('token')?.trim() ?? '';
}

/** Why the server refused the link (tampered, cut short or expired), or null. */
export function signedLinkProblem(error: unknown): string | null {
  return validationErrorsOf(error)?.token ?? null;
}
