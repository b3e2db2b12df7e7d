// Each user's private calendar feed: a URL with a token signed with APP_KEY over the user id and a
// version. Resetting raises the version, so every earlier URL stops working (decision 046).
import { and, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { interviewInterviewers, interviews, userCalendars, users } from '#server/db/schema.ts';
import { type Keyring, safeEqual } from '#server/lib/crypto.ts';
import { notFound } from '#server/lib/errors.ts';
import { absoluteLink } from '../notifications/notification.mails.ts';
import { calendarInterview } from './interview-announcements.ts';
import { feedIcs, organizerFrom } from './interview-calendar.ts';
import { loadInterviewViews } from './interviews-query.service.ts';

const FEED_NOT_FOUND = 'This calendar feed does not exist.';
/** How far back the feed reaches; everything ahead is listed. */
const FEED_HISTORY_DAYS = 90;
const FEED_LIMIT = 500;

const sign = (keyring: Keyring, userId: number, version: number) =>
  keyring.sign(`calendar-feed:${userId}:${version}`).slice(0, 32);

async function feedVersion(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ version: userCalendars.feedVersion })
    .from(userCalendars)
    .where(eq(userCalendars.userId, userId))
    .limit(1);
  return row?.version ?? 1;
}

export async function calendarFeedUrls(db: Database, keyring: Keyring, appUrl: string, userId: number) {
  const version = await feedVersion(db, userId);
  const url = absoluteLink(
    appUrl,
    `/api/calendar-feed/${userId}-${version}-${sign(keyring, userId, version)}.ics`,
  );
  return { url, webcal_url: url.replace(/^https?:/, 'webcal:') };
}

export async function resetCalendarFeed(db: Database, keyring: Keyring, appUrl: string, userId: number) {
  await db
    .insert(userCalendars)
    .values({ userId, feedVersion: 2 })
    .onConflictDoUpdate({
      target: userCalendars.userId,
      set: { feedVersion: sql`${userCalendars.feedVersion} + 1`, updatedAt: sql`now()` },
    });
  return calendarFeedUrls(db, keyring, appUrl, userId);
}

/** The user behind a feed token, or 404 (unknown, forged or reset). */
export async function userOfFeedToken(db: Database, keyring: Keyring, token: string): Promise<number> {
  const match = /^(\d{1,15})-(\d{1,9})-([0-9a-f]{32})$/.exec(token);
  if (!match) throw notFound(FEED_NOT_FOUND);
  const userId = Number(match[1]);
  const version = Number(match[2]);
  if (!safeEqual(sign(keyring, userId, version), match[3]!)) {
    throw notFound(FEED_NOT_FOUND);
  }
  if ((await feedVersion(db, userId)) !== version) throw notFound(FEED_NOT_FOUND);
  return userId;
}

/** The feed: interviews the user takes part in (as interviewer or candidate) with a time. */
export async function calendarFeed(
  db: Database,
  appUrl: string,
  mailFrom: string,
  userId: number,
  now = new Date(),
) {
  const since = new Date(now.getTime() - FEED_HISTORY_DAYS * 24 * 60 * 60_000);
  const views = await loadInterviewViews(
    db,
    and(
      isNotNull(interviews.startTime),
      gte(interviews.startTime, since),
      or(
        eq(interviews.candidateUserId, userId),
        inArray(
          interviews.id,
          db
            .select({ id: interviewInterviewers.interviewId })
            .from(interviewInterviewers)
            .where(eq(interviewInterviewers.userId, userId)),
        ),
      ),
    )!,
    FEED_LIMIT,
  );
  const [person] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
  const events = views.flatMap((view) => {
    const event = calendarInterview(
      view,
      appUrl,
      new Map(),
      view.candidate.id === userId ? 'candidate' : 'company',
    );
    return event ? [event] : [];
  });
  return feedIcs(
    `${person?.firstName ?? 'My'} interviews – Hireloop`,
    events,
    organizerFrom(mailFrom, 'Hireloop'),
  );
}
