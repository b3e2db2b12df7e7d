// The signed-in candidate's profile, onboarding and resume (docs/api/profiles.md).
import {
  candidateProfileSchema,
  onboardingSchema,
  RESUME_MIME_TYPES,
  updateProfileSchema,
} from '@hireloop/shared/profiles';
import { fileResponse } from '@hireloop/shared/responses';
import { signedInUserId } from '#server/http/authentication.ts';
import { coherentJson } from '#server/http/coherent-json.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { registerCandidateStatusRoutes } from './candidate-status.routes.ts';
import { presentCandidateProfile } from './profiles.presenter.ts';
import { completeOnboarding, getOwnProfile, updateProfile } from './profiles.service.ts';
import { readResume, removeResume, replaceResume } from './resume.service.ts';
import { RESUME_UPLOAD, readResumeUpload } from './resume-upload.ts';

const profileResponse = { response: { 200: candidateProfileSchema } };
/** Reading a PDF costs CPU: enough uploads for anyone fixing their resume, too few to abuse. */
const RESUME_UPLOADS_PER_HOUR = 30;
/** Whether the candidate is snoozed follows the clock (until a date): kept briefly. */
const PROFILE_KEPT_MS = 5_000;

/** `filename*` (RFC 6266) carries any name; the plain `filename` is an ASCII fallback. */
function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function registerProfileRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  // The candidate dashboard's first call (decision 147).
  const profiles = coherentJson(deps.config, {
    url: '/api/profile',
    schema: candidateProfileSchema,
    tables: ['candidate_profiles', 'users'],
    ttlMs: PROFILE_KEPT_MS,
  });

  app.get('/api/profile', { schema: profileResponse }, async (request, reply) => {
    const userId = signedInUserId(request);
    return profiles.send(reply, db, String(userId), async () =>
      presentCandidateProfile(await getOwnProfile(db, userId)),
    );
  });

  app.put('/api/profile', { schema: { body: updateProfileSchema, ...profileResponse } }, async (request) => {
    const record = await updateProfile(db, signedInUserId(request), request.body);
    return { ...presentCandidateProfile(record), message: 'Your profile was saved.' };
  });

  app.post(
    '/api/profile/onboarding',
    { schema: { body: onboardingSchema, ...profileResponse } },
    async (request) => {
      const record = await completeOnboarding(db, signedInUserId(request), request.body);
      return { ...presentCandidateProfile(record), message: 'Your account is ready.' };
    },
  );

  app.post(
    '/api/profile/resume',
    { schema: profileResponse, config: { upload: RESUME_UPLOAD } },
    async (request) => {
      const userId = signedInUserId(request);
      await enforceRateLimit(db, {
        key: `resume-upload:${userId}`,
        maxHits: RESUME_UPLOADS_PER_HOUR,
        windowSeconds: 3600,
      });
      const upload = await readResumeUpload(request);
      const record = await replaceResume(db, deps.storage, userId, upload, request.log);
      return { ...presentCandidateProfile(record), message: 'Your resume was uploaded.' };
    },
  );

  app.delete('/api/profile/resume', { schema: profileResponse }, async (request) => {
    const record = await removeResume(db, deps.storage, signedInUserId(request));
    return { ...presentCandidateProfile(record), message: 'Your resume was removed.' };
  });

  app.get(
    '/api/profile/resume',
    {
      schema: {
        response: { 200: fileResponse('The résumé, as a download', Object.values(RESUME_MIME_TYPES)) },
      },
    },
    async (request, reply) => {
      const resume = await readResume(db, deps.storage, signedInUserId(request));
      return reply
        .header('content-type', resume.mimeType)
        .header('content-disposition', attachmentDisposition(resume.name))
        .header('cache-control', 'private, no-store')
        .send(resume.data);
    },
  );

  registerCandidateStatusRoutes(app, deps);
}
