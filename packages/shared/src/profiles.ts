// Candidate profiles (docs/api/profiles.md): limits, the availability and work-authorization
// enums, the payloads of /api/profile, onboarding and snooze, the profile response, and pure rules
// (completion, quick-profile fields, snooze window). The server validates with these schemas and
// the web forms reuse them. Field names are the wire format (snake_case).
import { z } from 'zod';
import { NAME_MAX_LENGTH, phoneSchema } from './auth.ts';
import { fieldLabel } from './validation-messages.ts';

export const HEADLINE_MAX_LENGTH = 120;
export const LOCATION_MAX_LENGTH = 120;
export const SUMMARY_MAX_LENGTH = 5000;
export const MAX_SKILLS = 50;
export const SKILL_MAX_LENGTH = 50;
export const MIN_DESIRED_ROLES = 1;
export const MAX_DESIRED_ROLES = 10;
export const DESIRED_ROLE_MAX_LENGTH = 80;
export const MAX_EXPERIENCE_ENTRIES = 30;
export const MAX_EDUCATION_ENTRIES = 30;
export const ENTRY_FIELD_MAX_LENGTH = 120;
export const EXPERIENCE_DESCRIPTION_MAX_LENGTH = 2000;
export const MAX_LINKS = 10;
export const LINK_LABEL_MAX_LENGTH = 60;
export const LINK_URL_MAX_LENGTH = 2048;

/** Resumes: PDF or DOCX up to 10 MB, recognised by content; their text is kept up to 100k characters. */
export const MAX_RESUME_BYTES = 10 * 1024 * 1024;
export const RESUME_TEXT_MAX_LENGTH = 100_000;
export const RESUME_MIME_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type ResumeExtension = keyof typeof RESUME_MIME_TYPES;

/** A candidate may hide from searches for at most this long. */
export const MAX_SNOOZE_DAYS = 365;
/** How long the automatic snooze lasts once applied (skipped for those who opted out). */
export const AUTO_SNOOZE_DAYS = 90;

export const AVAILABILITIES = [
  'immediately',
  'within_2_weeks',
  'within_month',
  'within_3_months',
  'not_looking',
] as const;
export type Availability = (typeof AVAILABILITIES)[number];
export const AVAILABILITY_LABELS: Record<Availability, string> = {
  immediately: 'Immediately',
  within_2_weeks: 'Within 2 weeks',
  within_month: 'Within a month',
  within_3_months: 'Within 3 months',
  not_looking: 'Not looking right now',
};

export const WORK_AUTHORIZATIONS = ['authorized', 'requires_sponsorship', 'prefer_not_to_say'] as const;
export type WorkAuthorization = (typeof WORK_AUTHORIZATIONS)[number];
export const WORK_AUTHORIZATION_LABELS: Record<WorkAuthorization, string> = {
  authorized: 'Authorized to work, no sponsorship needed',
  requires_sponsorship: 'Will need visa sponsorship',
  prefer_not_to_say: 'Prefer not to say',
};

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const nameSchema = z.string().trim().min(1).max(NAME_MAX_LENGTH);
const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** Optional text of a partial update: blank or null comes out as null (cleared). */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => value || null);

/** Text inside an entry: blank or missing comes out as "". */
const entryText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value ?? '');

/** A message naming the field it is about ("The start date must …"). */
const labelled =
  (rest: string) =>
  (issue: { path?: PropertyKey[] }): string =>
    `The ${fieldLabel(issue.path ?? [])} ${rest}`;

/** `YYYY-MM`; blank or missing comes out as null. */
const monthSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || MONTH_PATTERN.test(value), {
    error: labelled('must be a month in the format YYYY-MM.'),
  });

/** A calendar date `YYYY-MM-DD` that exists. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const calendarDateSchema = z
  .string()
  .trim()
  .nullable()
  .transform((value) => value || null)
  .refine((value) => value === null || isCalendarDate(value), {
    error: labelled('must be a valid date in the format YYYY-MM-DD.'),
  });

/** Trimmed, blanks dropped, each once regardless of case (the first spelling wins). */
function distinctTexts(values: string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    const key = value.toLowerCase();
    if (value === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(value);
  }
  return kept;
}

const textList = (itemMax: number, listMax: number) =>
  z.array(z.string().trim().max(itemMax)).transform(distinctTexts).pipe(z.array(z.string()).max(listMax));

export const skillsSchema = textList(SKILL_MAX_LENGTH, MAX_SKILLS);
export const desiredRolesSchema = textList(DESIRED_ROLE_MAX_LENGTH, MAX_DESIRED_ROLES);
const requiredDesiredRolesSchema = desiredRolesSchema.refine(
  (roles) => roles.length >= MIN_DESIRED_ROLES,
  'The desired roles field is required.',
);

const END_BEFORE_START = 'The end date must be a date after or equal to the start date.';
const endNotBeforeStart = (entry: { start_date: string | null; end_date: string | null }) =>
  !entry.start_date || !entry.end_date || entry.end_date >= entry.start_date;

export const experienceEntrySchema = z
  .object({
    title: requiredText(ENTRY_FIELD_MAX_LENGTH),
    company: requiredText(ENTRY_FIELD_MAX_LENGTH),
    start_date: monthSchema,
    /** null while the candidate still works there. */
    end_date: monthSchema,
    description: entryText(EXPERIENCE_DESCRIPTION_MAX_LENGTH),
  })
  .refine(endNotBeforeStart, { path: ['end_date'], message: END_BEFORE_START });
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;

export const educationEntrySchema = z
  .object({
    school: requiredText(ENTRY_FIELD_MAX_LENGTH),
    degree: entryText(ENTRY_FIELD_MAX_LENGTH),
    field: entryText(ENTRY_FIELD_MAX_LENGTH),
    start_date: monthSchema,
    end_date: monthSchema,
  })
  .refine(endNotBeforeStart, { path: ['end_date'], message: END_BEFORE_START });
export type EducationEntry = z.infer<typeof educationEntrySchema>;

/** `mailto:`, `javascript:`… but not `github.com:443` (a colon followed by a port). */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;
const WITH_CREDENTIALS = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i;
const INVALID_URL = 'The url must be a valid http or https URL.';

/** http(s) only; an address typed without a scheme ("github.com/ada") gets `https://`. */
const linkUrlSchema = z
  .string()
  .trim()
  .min(1)
  .max(LINK_URL_MAX_LENGTH)
  .transform((value) => (value.includes('://') || OTHER_SCHEME.test(value) ? value : `https://${value}`))
  .pipe(z.httpUrl(INVALID_URL))
  .refine((value) => !WITH_CREDENTIALS.test(value), INVALID_URL);

export const linkSchema = z.object({
  label: entryText(LINK_LABEL_MAX_LENGTH),
  url: linkUrlSchema,
});
export type ProfileLinkInput = z.infer<typeof linkSchema>;

/** One of `values`; nothing chosen (missing, null or "") reads "The … field is required.". */
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? labelled('field is required.')(issue)
        : undefined,
  });

/** In a partial update, "" or null clears the choice. */
const clearableChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === '' ? null : value), choice(values).nullable());

const availabilitySchema = choice(AVAILABILITIES);
const workAuthorizationSchema = choice(WORK_AUTHORIZATIONS);

/**
 * PUT /api/profile: any subset of the fields. A field left out stays as it is; a text field sent
 * blank or null is cleared; a list replaces the whole list.
 */
export const updateProfileSchema = z.object({
  first_name: nameSchema.optional(),
  last_name: nameSchema.optional(),
  headline: clearableText(HEADLINE_MAX_LENGTH).optional(),
  location: clearableText(LOCATION_MAX_LENGTH).optional(),
  desired_roles: desiredRolesSchema.optional(),
  availability: clearableChoice(AVAILABILITIES).optional(),
  work_authorization: clearableChoice(WORK_AUTHORIZATIONS).optional(),
  available_from: calendarDateSchema.optional(),
  summary: clearableText(SUMMARY_MAX_LENGTH).optional(),
  skills: skillsSchema.optional(),
  experience: z.array(experienceEntrySchema).max(MAX_EXPERIENCE_ENTRIES).optional(),
  education: z.array(educationEntrySchema).max(MAX_EDUCATION_ENTRIES).optional(),
  links: z.array(linkSchema).max(MAX_LINKS).optional(),
  auto_snooze_opt_out: z.boolean().optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/**
 * POST /api/profile/onboarding (/create-account): who the candidate is, a phone number they
 * verified by SMS code, and what they look for. The resume is uploaded separately beforehand.
 */
export const onboardingSchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  phone: phoneSchema,
  location: requiredText(LOCATION_MAX_LENGTH),
  desired_roles: requiredDesiredRolesSchema,
  availability: availabilitySchema,
  work_authorization: workAuthorizationSchema,
});
export type OnboardingInput = z.infer<typeof onboardingSchema>;

/** `until` as a calendar date means midnight UTC of that day; a timestamp must carry its offset. */
export function snoozeEnd(until: string): Date | null {
  if (isCalendarDate(until)) return new Date(`${until}T00:00:00Z`);
  const parsed = z.iso.datetime({ offset: true }).safeParse(until);
  return parsed.success ? new Date(until) : null;
}

/** The latest moment a snooze may end: one year from `now`. */
export function latestSnoozeEnd(now: Date): Date {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + 1);
  return latest;
}

export const SNOOZE_NOT_IN_FUTURE = 'The snooze must end at a future date.';
export const SNOOZE_TOO_LONG = 'You can snooze for at most one year.';

/** POST /api/users/{id}/snooze: hidden from company searches until a future date at most a year away. */
export const snoozeSchema = z.object({
  until: z
    .string()
    .trim()
    .min(1)
    .superRefine((value, ctx) => {
      const end = snoozeEnd(value);
      const now = new Date();
      if (!end) ctx.addIssue({ code: 'custom', message: 'The until must be a valid date.' });
      else if (end.getTime() <= now.getTime())
        ctx.addIssue({ code: 'custom', message: SNOOZE_NOT_IN_FUTURE });
      else if (end.getTime() > latestSnoozeEnd(now).getTime())
        ctx.addIssue({ code: 'custom', message: SNOOZE_TOO_LONG });
    }),
});
export type SnoozeInput = z.infer<typeof snoozeSchema>;

export const profileResumeSchema = z.object({
  name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  /** Where the owner downloads it. */
  url: z.string(),
});

/** GET /api/profile and every endpoint that changes it answer with this. */
export const candidateProfileSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** The verified phone number, or null. */
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  headline: z.string().nullable(),
  location: z.string().nullable(),
  desired_roles: z.array(z.string()),
  availability: availabilitySchema.nullable(),
  work_authorization: workAuthorizationSchema.nullable(),
  available_from: z.string().nullable(),
  summary: z.string().nullable(),
  skills: z.array(z.string()),
  experience: z.array(
    z.object({
      title: z.string(),
      company: z.string(),
      start_date: z.string().nullable(),
      end_date: z.string().nullable(),
      description: z.string(),
    }),
  ),
  education: z.array(
    z.object({
      school: z.string(),
      degree: z.string(),
      field: z.string(),
      start_date: z.string().nullable(),
      end_date: z.string().nullable(),
    }),
  ),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  resume: profileResumeSchema.nullable(),
  snoozed_until: z.string().nullable(),
  /** snoozed_until lies in the future: hidden from company searches now. */
  is_snoozed: z.boolean(),
  auto_snooze_opt_out: z.boolean(),
  onboarding_completed_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** Success text for the client's toast (SPEC.md §8), on changes only. */
  message: z.string().optional(),
});
export type CandidateProfilePayload = z.infer<typeof candidateProfileSchema>;

/** POST /api/users/{id}/withdraw-applications adds how many applications it withdrew. */
export const withdrawApplicationsResponseSchema = candidateProfileSchema.extend({
  withdrawn_count: z.number().int(),
});

/** Only what the rules read, so both the wire payload and the client's camelCased copy fit. */
interface CompletionProfile {
  headline: string | null;
  location: string | null;
  desired_roles: readonly string[];
  summary: string | null;
  skills: readonly string[];
  experience: readonly unknown[];
  resume: unknown;
}

/** What makes a profile complete, in the order the profile page suggests them. */
export const PROFILE_COMPLETION_ITEMS = [
  { key: 'headline', label: 'Headline', done: (p: CompletionProfile) => Boolean(p.headline) },
  { key: 'location', label: 'Location', done: (p: CompletionProfile) => Boolean(p.location) },
  {
    key: 'desired_roles',
    label: 'Desired roles',
    done: (p: CompletionProfile) => p.desired_roles.length > 0,
  },
  {
    key: 'resume',
    label: 'Resume',
    done: (p: CompletionProfile) => p.resume !== null && p.resume !== undefined,
  },
  { key: 'summary', label: 'Summary', done: (p: CompletionProfile) => Boolean(p.summary) },
  { key: 'experience', label: 'Experience', done: (p: CompletionProfile) => p.experience.length > 0 },
  { key: 'skills', label: 'Skills', done: (p: CompletionProfile) => p.skills.length > 0 },
] as const;

export interface ProfileCompletion {
  percent: number;
  missing: { key: string; label: string }[];
}

export function profileCompletion(profile: CompletionProfile): ProfileCompletion {
  const missing = PROFILE_COMPLETION_ITEMS.filter((item) => !item.done(profile)).map(({ key, label }) => ({
    key,
    label,
  }));
  const done = PROFILE_COMPLETION_ITEMS.length - missing.length;
  return { percent: Math.round((done / PROFILE_COMPLETION_ITEMS.length) * 100), missing };
}

/** The quick profile (/profile/quick) asks for these; the dashboard prompts while any is missing. */
export function quickProfileMissing(
  profile: Pick<CompletionProfile, 'headline' | 'location' | 'desired_roles' | 'resume'> & {
    availability: string | null;
  },
): string[] {
  const missing: string[] = [];
  if (!profile.headline) missing.push('headline');
  if (!profile.location) missing.push('location');
  if (profile.desired_roles.length === 0) missing.push('desired_roles');
  if (!profile.availability) missing.push('availability');
  if (profile.resume === null || profile.resume === undefined) missing.push('resume');
  return missing;
}

/**
 * A candidate who has not finished /create-account and holds no company or enterprise account:
 * the dashboard sends them to onboarding (docs/decisions.md). People who signed up to join a
 * company are never pushed through candidate onboarding.
 */
export function needsCandidateOnboarding(input: {
  onboardingCompletedAt: string | null;
  companyCount: number;
  enterpriseCount: number;
}): boolean {
  return input.onboardingCompletedAt === null && input.companyCount === 0 && input.enterpriseCount === 0;
}
