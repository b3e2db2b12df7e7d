// Feature announcements: written by super admins for some audiences (candidates, company roles,
// enterprise staff), shown once as a toast to each signed-in user of those audiences until they
// dismiss it (which records a view).
import type { PaginationQuery } from '@hireloop/shared/api';
import type { CreateFeatureAnnouncementInput } from '@hireloop/shared/notifications';
import { and, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { featureAnnouncements, featureAnnouncementViews, users } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import * as announcementsPolicy from './feature-announcements.policy.ts';

export type FeatureAnnouncementRow = typeof featureAnnouncements.$inferSelect;

/**
 * 403 unless the user manages announcements: a super admin with two-factor confirmed, like every
 * admin call (decision 118). The routes ask before the body is validated.
 */
export async function authorizeManageAnnouncements(db: Database, userId: number): Promise<void> {
  const [row] = await db
    .select({ isSuperAdmin: users.isSuperAdmin, twoFactorConfirmedAt: users.twoFactorConfirmedAt })
    .from(users)
    .where(eq(users.id, userId));
  announcementsPolicy.authorize(
    { isSuperAdmin: row?.isSuperAdmin ?? false, twoFactorConfirmed: Boolean(row?.twoFactorConfirmedAt) },
    'manage',
  );
}

export async function listFeatureAnnouncements(
  db: Database,
  query: PaginationQuery,
): Promise<{ rows: FeatureAnnouncementRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(featureAnnouncements)
      .orderBy(desc(featureAnnouncements.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(featureAnnouncements),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function createFeatureAnnouncement(
  db: Database,
  authorId: number,
  input: CreateFeatureAnnouncementInput,
): Promise<FeatureAnnouncementRow> {
  const [row] = await db
    .insert(featureAnnouncements)
    .values({
      title: input.title,
      description: input.description,
      avatar: input.avatar,
      action1Text: input.action_1_text,
      action1Url: input.action_1_url,
      action2Text: input.action_2_text,
      action2Url: input.action_2_url,
      // Scheduled when a later time is given; the toasts read only those already due.
      publishedAt: input.published ? (input.publish_at ? new Date(input.publish_at) : sql`now()`) : null,
      audiences: input.audiences,
      createdBy: authorId,
    })
    .returning();
  return row!;
}

/** Retires an announcement: nobody is shown it from now on. Retiring it again changes nothing. */
export async function retireFeatureAnnouncement(db: Database, id: number): Promise<FeatureAnnouncementRow> {
  const [retired] = await db
    .update(featureAnnouncements)
    .set({ retiredAt: sql`coalesce(${featureAnnouncements.retiredAt}, now())` })
    .where(eq(featureAnnouncements.id, id))
    .returning();
  if (!retired) throw notFound();
  return retired;
}

/** Records that the user saw (dismissed) a published announcement; repeating it is harmless. */
export async function markFeatureAnnouncementSeen(db: Database, userId: number, id: number): Promise<void> {
  const [announcement] = await db
    .select({ id: featureAnnouncements.id })
    .from(featureAnnouncements)
    .where(
      and(
        eq(featureAnnouncements.id, id),
        isNotNull(featureAnnouncements.publishedAt),
        lte(featureAnnouncements.publishedAt, sql`now()`),
        isNull(featureAnnouncements.retiredAt),
      ),
    );
  if (!announcement) throw notFound();
  await db.insert(featureAnnouncementViews).values({ announcementId: id, userId }).onConflictDoNothing();
}
