// Interviews (issue 18): the interview of an application, its interviewers (with the interview's
// time copied, so busy-time lookups use one index), self-scheduling links, each user's weekly
// availability and the version of their private calendar feed.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { companies } from './companies.ts';
import { opportunities } from './opportunities.ts';
import { users } from './users.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

export const interviews = pgTable(
  'interviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    opportunityId: bigint('opportunity_id', { mode: 'number' })
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    candidateUserId: bigint('candidate_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who scheduled it: counts as a participant (docs/decisions/043). */
    organizerUserId: bigint('organizer_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    status: text('status').notNull(),
    location: text('location').notNull(),
    locationDetails: text('location_details'),
    /** Null until booked ("let the candidate choose"). */
    startTime: tz('start_time'),
    endTime: tz('end_time'),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The zone the interview was planned in; every reader shows times in their own zone. */
    timezone: text('timezone').notNull(),
    recordingPreference: text('recording_preference').notNull().default('ask'),
    ratingState: text('rating_state').notNull().default('unknown'),
    /** iCalendar SEQUENCE: raised on every reschedule and on cancel. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    cancelMessage: text('cancel_message'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('interviews_uuid_unique').on(table.uuid),
    index('interviews_company_start_idx').on(table.companyId, table.startTime, table.id),
    index('interviews_candidate_start_idx').on(table.candidateUserId, table.startTime, table.id),
    index('interviews_application_idx').on(table.applicationId),
    check(
      'interviews_status_check',
      sql`${table.status} in ('not_scheduled', 'scheduled', 'completed', 'cancelled', 'disqualified', 'no_show')`,
    ),
    check('interviews_location_check', sql`${table.location} in ('web_conference', 'in_person', 'phone')`),
    check('interviews_duration_check', sql`${table.durationMinutes} between 15 and 240`),
    check('interviews_recording_check', sql`${table.recordingPreference} in ('always', 'never', 'ask')`),
    check('interviews_rating_check', sql`${table.ratingState} in ('needs_scores', 'unknown')`),
  ],
);

/**
 * One row per interviewer. `busy` and the copied times say whether this interview takes the
 * interviewer's time, so free-slot searches read one index per person.
 */
export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    interviewId: bigint('interview_id', { mode: 'number' })
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    busy: boolean('busy').notNull().default(false),
    startTime: tz('start_time'),
    endTime: tz('end_time'),
  },
  (table) => [
    primaryKey({ columns: [table.interviewId, table.userId] }),
    index('interview_interviewers_busy_idx')
      .on(table.userId, table.startTime, table.endTime)
      .where(sql`${table.busy}`),
    index('interview_interviewers_user_idx').on(table.userId, table.interviewId),
  ],
);

/** "Let the candidate choose": the public link that books one interview once. */
export const schedulingLinks = pgTable(
  'scheduling_links',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    interviewId: bigint('interview_id', { mode: 'number' })
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    expiresAt: tz('expires_at').notNull(),
    bookedAt: tz('booked_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('scheduling_links_interview_unique').on(table.interviewId)],
);

export interface WeeklyHoursRow {
  weekday: number;
  start: string;
  end: string;
}

/**
 * A user's interview calendar: weekly hours in their zone, and the version of their private feed
 * URL (the token is signed with APP_KEY; resetting raises the version, so old URLs stop working).
 * Booking locks the interviewers' rows here (decision 044).
 */
export const userCalendars = pgTable('user_calendars', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timezone: text('timezone'),
  weeklyHours: jsonb('weekly_hours').$type<WeeklyHoursRow[]>(),
  feedVersion: integer('feed_version').notNull().default(1),
  /**
   * Raised by a trigger (migration 0029) whenever this user's rows in interview_interviewers change,
   * whoever writes them: the free-slot search reuses busy time read at the same versions (decision 125).
   */
  busyVersion: bigint('busy_version', { mode: 'number' }).notNull().default(0),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** Integrations a company connected (/auth/{service}/connected; /integrations lists them). */
export const companyIntegrations = pgTable(
  'company_integrations',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    connected: boolean('connected').notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.service] }),
    check('company_integrations_service_check', sql`${table.service} in ('calendar', 'indeed')`),
  ],
);
