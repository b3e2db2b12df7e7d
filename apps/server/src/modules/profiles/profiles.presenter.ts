// The candidate's own profile on the wire (packages/shared/src/profiles.ts candidateProfileSchema):
// built field by field, so the stored path of the resume or its extracted text never leak.
import type { Availability, CandidateProfilePayload, WorkAuthorization } from '@hireloop/shared/profiles';
import type { ProfileRecord } from './profile-store.ts';

export const RESUME_DOWNLOAD_PATH = '/api/profile/resume';

export function presentCandidateProfile(record: ProfileRecord, now = new Date()): CandidateProfilePayload {
  const { user, profile } = record;
  return {
    user_id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phoneVerifiedAt ? user.phone : null,
    avatar: user.avatarPath ? `/api/users/${user.id}/avatar` : null,
    headline: profile?.headline ?? null,
    location: profile?.location ?? null,
    desired_roles: profile?.desiredRoles ?? [],
    availability: (profile?.availability as Availability | null) ?? null,
    work_authorization: (profile?.workAuthorization as WorkAuthorization | null) ?? null,
    available_from: profile?.availableFrom ?? null,
    summary: profile?.summary ?? null,
    skills: profile?.skills ?? [],
    experience: profile?.experience ?? [],
    education: profile?.education ?? [],
    links: profile?.links ?? [],
    resume: profile?.resumePath
      ? {
          name: profile.resumeName ?? 'resume',
          mime_type: profile.resumeMimeType ?? 'application/octet-stream',
          size_bytes: profile.resumeSizeBytes ?? 0,
          url: RESUME_DOWNLOAD_PATH,
        }
      : null,
    snoozed_until: profile?.snoozedUntil?.toISOString() ?? null,
    is_snoozed: Boolean(profile?.snoozedUntil && profile.snoozedUntil.getTime() > now.getTime()),
    auto_snooze_opt_out: profile?.autoSnoozeOptOut ?? false,
    onboarding_completed_at: profile?.onboardingCompletedAt?.toISOString() ?? null,
    updated_at: profile?.updatedAt.toISOString() ?? null,
  };
}
