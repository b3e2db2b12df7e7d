// A candidate's profile: onboarding answers, experience, education, skills, links and resume.
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { tsvector } from './column-types.ts';
import { users } from './users.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

export interface ProfileExperience {
  title: string;
  company: string;
  start_date: string | null;
  end_date: string | null;
  description: string;
}
export interface ProfileEducation {
  school: string;
  degree: string;
  field: string;
  start_date: string | null;
  end_date: string | null;
}
export interface ProfileLink {
  label: string;
  url: string;
}

export const candidateProfiles = pgTable(
  'candidate_profiles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    headline: text('headline'),
    /** Free-text place ("Portland, OR"): matched against opportunity locations. */
    location: text('location'),
    desiredRoles: jsonb('desired_roles').$type<string[]>().notNull().default([]),
    availability: text('availability'),
    workAuthorization: text('work_authorization'),
    summary: text('summary'),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    experience: jsonb('experience').$type<ProfileExperience[]>().notNull().default([]),
    education: jsonb('education').$type<ProfileEducation[]>().notNull().default([]),
    links: jsonb('links').$type<ProfileLink[]>().notNull().default([]),
    resumePath: text('resume_path'),
    resumeName: text('resume_name'),
    resumeMimeType: text('resume_mime_type'),
    resumeSizeBytes: integer('resume_size_bytes'),
    /** Text extracted from the resume, for the company's candidate search. */
    resumeText: text('resume_text'),
    searchVector: tsvector('search_vector'),
    /** Hidden from company searches until this time. */
    snoozedUntil: tz('snoozed_until'),
    autoSnoozeOptOut: boolean('auto_snooze_opt_out').notNull().default(false),
    /**
     * The hire whose automatic snooze set snoozed_until. Undoing that hire (moved back, disqualified)
     * puts back snoozedUntilBeforeAuto; the candidate snoozing or unsnoozing clears both.
     */
    autoSnoozeApplicationId: bigint('auto_snooze_application_id', { mode: 'number' }).references(
      () => applications.id,
      { onDelete: 'set null' },
    ),
    snoozedUntilBeforeAuto: tz('snoozed_until_before_auto'),
    availableFrom: date('available_from'),
    onboardingCompletedAt: tz('onboarding_completed_at'),
    /** When the "are you still looking?" mail was last sent (/still-interested, docs/decisions/105). */
    stillInterestedAskedAt: tz('still_interested_asked_at'),
    /** When the candidate last answered it. */
    stillInterestedAnsweredAt: tz('still_interested_answered_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('candidate_profiles_search_idx').using('gin', table.searchVector),
    index('candidate_profiles_auto_snooze_idx')
      .on(table.autoSnoozeApplicationId)
      .where(sql`${table.autoSnoozeApplicationId} is not null`),
    // The location filter of the company's candidate search: each typed word starts a word of the
    // location ('simple': places are not stemmed).
    index('candidate_profiles_location_idx').using(
      'gin',
      sql`to_tsvector('simple', coalesce(${table.location}, ''))`,
    ),
  ],
);
