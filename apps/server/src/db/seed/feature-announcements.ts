// Two published feature announcements, so a fresh installation shows the announcement toast.
import { inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { featureAnnouncements } from '../schema.ts';
import type { DemoLogin } from './seed-demo-data.ts';

export const DEMO_FEATURE_ANNOUNCEMENTS = [
  {
    title: 'Message candidates in real time',
    description:
      'Conversations now update live: new messages appear as they are sent, with a toast wherever you are in the app.',
    action1Text: 'Open messages',
    action1Url: '/messages',
    action2Text: 'Notification settings',
    action2Url: '/notification-preferences',
  },
  {
    title: 'Choose how we notify you',
    description:
      'Pick, for each kind of notification, whether it reaches you in the app, by email or by text message.',
    action1Text: 'Review settings',
    action1Url: '/notification-preferences',
    action2Text: null,
    action2Url: null,
  },
] as const;

/** Idempotent by title: a restart never adds a second copy. */
export async function seedFeatureAnnouncements(db: Database): Promise<DemoLogin[]> {
  const titles = DEMO_FEATURE_ANNOUNCEMENTS.map((announcement) => announcement.title);
  const existing = await db
    .select({ title: featureAnnouncements.title })
    .from(featureAnnouncements)
    .where(inArray(featureAnnouncements.title, titles));
  const seeded = new Set(existing.map((row) => row.title));
  const missing = DEMO_FEATURE_ANNOUNCEMENTS.filter((announcement) => !seeded.has(announcement.title));
  if (missing.length > 0) {
    await db
      .insert(featureAnnouncements)
      .values(missing.map((announcement) => ({ ...announcement, publishedAt: new Date() })));
  }
  return [];
}
