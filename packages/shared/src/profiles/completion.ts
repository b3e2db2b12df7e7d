// Pure rules over a profile: completion, the quick-profile fields still missing, and whether the
// dashboard sends the user to candidate onboarding.

/** Only what the rules read, so both the wire payload and the client's camelCased copy fit. */
interface CompletionProfile {
  headline: string | null;
  location: string | null;
  desired_roles: readonly string[];
  summary: string | null;
  skills: readonly string[];
  experience: readonly unknown[];
  resume: unknown;
}

/** What makes a profile complete, in the order the profile page suggests them. */
export const PROFILE_COMPLETION_ITEMS = [
  { key: 'headline', label: 'Headline', done: (p: CompletionProfile) => Boolean(p.headline) },
  { key: 'location', label: 'Location', done: (p: CompletionProfile) => Boolean(p.location) },
  {
    key: 'desired_roles',
    label: 'Desired roles',
    done: (p: CompletionProfile) => p.desired_roles.length > 0,
  },
  {
    key: 'resume',
    label: 'Resume',
    done: (p: CompletionProfile) => p.resume !== null && p.resume !== undefined,
  },
  { key: 'summary', label: 'Summary', done: (p: CompletionProfile) => Boolean(p.summary) },
  { key: 'experience', label: 'Experience', done: (p: CompletionProfile) => p.experience.length > 0 },
  { key: 'skills', label: 'Skills', done: (p: CompletionProfile) => p.skills.length > 0 },
] as const;

export interface ProfileCompletion {
  percent: number;
  missing: { key: string; label: string }[];
}

export function profileCompletion(profile: CompletionProfile): ProfileCompletion {
  const missing = PROFILE_COMPLETION_ITEMS.filter((item) => !item.done(profile)).map(({ key, label }) => ({
    key,
    label,
  }));
  const done = PROFILE_COMPLETION_ITEMS.length - missing.length;
  return { percent: Math.round((done / PROFILE_COMPLETION_ITEMS.length) * 100), missing };
}

/** The quick profile (/profile/quick) asks for these; the dashboard prompts while any is missing. */
export function quickProfileMissing(
  profile: Pick<CompletionProfile, 'headline' | 'location' | 'desired_roles' | 'resume'> & {
    availability: string | null;
  },
): string[] {
  const missing: string[] = [];
  if (!profile.headline) missing.push('headline');
  if (!profile.location) missing.push('location');
  if (profile.desired_roles.length === 0) missing.push('desired_roles');
  if (!profile.availability) missing.push('availability');
  if (profile.resume === null || profile.resume === undefined) missing.push('resume');
  return missing;
}

/**
 * A candidate who has not finished /create-account and holds no company or enterprise account:
 * the dashboard sends them to onboarding (docs/decisions/013). People who signed up to join a
 * company are never pushed through candidate onboarding.
 */
export function needsCandidateOnboarding(input: {
  onboardingCompletedAt: string | null;
  companyCount: number;
  enterpriseCount: number;
}): boolean {
  return input.onboardingCompletedAt === null && input.companyCount === 0 && input.enterpriseCount === 0;
}
