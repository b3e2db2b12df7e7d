// SPEC.md §9 "hideQuickProfile stored 0.5 hours after login": the dashboard invites an onboarded
// candidate whose profile lacks a quick-profile field to /profile/quick. Once the invitation has
// been shown after signing in, `hideQuickProfile` is stored for half an hour, so it does not come
// back on every visit to the dashboard; saving the quick profile stores it too (docs/decisions/014).
import { STORAGE_KEYS, STORAGE_TTL_MS } from '@hireloop/shared/constants';
// The rule's own module: the profiles barrel brings the profile schemas (zod) into the dashboard.
import { quickProfileMissing } from '@hireloop/shared/profiles/completion';
import { getStoredItem, setStoredItem } from '#web/lib/storage.ts';
import type { DashboardProfile } from './api/candidate-profile.ts';

export function isQuickProfileHidden(): boolean {
  return getStoredItem<boolean>(STORAGE_KEYS.hideQuickProfile) === true;
}

export function hideQuickProfileForAWhile(): void {
  setStoredItem(STORAGE_KEYS.hideQuickProfile, true, STORAGE_TTL_MS.hideQuickProfile);
}

/** The quick-profile fields the candidate still lacks (none before onboarding: that step comes first). */
export function quickProfileGaps(profile: DashboardProfile): string[] {
  if (profile.onboardingCompletedAt === null) return [];
  return quickProfileMissing({
    headline: profile.headline,
    location: profile.location,
    desired_roles: profile.desiredRoles,
    availability: profile.availability,
    resume: profile.resume,
  });
}
