// Reading and writing the candidate_profiles row of one user. Every write goes through
// `upsertProfile`, which also rebuilds the full-text document, so search never sees stale text.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import { candidateProfiles, type UserRow, users } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

export type ProfileValues = Omit<PgInsertValue<typeof candidateProfiles>, 'userId' | 'searchVector'>;
type ProfileChanges = Omit<PgUpdateSetSource<typeof candidateProfiles>, 'userId' | 'searchVector'>;

/** The profile as it is read: every column but the large resume text and the search document. */
const {
  searchVector: _searchVector,
  resumeText: _resumeText,
  ...profileColumns
} = getTableColumns(candidateProfiles);

export interface ProfileRecord {
  user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'phoneVerifiedAt' | 'avatarPath'>;
  /** null until the candidate first saves something. */
  profile:
    | {
        [K in keyof typeof profileColumns]: (typeof candidateProfiles.$inferSelect)[K];
      }
    | null;
}

/** Read on every profile page and dashboard: built once per database, a named statement. */
const profileQuery = preparedPerDatabase('hireloop_profile', (db) =>
  db
    .select({
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        phoneVerifiedAt: users.phoneVerifiedAt,
        avatarPath: users.avatarPath,
      },
      profile: profileColumns,
    })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1),
);

/** The user and their profile row (if any), in one query. */
export async function loadProfile(db: Database, userId: number): Promise<ProfileRecord> {
  const [row] = await profileQuery(db).execute({ userId });
  if (!row) throw notFound();
  return row;
}

/**
 * The weighted document company searches match against: the name (A) above skills, headline and
 * desired roles (B) above the resume text (C). Built by a database function (migration 0008), which a
 * trigger also runs when the account's name changes.
 */
export async function refreshSearchVector(tx: Executor, userId: number): Promise<void> {
  await refreshSearchVectors(tx, [userId]);
}

/** `refreshSearchVector` for several profiles in one statement. */
export async function refreshSearchVectors(tx: Executor, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.execute(
    sql`select candidate_profiles_refresh_search_vectors(${sql.param([...userIds])}::bigint[])`,
  );
}

/**
 * Creates the row when missing, sets the given columns (`changes` on an existing row when it must
 * differ from a new one, e.g. to keep a first timestamp), and rebuilds the search document.
 */
export async function upsertProfile(
  tx: Transaction,
  userId: number,
  values: ProfileValues,
  changes: ProfileChanges = values as ProfileChanges,
): Promise<void> {
  await tx
    .insert(candidateProfiles)
    .values({ ...values, userId })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: { ...changes, updatedAt: sql`now()` } });
  await refreshSearchVector(tx, userId);
}

/** Locks the user's profile row (when there is one) for the rest of the transaction. */
export async function lockProfile(tx: Transaction, userId: number) {
  const [row] = await tx
    .select({ resumePath: candidateProfiles.resumePath })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId))
    .for('update');
  return row ?? null;
}
