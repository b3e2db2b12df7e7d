// SPEC.md §7: POST /api/users/{id}/snooze | unsnooze | withdraw-applications |
// opt-out-of-auto-snooze. Only the signed-in user's own id (another id → 403).
import {
  candidateProfileSchema,
  snoozeEnd,
  snoozeSchema,
  withdrawApplicationsResponseSchema,
} from '@hireloop/shared/profiles';
import { z } from '@hireloop/shared/zod';
import { signedInUserId } from '#server/http/authentication.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import {
  optOutOfAutoSnooze,
  snoozeCandidate,
  unsnoozeCandidate,
  withdrawCandidateApplications,
} from './candidate-status.service.ts';
import { presentCandidateProfile } from './profiles.presenter.ts';

const params = z.object({ id: z.coerce.number().int().positive() });
const profileResponse = { response: { 200: candidateProfileSchema } };

export function registerCandidateStatusRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  app.post(
    '/api/users/:id/snooze',
    { schema: { params, body: snoozeSchema, ...profileResponse } },
    async (request) => {
      // The schema already proved the date readable, in the future and at most a year away.
      const until = snoozeEnd(request.body.until)!;
      const record = await snoozeCandidate(db, signedInUserId(request), request.params.id, until);
      return {
        ...presentCandidateProfile(record),
        // The client shows the date in the candidate's own time zone; the server does not know it.
        message: 'Your profile is hidden from company searches until the date you chose.',
      };
    },
  );

  app.post('/api/users/:id/unsnooze', { schema: { params, ...profileResponse } }, async (request) => {
    const record = await unsnoozeCandidate(db, signedInUserId(request), request.params.id);
    return { ...presentCandidateProfile(record), message: 'Companies can find your profile again.' };
  });

  app.post(
    '/api/users/:id/opt-out-of-auto-snooze',
    { schema: { params, ...profileResponse } },
    async (request) => {
      const record = await optOutOfAutoSnooze(db, signedInUserId(request), request.params.id);
      return {
        ...presentCandidateProfile(record),
        message: 'Your profile will not be snoozed automatically.',
      };
    },
  );

  app.post(
    '/api/users/:id/withdraw-applications',
    { schema: { params, response: { 200: withdrawApplicationsResponseSchema } } },
    async (request) => {
      const { record, withdrawnCount } = await withdrawCandidateApplications(
        db,
        signedInUserId(request),
        request.params.id,
      );
      return {
        ...presentCandidateProfile(record),
        withdrawn_count: withdrawnCount,
        message:
          withdrawnCount === 0
            ? 'You have no open applications to withdraw.'
            : `Withdrew ${withdrawnCount} application${withdrawnCount === 1 ? '' : 's'}.`,
      };
    },
  );
}
