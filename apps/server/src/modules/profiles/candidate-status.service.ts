// Whether companies can find the candidate: snooze (hidden from company searches until a date),
// unsnooze, the automatic snooze and opting out of it, and withdrawing every open application.
import { AUTO_SNOOZE_DAYS } from '@hireloop/shared/profiles';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { candidateProfiles } from '../../db/schema.ts';
import { withdrawAllApplications } from '../applications/applications.service.ts';
import { loadProfile, lockProfile, type ProfileRecord, upsertProfile } from './profile-store.ts';

export async function snoozeCandidate(db: Database, userId: number, until: Date): Promise<ProfileRecord> {
  await db.transaction((tx) => upsertProfile(tx, userId, { snoozedUntil: until }));
  return loadProfile(db, userId);
}

export async function unsnoozeCandidate(db: Database, userId: number): Promise<ProfileRecord> {
  await db.transaction((tx) => upsertProfile(tx, userId, { snoozedUntil: null }));
  return loadProfile(db, userId);
}

export async function optOutOfAutoSnooze(db: Database, userId: number): Promise<ProfileRecord> {
  await db.transaction((tx) => upsertProfile(tx, userId, { autoSnoozeOptOut: true }));
  return loadProfile(db, userId);
}

/**
 * The automatic snooze, for flows that end a search (a hire): hides the candidate for
 * AUTO_SNOOZE_DAYS unless they opted out. A longer snooze already set is kept. Answers whether
 * the candidate is now snoozed by it.
 */
export async function autoSnoozeCandidate(
  db: Database,
  userId: number,
  days = AUTO_SNOOZE_DAYS,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const current = await lockProfile(tx, userId);
    if (current?.autoSnoozeOptOut) return false;
    const until = sql`now() + make_interval(days => ${days})`;
    await upsertProfile(
      tx,
      userId,
      { snoozedUntil: until },
      { snoozedUntil: sql`greatest(${candidateProfiles.snoozedUntil}, ${until})` },
    );
    return true;
  });
}

/** Withdraws every draft and active application of the candidate (the applications service does the work). */
export async function withdrawCandidateApplications(
  db: Database,
  userId: number,
): Promise<{ record: ProfileRecord; withdrawnCount: number }> {
  const withdrawn = await withdrawAllApplications(db, userId);
  return { record: await loadProfile(db, userId), withdrawnCount: withdrawn.length };
}
