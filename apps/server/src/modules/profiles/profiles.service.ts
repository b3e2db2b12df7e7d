// The candidate's own profile: read it, change any part of it, and complete onboarding
// (/create-account). Services are plain functions over the signed-in user's id.
import type { OnboardingInput, UpdateProfileInput } from '@hireloop/shared/profiles';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { candidateProfiles, users } from '#server/db/schema.ts';
import { validation } from '#server/lib/errors.ts';
import {
  loadProfile,
  type ProfileRecord,
  type ProfileValues,
  type Transaction,
  upsertProfile,
} from './profile-store.ts';

export const PHONE_NOT_VERIFIED = 'Verify this phone number with the code we texted you first.';

export function getOwnProfile(db: Database, userId: number): Promise<ProfileRecord> {
  return loadProfile(db, userId);
}

async function renameUser(
  tx: Transaction,
  userId: number,
  names: { first_name?: string | undefined; last_name?: string | undefined },
): Promise<void> {
  if (names.first_name === undefined && names.last_name === undefined) return;
  await tx
    .update(users)
    .set({
      ...(names.first_name === undefined ? {} : { firstName: names.first_name }),
      ...(names.last_name === undefined ? {} : { lastName: names.last_name }),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** Only the fields that were sent; `undefined` keys are dropped so they stay as they are. */
function profileValues(input: UpdateProfileInput): ProfileValues {
  const values: ProfileValues = {
    headline: input.headline,
    location: input.location,
    desiredRoles: input.desired_roles,
    availability: input.availability,
    workAuthorization: input.work_authorization,
    availableFrom: input.available_from,
    summary: input.summary,
    skills: input.skills,
    experience: input.experience,
    education: input.education,
    links: input.links,
    autoSnoozeOptOut: input.auto_snooze_opt_out,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

export async function updateProfile(
  db: Database,
  userId: number,
  input: UpdateProfileInput,
): Promise<ProfileRecord> {
  await db.transaction(async (tx) => {
    await renameUser(tx, userId, input);
    await upsertProfile(tx, userId, profileValues(input));
  });
  return loadProfile(db, userId);
}

/**
 * Saves the onboarding answers and marks onboarding complete (the first completion time is kept).
 * The phone must be the user's own number, verified through the SMS code flow.
 */
export async function completeOnboarding(
  db: Database,
  userId: number,
  input: OnboardingInput,
): Promise<ProfileRecord> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user?.phoneVerifiedAt || user.phone !== input.phone)
      throw validation({ phone: [PHONE_NOT_VERIFIED] });
    await renameUser(tx, userId, input);
    const answers = {
      location: input.location,
      desiredRoles: input.desired_roles,
      availability: input.availability,
      workAuthorization: input.work_authorization,
    };
    await upsertProfile(
      tx,
      userId,
      { ...answers, onboardingCompletedAt: sql`now()` },
      { ...answers, onboardingCompletedAt: sql`coalesce(${candidateProfiles.onboardingCompletedAt}, now())` },
    );
  });
  return loadProfile(db, userId);
}
