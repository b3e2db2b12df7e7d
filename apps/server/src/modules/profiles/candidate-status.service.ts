// Whether companies can find the candidate: snooze (hidden from company searches until a date),
// unsnooze, the automatic snooze and opting out of it, and withdrawing every open application.
import { AUTO_SNOOZE_DAYS } from '@hireloop/shared/profiles';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { candidateProfiles } from '#server/db/schema.ts';
import { withdrawAllApplications } from '../applications/applications.service.ts';
import {
  loadProfile,
  type ProfileRecord,
  refreshSearchVectors,
  type Transaction,
  upsertProfile,
} from './profile-store.ts';
import * as profilesPolicy from './profiles.policy.ts';

/** The candidate's own choice replaces any automatic snooze: undoing a hire no longer changes it. */
const ownSnooze = (snoozedUntil: Date | null) => ({
  snoozedUntil,
  autoSnoozeApplicationId: null,
  snoozedUntilBeforeAuto: null,
});

export async function snoozeCandidate(
  db: Database,
  actorUserId: number,
  userId: number,
  until: Date,
): Promise<ProfileRecord> {
  profilesPolicy.authorize(actorUserId, 'manage', userId);
  await db.transaction((tx) => upsertProfile(tx, userId, ownSnooze(until)));
  return loadProfile(db, userId);
}

export async function unsnoozeCandidate(
  db: Database,
  actorUserId: number,
  userId: number,
): Promise<ProfileRecord> {
  profilesPolicy.authorize(actorUserId, 'manage', userId);
  await db.transaction((tx) => upsertProfile(tx, userId, ownSnooze(null)));
  return loadProfile(db, userId);
}

export async function optOutOfAutoSnooze(
  db: Database,
  actorUserId: number,
  userId: number,
): Promise<ProfileRecord> {
  profilesPolicy.authorize(actorUserId, 'manage', userId);
  await db.transaction((tx) => upsertProfile(tx, userId, { autoSnoozeOptOut: true }));
  return loadProfile(db, userId);
}

/** A hire that ends a candidate's search: who, and (for undoing it later) which application. */
export interface Hire {
  userId: number;
  applicationId?: number;
}

/**
 * The automatic snooze, for flows that end a search (a hire), inside the caller's transaction so it
 * commits with the change that caused it: hides each candidate for AUTO_SNOOZE_DAYS unless they
 * opted out. A longer snooze already set is kept; a candidate without a profile row gets one. The
 * hire and the snooze before it are kept, so undoing the hire puts that back (releaseAutoSnoozes).
 * One upsert (and one document refresh) however many candidates. Answers when each candidate now
 * reappears; those who opted out are absent.
 */
export async function autoSnoozeCandidates(
  tx: Transaction,
  hires: readonly Hire[],
  days = AUTO_SNOOZE_DAYS,
): Promise<Map<number, Date>> {
  const byUser = new Map(hires.map((hire) => [hire.userId, hire]));
  if (byUser.size === 0) return new Map();
  const until = sql`now() + make_interval(days => ${days})`;
  const rows = await tx
    .insert(candidateProfiles)
    .values(
      [...byUser.values()].map((hire) => ({
        userId: hire.userId,
        snoozedUntil: until,
        autoSnoozeApplicationId: hire.applicationId ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: candidateProfiles.userId,
      set: {
        snoozedUntil: sql`greatest(${candidateProfiles.snoozedUntil}, excluded.snoozed_until)`,
        // The value before this statement: what undoing the hire puts back.
        snoozedUntilBeforeAuto: sql`${candidateProfiles.snoozedUntil}`,
        autoSnoozeApplicationId: sql`excluded.auto_snooze_application_id`,
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
  hire: Hire,
  days = AUTO_SNOOZE_DAYS,
): Promise<Date | null> {
  const snoozed = await db.transaction((tx) => autoSnoozeCandidates(tx, [hire], days));
  return snoozed.get(hire.userId) ?? null;
}

/** An application's status change, as the snoozes that follow hires need it. */
export interface ApplicationStatusChange {
  applicationId: number;
  userId: number;
  from: string;
  to: string;
}

/**
 * Keeps automatic snoozes in step with hires, in the caller's transaction: an application that
 * becomes hired snoozes its candidate (autoSnoozeCandidates); one that stops being hired (moved back,
 * disqualified) undoes the snooze it caused. Every writer of application statuses calls this, so the
 * rule lives here once. Answers when each newly hired candidate reappears.
 */
export async function followHires(
  tx: Transaction,
  changes: readonly ApplicationStatusChange[],
): Promise<Map<number, Date>> {
  await releaseAutoSnoozes(
    tx,
    changes.filter((change) => change.from === 'hired' && change.to !== 'hired').map((c) => c.applicationId),
  );
  return autoSnoozeCandidates(
    tx,
    changes
      .filter((change) => change.to === 'hired' && change.from !== 'hired')
      .map((change) => ({ userId: change.userId, applicationId: change.applicationId })),
  );
}

/**
 * Undoes the automatic snooze of hires that were undone (moved back from the last step,
 * disqualified): each profile snoozed by one of these applications gets back the snooze it had
 * before, unless the candidate chose since (snoozing or unsnoozing clears the link). In the caller's
 * transaction, one statement.
 */
async function releaseAutoSnoozes(tx: Transaction, applicationIds: readonly number[]): Promise<void> {
  if (applicationIds.length === 0) return;
  await tx
    .update(candidateProfiles)
    .set({
      snoozedUntil: sql`${candidateProfiles.snoozedUntilBeforeAuto}`,
      snoozedUntilBeforeAuto: null,
      autoSnoozeApplicationId: null,
      updatedAt: sql`now()`,
    })
    .where(inArray(candidateProfiles.autoSnoozeApplicationId, [...applicationIds]));
}

/** Withdraws every draft and active application of the candidate (the applications service does the work). */
export async function withdrawCandidateApplications(
  db: Database,
  actorUserId: number,
  userId: number,
): Promise<{ record: ProfileRecord; withdrawnCount: number }> {
  profilesPolicy.authorize(actorUserId, 'manage', userId);
  const withdrawn = await withdrawAllApplications(db, userId);
  return { record: await loadProfile(db, userId), withdrawnCount: withdrawn.length };
}
