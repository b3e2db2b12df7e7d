// Interview payloads of issue 18's API: requests (forms reuse them) and responses.
import { paginatedSchema } from '../api.ts';
import { timezoneSchema } from '../auth.ts';
import { z } from '../zod.ts';
import {
  INTERVIEW_LIMITS,
  INTERVIEW_LOCATIONS,
  INTERVIEW_STATUSES,
  OUTCOME_STATUSES,
  RATING_STATES,
  RECORDING_PREFERENCES,
} from './enums.ts';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const queryId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** An instant with its offset (`2026-03-09T13:00:00Z`, `…-04:00`), read as a Date. */
export const instantSchema = z
  .string()
  .max(40)
  .pipe(
    z.iso.datetime({
      offset: true,
      error: (issue) =>
        `The ${String(issue.path?.at(-1) ?? 'time').replace(/_/g, ' ')} must be a valid date and time.`,
    }),
  )
  .transform((value) => new Date(value))
  .refine(
    (date) => !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1970 && date.getUTCFullYear() < 10000,
    'The time must be a valid date and time.',
  );

const wallClock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'The time must be in the format HH:MM.');

export const weeklyWindowSchema = z
  .object({
    weekday: z.number().int().min(1).max(7),
    start: wallClock,
    end: wallClock,
  })
  .refine((window) => window.end > window.start, {
    path: ['end'],
    message: 'The end must be after the start.',
  });

export const availabilitySchema = z.object({
  timezone: timezoneSchema,
  weekly_hours: z.array(weeklyWindowSchema).max(70),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const availabilityResponseSchema = availabilitySchema.extend({
  /** False while the user keeps the default hours (Mon–Fri 9–17 in their zone). */
  customized: z.boolean(),
});

export const personRefSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
});

const locationSchema = z.enum(INTERVIEW_LOCATIONS);
const durationSchema = z
  .number()
  .int()
  .min(INTERVIEW_LIMITS.minDurationMinutes)
  .max(INTERVIEW_LIMITS.maxDurationMinutes);
const detailsSchema = z.string().trim().max(500);

/** Address for in person, number for phone: required there, optional for web conference. */
function requireLocationDetails(
  value: { location?: string | undefined; location_details?: string | null | undefined },
  context: z.RefinementCtx,
) {
  if ((value.location === 'in_person' || value.location === 'phone') && !value.location_details) {
    context.addIssue({
      code: 'custom',
      path: ['location_details'],
      message:
        value.location === 'in_person'
          ? 'The address is required for an in-person interview.'
          : 'The phone number is required for a phone interview.',
    });
  }
}

export const createInterviewSchema = z
  .object({
    application_id: id,
    interviewer_ids: z.array(id).min(1).max(INTERVIEW_LIMITS.maxInterviewers),
    location: locationSchema,
    location_details: detailsSchema.nullish(),
    duration_minutes: durationSchema,
    /** `fixed`: at start_time; `candidate_chooses`: a self-scheduling link offers free slots. */
    scheduling: z.enum(['fixed', 'candidate_chooses']),
    start_time: instantSchema.nullish(),
    timezone: timezoneSchema,
    /** Left out: the company's default (company recording settings). */
    recording_preference: z.enum(RECORDING_PREFERENCES).optional(),
    message: z.string().trim().max(2000).nullish(),
  })
  .superRefine((value, context) => {
    requireLocationDetails(value, context);
    if (value.scheduling === 'fixed' && !value.start_time) {
      context.addIssue({
        code: 'custom',
        path: ['start_time'],
        message: 'The start time field is required.',
      });
    }
  });
export type CreateInterviewInput = z.infer<typeof createInterviewSchema>;

/** PUT: reschedule or change the format; absent fields keep their value. */
export const updateInterviewSchema = z
  .object({
    interviewer_ids: z.array(id).min(1).max(INTERVIEW_LIMITS.maxInterviewers).optional(),
    location: locationSchema.optional(),
    location_details: detailsSchema.nullish(),
    duration_minutes: durationSchema.optional(),
    start_time: instantSchema.optional(),
    timezone: timezoneSchema.optional(),
    recording_preference: z.enum(RECORDING_PREFERENCES).optional(),
    message: z.string().trim().max(2000).nullish(),
  })
  .superRefine((value, context) => {
    if (value.location) requireLocationDetails(value, context);
  });
export type UpdateInterviewInput = z.infer<typeof updateInterviewSchema>;

export const cancelInterviewSchema = z.object({ message: z.string().trim().max(2000).nullish() });
export const interviewOutcomeSchema = z.object({ status: z.enum(OUTCOME_STATUSES) });

export const interviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  /** Company side (the active company) or the signed-in person's own interviews as a candidate. */
  scope: z.enum(['company', 'candidate']).optional(),
  when: z.enum(['upcoming', 'past', 'all']).default('all'),
  status: z.enum(INTERVIEW_STATUSES).optional(),
  opportunity_id: queryId.optional(),
  interviewer_id: queryId.optional(),
  application_id: queryId.optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
});
export type InterviewsQuery = z.infer<typeof interviewsQuerySchema>;

const idList = z.union([queryId, z.array(queryId).max(INTERVIEW_LIMITS.maxInterviewers)]);

export const slotsQuerySchema = z.object({
  application_id: queryId.optional(),
  /** `interviewer_ids[]=1&interviewer_ids[]=2` (PHP style) or `interviewer_ids=1&interviewer_ids=2`. */
  'interviewer_ids[]': idList.optional(),
  interviewer_ids: idList.optional(),
  duration_minutes: z.coerce
    .number()
    .int()
    .min(INTERVIEW_LIMITS.minDurationMinutes)
    .max(INTERVIEW_LIMITS.maxDurationMinutes),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
  /** Exclude this interview's own time when rescheduling it. */
  interview_id: queryId.optional(),
});

export const slotSchema = z.object({ start_time: z.string(), end_time: z.string() });
export const slotListSchema = z.object({ data: z.array(slotSchema) });

export const schedulingLinkStateSchema = z.enum(['open', 'used', 'cancelled', 'expired']);
export type SchedulingLinkState = z.infer<typeof schedulingLinkStateSchema>;

export const interviewSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  status_label: z.string(),
  location: locationSchema,
  location_details: z.string().nullable(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  duration_minutes: z.number().int(),
  timezone: z.string(),
  recording_preference: z.enum(RECORDING_PREFERENCES),
  rating_state: z.enum(RATING_STATES),
  application_id: z.number().int(),
  opportunity: z.object({ id: z.number().int(), title: z.string() }),
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    nickname: z.string().nullable(),
    avatar: z.string().nullable(),
  }),
  interviewee: personRefSchema,
  interviewers: z.array(personRefSchema),
  cancel_message: z.string().nullable(),
  /** The page where participants meet (the room comes with the next issue). */
  join_url: z.string().nullable(),
  scheduling_link: z
    .object({ uuid: z.string(), url: z.string(), state: schedulingLinkStateSchema, expires_at: z.string() })
    .nullable(),
  abilities: z.object({ update: z.boolean(), cancel: z.boolean(), set_outcome: z.boolean() }),
  created_at: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const interviewListSchema = paginatedSchema(interviewSchema).extend({
  abilities: z.object({ create: z.boolean() }),
});

/** GET /api/scheduling-links/{uuid}: what the candidate sees before booking (no login). */
export const schedulingLinkSchema = z.object({
  uuid: z.string(),
  state: schedulingLinkStateSchema,
  company: z.object({ name: z.string(), avatar: z.string().nullable() }),
  opportunity: z.object({ title: z.string() }),
  interviewee: z.object({ first_name: z.string() }),
  location: locationSchema,
  location_details: z.string().nullable(),
  duration_minutes: z.number().int(),
  expires_at: z.string(),
  /** Set once booked. */
  start_time: z.string().nullable(),
  interview_uuid: z.string(),
  slots: z.array(slotSchema),
});
export type SchedulingLink = z.infer<typeof schedulingLinkSchema>;

export const bookSlotSchema = z.object({ start_time: instantSchema, timezone: timezoneSchema });

export const bookingResultSchema = z.object({
  interview_uuid: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  duration_minutes: z.number().int(),
  location: locationSchema,
  location_details: z.string().nullable(),
  company_name: z.string(),
  opportunity_title: z.string(),
  timezone: z.string(),
  /** The .ics of the booked interview, for "add to calendar". */
  calendar_url: z.string(),
});
export type BookingResult = z.infer<typeof bookingResultSchema>;

export const calendarFeedSchema = z.object({ url: z.string(), webcal_url: z.string() });
