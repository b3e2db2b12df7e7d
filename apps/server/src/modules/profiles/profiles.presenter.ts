// The candidate's own profile on the wire (packages/shared/src/profiles.ts candidateProfileSchema):
// built field by field, so the stored path of the resume or its extracted text never leak.
import type { Availability, CandidateProfilePayload, WorkAuthorization } from '@hireloop/shared/profiles';
import type { candidateProfiles } from '#server/db/schema.ts';
import { avatarUrl } from '../accounts/avatar-files.ts';
import type { ProfileRecord } from './profile-store.ts';

export const RESUME_DOWNLOAD_PATH = '/api/profile/resume';

/** The columns presentProfileDetails reads (the candidate's own profile and the company's panel). */
type ProfileDetailsRow = Pick<
  typeof candidateProfiles.$inferSelect,
  | 'headline'
  | 'location'
  | 'summary'
  | 'desiredRoles'
  | 'availability'
  | 'workAuthorization'
  | 'skills'
  | 'experience'
  | 'education'
  | 'links'
  | 'resumePath'
  | 'resumeName'
  | 'resumeMimeType'
  | 'resumeSizeBytes'
>;

/**
 * What a profile says, as both the candidate and the companies they applied to see it. The résumé
 * is offered at `resumeUrl` (the candidate's own download, or the company's for one application).
 */
export function presentProfileDetails(profile: ProfileDetailsRow | null | undefined, resumeUrl: string) {
  return {
    headline: profile?.headline ?? null,
    location: profile?.location ?? null,
    summary: profile?.summary ?? null,
    desired_roles: profile?.desiredRoles ?? [],
    availability: (profile?.availability as Availability | null) ?? null,
    work_authorization: (profile?.workAuthorization as WorkAuthorization | null) ?? null,
    skills: profile?.skills ?? [],
    experience: profile?.experience ?? [],
    education: profile?.education ?? [],
    links: profile?.links ?? [],
    resume: profile?.resumePath
      ? {
          name: profile.resumeName ?? 'resume',
          mime_type: profile.resumeMimeType ?? 'application/octet-stream',
          size_bytes: profile.resumeSizeBytes ?? 0,
          url: resumeUrl,
        }
      : null,
  };
}

export function presentCandidateProfile(record: ProfileRecord, now = new Date()): CandidateProfilePayload {
  const { user, profile } = record;
  return {
    user_id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phoneVerifiedAt ? user.phone : null,
    avatar: avatarUrl('users', user.id, user.avatarPath),
    ...presentProfileDetails(profile, RESUME_DOWNLOAD_PATH),
    available_from: profile?.availableFrom ?? null,
    snoozed_until: profile?.snoozedUntil?.toISOString() ?? null,
    is_snoozed: Boolean(profile?.snoozedUntil && profile.snoozedUntil.getTime() > now.getTime()),
    auto_snooze_opt_out: profile?.autoSnoozeOptOut ?? false,
    onboarding_completed_at: profile?.onboardingCompletedAt?.toISOString() ?? null,
    updated_at: profile?.updatedAt.toISOString() ?? null,
  };
}
