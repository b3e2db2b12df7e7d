// The daily "are you still looking?" check (docs/decisions/105): candidates whose profile has not
// changed for STILL_INTERESTED_AFTER_DAYS, who are visible to companies, were not asked in that
// time, and have not turned these emails off (the one-click unsubscribe sets that preference) get
// one mail with a signed /still-interested link. The ask is recorded with the mail in one
// transaction, per batch, so a candidate is asked once however often the job runs.
import { STILL_INTERESTED_AFTER_DAYS, STILL_INTERESTED_LINK_DAYS } from '@hireloop/shared/reengagement';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { candidateProfiles, users } from '#server/db/schema.ts';
import type { Keyring } from '#server/lib/crypto.ts';
import { loadPreferences } from '../notifications/notification-preferences.service.ts';
import { createUnsubscribeToken, unsubscribeUrl } from '../notifications/unsubscribe-token.ts';
import { queueSignedLinkMails } from './link-mails.ts';
import { stillInterestedMail } from './reengagement.mails.ts';
import { linkExpiry } from './signed-links.ts';

const BATCH = 500;

export async function sendStillInterestedChecks(
  ctx: { db: Database; keyring: Keyring; appUrl: string },
  now = new Date(),
  /** Development only (POST /api/dev/still-interested-checks): ask this candidate now, quiet or not. */
  onlyUserId?: number,
): Promise<number> {
  const quietSince = new Date(now.getTime() - STILL_INTERESTED_AFTER_DAYS * 86_400_000);
  const expiresAt = linkExpiry(STILL_INTERESTED_LINK_DAYS, now);
  let after = 0;
  let sent = 0;
  for (;;) {
    const batch = await ctx.db
      .select({ userId: users.id, email: users.email, firstName: users.firstName })
      .from(candidateProfiles)
      .innerJoin(users, eq(users.id, candidateProfiles.userId))
      .where(
        onlyUserId !== undefined
          ? and(eq(candidateProfiles.userId, onlyUserId), gt(candidateProfiles.userId, after))
          : and(
              gt(candidateProfiles.userId, after),
              lt(candidateProfiles.updatedAt, quietSince),
              isNotNull(users.emailVerifiedAt),
              or(isNull(candidateProfiles.snoozedUntil), lt(candidateProfiles.snoozedUntil, now)),
              or(
                isNull(candidateProfiles.stillInterestedAskedAt),
                lt(candidateProfiles.stillInterestedAskedAt, quietSince),
              ),
            ),
      )
      .orderBy(asc(candidateProfiles.userId))
      .limit(BATCH);
    if (batch.length === 0) return sent;
    after = batch.at(-1)!.userId;
    const preferences = await loadPreferences(
      ctx.db,
      batch.map((row) => row.userId),
    );
    const recipients = batch.filter((row) => preferences.enabled(row.userId, 'job_search_check_in', 'email'));
    if (recipients.length === 0) continue;
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(candidateProfiles)
        .set({ stillInterestedAskedAt: sql`now()` })
        .where(
          inArray(
            candidateProfiles.userId,
            recipients.map((row) => row.userId),
          ),
        );
      await queueSignedLinkMails(tx, ctx, {
        purpose: 'profiles.still-interested',
        path: '/still-interested',
        expiresAt,
        recipients,
        linkId: (recipient) => recipient.userId,
        mail: (recipient, url) =>
          stillInterestedMail({
            to: recipient.email,
            firstName: recipient.firstName,
            url,
            unsubscribeUrl: unsubscribeUrl(
              ctx.appUrl,
              createUnsubscribeToken(ctx.keyring, recipient.userId, 'job_search_check_in'),
            ),
          }),
      });
    });
    sent += recipients.length;
  }
}
