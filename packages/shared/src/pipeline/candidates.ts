// The candidates list (GET /api/company-candidates) and the candidate panel with its timeline:
// the statuses a company sees, the list query, the rows and the panel payload.

import { pageMetaSchema } from '../api.ts';
import { APPLICATION_STATUSES, applicationAnswerSchema } from '../applications.ts';
import { calendarDateSchema } from '../calendar-date.ts';
import { SCREENING_QUESTION_TYPES } from '../opportunities.ts';
import { z } from '../zod.ts';
import { applicationNoteSchema } from './notes.ts';
import { personSchema, stepRefSchema } from './refs.ts';

/** Statuses the company sees (drafts stay private to the candidate until sent). */
export const COMPANY_APPLICATION_STATUSES = APPLICATION_STATUSES.filter(
  (status): status is Exclude<(typeof APPLICATION_STATUSES)[number], 'draft'> => status !== 'draft',
);

const optionalId = z.coerce.number().int().positive().optional();

/** GET /api/company-candidates */
export const companyCandidatesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  opportunity_id: optionalId,
  step_id: optionalId,
  status: z.enum(COMPANY_APPLICATION_STATUSES).optional(),
  applied_from: calendarDateSchema.optional(),
  applied_to: calendarDateSchema.optional(),
  search: z.string().trim().max(200).optional(),
});
export type CompanyCandidatesQuery = z.infer<typeof companyCandidatesQuerySchema>;

export const candidateSummarySchema = personSchema.extend({
  email: z.string(),
  headline: z.string().nullable(),
  location: z.string().nullable(),
});

/** A row of GET /api/company-candidates. */
export const companyCandidateSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  status: z.enum(COMPANY_APPLICATION_STATUSES),
  candidate: candidateSummarySchema,
  opportunity: z.object({ id: z.number().int(), title: z.string() }),
  step: stepRefSchema.nullable(),
  applied_at: z.string().nullable(),
  last_activity_at: z.string(),
  /** An interview of the application ended and awaits an interviewer's scorecard (issue 19). */
  scores_needed: z.boolean(),
});
export type CompanyCandidate = z.infer<typeof companyCandidateSchema>;

const pipelineAbilitiesSchema = z.object({
  move: z.boolean(),
  disqualify: z.boolean(),
  note: z.boolean(),
  message: z.boolean(),
});

export const companyCandidateListSchema = z.object({
  data: z.array(companyCandidateSchema),
  meta: pageMetaSchema,
  abilities: pipelineAbilitiesSchema,
});

export const applicationEventKinds = [
  'applied',
  'knocked_out',
  'moved',
  'hired',
  'disqualified',
  'reinstated',
  'no_decision',
  'message_sent',
  'withdrawn',
  'interview_scheduled',
  'interview_invited',
  'interview_booked',
  'interview_rescheduled',
  'interview_cancelled',
  'interview_completed',
  'interview_no_show',
  /** An offer was created or changed status (data: offer_id, status). */
  'offer',
] as const;
export type ApplicationEventKind = (typeof applicationEventKinds)[number];

export const timelineEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(applicationEventKinds),
  actor: personSchema.nullable(),
  from_step: stepRefSchema.nullable(),
  to_step: stepRefSchema.nullable(),
  /** Decision, reason, message preview… depending on the kind. */
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/**
 * GET /api/company-candidates/{applicationId}: everything the candidate panel shows (its scores come
 * from GET /api/applications/{id}/scores, with the visibility rules, not from the list's mark).
 */
export const candidatePanelSchema = companyCandidateSchema.omit({ scores_needed: true }).extend({
  disqualify_reason: z.string().nullable(),
  steps: z.array(stepRefSchema.extend({ position: z.number().int() })),
  profile: z.object({
    headline: z.string().nullable(),
    location: z.string().nullable(),
    summary: z.string().nullable(),
    desired_roles: z.array(z.string()),
    availability: z.string().nullable(),
    work_authorization: z.string().nullable(),
    skills: z.array(z.string()),
    experience: z.array(z.record(z.string(), z.unknown())),
    education: z.array(z.record(z.string(), z.unknown())),
    links: z.array(z.object({ label: z.string(), url: z.string() })),
    resume: z
      .object({ name: z.string(), mime_type: z.string(), size_bytes: z.number().int(), url: z.string() })
      .nullable(),
  }),
  answers: z.array(
    applicationAnswerSchema.extend({
      question: z.string(),
      type: z.enum(SCREENING_QUESTION_TYPES),
      knockout: z.boolean(),
    }),
  ),
  timeline: z.array(timelineEventSchema),
  notes: z.array(applicationNoteSchema),
  conversation_uuid: z.string().nullable(),
  abilities: pipelineAbilitiesSchema,
});
export type CandidatePanel = z.infer<typeof candidatePanelSchema>;
