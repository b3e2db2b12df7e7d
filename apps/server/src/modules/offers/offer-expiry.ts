// Sent offers past their last day (`expires_on`, a UTC calendar date) become `expired`, with a
// timeline event. Done when offers are read or answered, so no reader ever sees a stale status.
import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { applicationEvents, offers } from '#server/db/schema.ts';

export async function expireDueOffers(db: Database, scope: SQL): Promise<number> {
  const expired = await db
    .update(offers)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(scope, eq(offers.status, 'sent'), lt(offers.expiresOn, sql`(now() at time zone 'utc')::date`)))
    .returning({ id: offers.id, applicationId: offers.applicationId });
  if (expired.length > 0) {
    await db.insert(applicationEvents).values(
      expired.map((offer) => ({
        applicationId: offer.applicationId,
        actorUserId: null,
        kind: 'offer',
        data: { offer_id: offer.id, status: 'expired' },
      })),
    );
  }
  return expired.length;
}
