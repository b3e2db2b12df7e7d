// Published feature announcements, each for the audience it concerns, so a fresh installation
// shows the announcement toast to candidates, company staff and enterprise staff alike.
import {
  ANNOUNCEMENT_AUDIENCES,
  type AnnouncementAudience,
  COMPANY_AUDIENCES,
} from '@hireloop/shared/notifications';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { featureAnnouncements } from '../schema.ts';
import type { DemoLogin } from './demo-login.ts';

interface DemoAnnouncement {
  title: string;
  description: string;
  action1Text: string | null;
  action1Url: string | null;
  action2Text: string | null;
  action2Url: string | null;
  audiences: AnnouncementAudience[];
}

export const DEMO_FEATURE_ANNOUNCEMENTS: readonly DemoAnnouncement[] = [
  {
    // Company tools: company staff only, with links to the company side.
    title: 'Message candidates in real time',
    description:
      'Conversations now update live: new messages appear as they are sent, with a toast wherever you are in the app.',
    action1Text: 'Open messages',
    action1Url: '/company-messages',
    action2Text: 'Notification settings',
    action2Url: '/company-notification-preferences',
    audiences: [...COMPANY_AUDIENCES],
  },
  {
    // Personal preferences: candidates and enterprise staff, whose settings live at this link.
    title: 'Choose how we notify you',
    description:
      'Pick, for each kind of notification, whether it reaches you in the app, by email or by text message.',
    action1Text: 'Review settings',
    action1Url: '/notification-preferences',
    action2Text: null,
    action2Url: null,
    audiences: ANNOUNCEMENT_AUDIENCES.filter((audience) => !COMPANY_AUDIENCES.includes(audience)),
  },
];

/**
 * Idempotent by title: a restart never adds a second copy. Copies seeded before announcements had
 * audiences (shown to everyone) are given their audience and links.
 */
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
  for (const announcement of DEMO_FEATURE_ANNOUNCEMENTS.filter((item) => seeded.has(item.title))) {
    const { title, ...content } = announcement;
    await db.update(featureAnnouncements).set(content).where(eq(featureAnnouncements.title, title));
  }
  return [];
}
