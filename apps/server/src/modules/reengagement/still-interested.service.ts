// /still-interested "Take Next Steps" (public, by signed link; docs/decisions/105): a candidate
// whose profile has been quiet says whether they are still looking. Yes marks the profile current
// (updated now) and shows it to companies again (unsnoozed); no hides it from company searches for
// STILL_INTERESTED_SNOOZE_DAYS. The daily job (still-interested.job.ts) sends the question.
import { STILL_INTERESTED_SNOOZE_DAYS } from '@hireloop/shared/reengagement';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { candidateProfiles, users } from '#server/db/schema.ts';
import type { Keyring } from '#server/lib/crypto.ts';
import { validation } from '#server/lib/errors.ts';
import { createUnsubscribeToken } from '../notifications/unsubscribe-token.ts';
import { refreshSearchVectors } from '../profiles/profile-store.ts';
import { INVALID_LINK } from './confirm-info.service.ts';
import { readSignedLink } from './signed-links.ts';

export interface StillInterestedView {
  userId: number;
  firstName: string;
  email: string;
  snoozedUntil: Date | null;
  answeredAt: Date | null;
  unsubscribeToken: string;
  expiresAt: Date;
}

const STILL_LOOKING_EXPIRED = 'This link has expired. Sign in to update your profile instead.';

export async function findStillInterestedTarget(
  db: Database,
  keyring: Keyring,
  token: string,
): Promise<StillInterestedView> {
  const claim = readSignedLink(keyring, 'profiles.still-interested', token);
  if ('problem' in claim)
    throw validation({ token: [claim.problem === 'expired' ? STILL_LOOKING_EXPIRED : INVALID_LINK] });
  const [row] = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      email: users.email,
      snoozedUntil: candidateProfiles.snoozedUntil,
      answeredAt: candidateProfiles.stillInterestedAnsweredAt,
    })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .where(eq(candidateProfiles.userId, claim.id));
  if (!row) throw validation({ token: [INVALID_LINK] });
  const snoozedUntil = row.snoozedUntil && row.snoozedUntil > new Date() ? row.snoozedUntil : null;
  return {
    ...row,
    snoozedUntil,
    unsubscribeToken: createUnsubscribeToken(keyring, row.userId, 'job_search_check_in'),
    expiresAt: claim.expiresAt,
  };
}

/** Records the answer; answering again (changing one's mind) is allowed until the link expires. */
export async function answerStillInterested(
  db: Database,
  keyring: Keyring,
  token: string,
  answer: 'yes' | 'no',
): Promise<StillInterestedView & { message: string }> {
  const target = await findStillInterestedTarget(db, keyring, token);
  const snooze =
    answer === 'yes'
      ? { snoozedUntil: null, autoSnoozeApplicationId: null, snoozedUntilBeforeAuto: null }
      : {
          snoozedUntil: sql`now() + make_interval(days => ${STILL_INTERESTED_SNOOZE_DAYS})`,
          autoSnoozeApplicationId: null,
          snoozedUntilBeforeAuto: null,
        };
  const [updated] = await db.transaction(async (tx) => {
    const rows = await tx
      .update(candidateProfiles)
      .set({ ...snooze, stillInterestedAnsweredAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(candidateProfiles.userId, target.userId))
      .returning({
        snoozedUntil: candidateProfiles.snoozedUntil,
        answeredAt: candidateProfiles.stillInterestedAnsweredAt,
      });
    await refreshSearchVectors(tx, [target.userId]);
    return rows;
  });
  return {
    ...target,
    snoozedUntil: updated!.snoozedUntil,
    answeredAt: updated!.answeredAt,
    message:
      answer === 'yes'
        ? 'Thanks! Your profile is marked as current and companies can find you.'
        : `Thanks for letting us know. Your profile is hidden from company searches for ${STILL_INTERESTED_SNOOZE_DAYS} days; sign in to show it again sooner.`,
  };
}
