// Whether companies can find the candidate: snooze (hidden from company searches until a date),
// unsnooze, the automatic snooze and opting out of it, and withdrawing every open application.
import { AUTO_SNOOZE_DAYS } from '@hireloop/shared/profiles';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { candidateProfiles } from '../../db/schema.ts';
import { withdrawAllApplications } from '../applications/applications.service.ts';
import {
  loadProfile,
  type ProfileRecord,
  refreshSearchVectors,
  type Transaction,
  upsertProfile,
} from './profile-store.ts';

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
 * The automatic snooze, for flows that end a search (a hire), inside the caller's transaction so it
 * commits with the change that caused it: hides each candidate for AUTO_SNOOZE_DAYS unless they
 * opted out. A longer snooze already set is kept; a candidate without a profile row gets one. One
 * upsert (and one document refresh) however many candidates. Answers when each candidate now
 * reappears; those who opted out are absent.
 */
export async function autoSnoozeCandidates(
  tx: Transaction,
  userIds: readonly number[],
  days = AUTO_SNOOZE_DAYS,
): Promise<Map<number, Date>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const until = sql`now() + make_interval(days => ${days})`;
  const rows = await tx
    .insert(candidateProfiles)
    .values(ids.map((userId) => ({ userId, snoozedUntil: until })))
    .onConflictDoUpdate({
      target: candidateProfiles.userId,
      set: {
        snoozedUntil: sql`greatest(${candidateProfiles.snoozedUntil}, excluded.snoozed_until)`,
        updatedAt: sql`now()`,
      },
      // Opting out is checked by the statement itself, so no read-then-write race.
      setWhere: sql`not ${candidateProfiles.autoSnoozeOptOut}`,
    })
    .returning({ userId: candidateProfiles.userId, snoozedUntil: candidateProfiles.snoozedUntil });
  await refreshSearchVectors(
    tx,
    rows.map((row) => row.userId),
  );
  return new Map(rows.flatMap((row) => (row.snoozedUntil ? [[row.userId, row.snoozedUntil]] : [])));
}

/** The automatic snooze of one candidate in its own transaction: until when, or null (opted out). */
export async function autoSnoozeCandidate(
  db: Database,
  userId: number,
  days = AUTO_SNOOZE_DAYS,
): Promise<Date | null> {
  const snoozed = await db.transaction((tx) => autoSnoozeCandidates(tx, [userId], days));
  return snoozed.get(userId) ?? null;
}

/** Withdraws every draft and active application of the candidate (the applications service does the work). */
export async function withdrawCandidateApplications(
  db: Database,
  userId: number,
): Promise<{ record: ProfileRecord; withdrawnCount: number }> {
  const withdrawn = await withdrawAllApplications(db, userId);
  return { record: await loadProfile(db, userId), withdrawnCount: withdrawn.length };
}
