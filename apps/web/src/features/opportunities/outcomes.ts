// Which outcome panel an application answer calls for.
import { KNOCKOUT_MESSAGE } from '@hireloop/shared/application-statuses';
import { HttpError } from '#web/lib/http.ts';
import type { ApplicationDetail } from './api/opportunity-types.ts';
import type { Outcome } from './components/application-outcome.tsx';

export const ALREADY_APPLIED_MESSAGE = 'You have already applied to this opportunity.';

/** The panel after a submission; null for a saved draft (which gets a toast instead). */
export function outcomeOfSubmission(
  application: Pick<ApplicationDetail, 'status' | 'message'>,
): Outcome | null {
  if (application.status === 'disqualified') {
    return { kind: 'not-a-match', message: application.message ?? KNOCKOUT_MESSAGE };
  }
  if (application.status === 'draft') return null;
  return { kind: 'sent', message: application.message ?? 'Your application was sent.' };
}

/** A 409 from POST /api/applications: one application per opportunity. */
export function alreadyAppliedOutcome(error: unknown): Outcome | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const message = (error.body as { message?: unknown } | undefined)?.message;
  return {
    kind: 'already-applied',
    message: typeof message === 'string' ? message : ALREADY_APPLIED_MESSAGE,
  };
}
