// The company side of applications: the candidates list and panel, decisions, bulk actions, private
// notes, the talent pool ("rolodex") with invitations to apply, and the dashboard's hiring figures.
// docs/api/pipeline.md describes the endpoints.
import { z } from 'zod';
import { pageMetaSchema } from './api.ts';
import {
  APPLICATION_STATUSES,
  applicationAnswerSchema,
  DECISION_MESSAGE_MAX_LENGTH,
  DECISIONS,
  DISQUALIFY_REASON_MAX_LENGTH,
} from './applications.ts';
import { emailSchema } from './auth.ts';
import { SCREENING_QUESTION_TYPES } from './opportunities.ts';

export const MAX_BULK_APPLICATIONS = 100;
export const NOTE_MAX_LENGTH = 5000;
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_PHONE_MAX_LENGTH = 40;
export const CONTACT_NOTES_MAX_LENGTH = 2000;
export const DUPLICATE_CONTACT_MESSAGE = 'This person is already in your talent pool.';

/** Statuses the company sees (drafts stay private to the candidate until sent). */
export const COMPANY_APPLICATION_STATUSES = APPLICATION_STATUSES.filter(
  (status): status is Exclude<(typeof APPLICATION_STATUSES)[number], 'draft'> => status !== 'draft',
);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be a date in the form YYYY-MM-DD.');
const optionalId = z.coerce.number().int().positive().optional();

/** GET /api/company-candidates */
export const companyCandidatesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  opportunity_id: optionalId,
  step_id: optionalId,
  status: z.enum(COMPANY_APPLICATION_STATUSES).optional(),
  applied_from: isoDate.optional(),
  applied_to: isoDate.optional(),
  search: z.string().trim().max(200).optional(),
});
export type CompanyCandidatesQuery = z.infer<typeof companyCandidatesQuerySchema>;

const personSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
});

export const candidateSummarySchema = personSchema.extend({
  email: z.string(),
  headline: z.string().nullable(),
  location: z.string().nullable(),
});

const stepRefSchema = z.object({ id: z.number().int(), name: z.string() });

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

export const applicationNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: personSchema.nullable(),
  created_at: z.string(),
  abilities: z.object({ delete: z.boolean() }),
});
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;

/** GET /api/company-candidates/{applicationId}: everything the candidate panel shows. */
export const candidatePanelSchema = companyCandidateSchema.extend({
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

// ---- Decisions and bulk actions ----

const reasonSchema = z.string().trim().min(1).max(DISQUALIFY_REASON_MAX_LENGTH);
const messageSchema = z.string().trim().max(DECISION_MESSAGE_MAX_LENGTH);

/** POST /api/applications/{id}/decision. A reason is required to disqualify. */
export const decisionSchema = z
  .object({
    decision: z.enum(DECISIONS),
    reason: z.string().trim().max(DISQUALIFY_REASON_MAX_LENGTH).nullish(),
    message: messageSchema.nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.decision === 'disqualify' && !input.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'The reason field is required.' });
    }
  });
export type DecisionInput = z.infer<typeof decisionSchema>;

/** The answer of POST /api/applications/{id}/decision. */
export const decisionResultSchema = z.object({
  application_id: z.number().int(),
  status: z.enum(COMPANY_APPLICATION_STATUSES),
  step: stepRefSchema.nullable(),
  message: z.string(),
  /** Set when the decision stands but its message to the candidate could not be sent. */
  warning: z.string().optional(),
});
export type DecisionResult = z.infer<typeof decisionResultSchema>;

const applicationIdsSchema = z
  .array(z.number().int().positive())
  .min(1)
  .max(MAX_BULK_APPLICATIONS)
  .transform((ids) => [...new Set(ids)]);

/** POST /api/company-candidates/bulk: one action on up to 100 applications, all or nothing. */
export const bulkActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('move'),
    application_ids: applicationIdsSchema,
    to_step_id: z.number().int().positive(),
  }),
  z.object({
    action: z.literal('disqualify'),
    application_ids: applicationIdsSchema,
    reason: reasonSchema,
    message: messageSchema.nullish(),
  }),
  z.object({
    action: z.literal('message'),
    application_ids: applicationIdsSchema,
    content: z.string().trim().min(1).max(DECISION_MESSAGE_MAX_LENGTH),
  }),
]);
export type BulkActionInput = z.infer<typeof bulkActionSchema>;

export const bulkActionResultSchema = z.object({
  /** Applications changed (move, disqualify) or people messaged (message). */
  affected: z.number().int(),
  message: z.string(),
  warning: z.string().optional(),
});

// ---- Notes ----

export const createNoteSchema = z.object({ body: z.string().trim().min(1).max(NOTE_MAX_LENGTH) });
export type CreateNoteInput = z.infer<typeof createNoteSchema>;

export const noteListSchema = z.object({
  data: z.array(applicationNoteSchema),
  meta: pageMetaSchema,
  abilities: z.object({ create: z.boolean() }),
});

// ---- Talent pool ----

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** POST /api/talent-pool-contacts */
export const createTalentPoolContactSchema = z.object({
  first_name: z.string().trim().min(1).max(CONTACT_NAME_MAX_LENGTH),
  last_name: z.string().trim().min(1).max(CONTACT_NAME_MAX_LENGTH),
  email: emailSchema,
  phone: optionalText(CONTACT_PHONE_MAX_LENGTH),
  notes: optionalText(CONTACT_NOTES_MAX_LENGTH),
});
export type CreateTalentPoolContactInput = z.infer<typeof createTalentPoolContactSchema>;

export const talentPoolQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(200).optional(),
});
export type TalentPoolQuery = z.infer<typeof talentPoolQuerySchema>;

export const talentPoolContactSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** null for a person added from a Hireloop search: invitations reach them, the team never sees it. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The person's Hireloop account when they were added from a candidate search, else null. */
  candidate_user_id: z.number().int().nullable(),
  notes: z.string(),
  created_by: personSchema.nullable(),
  created_at: z.string(),
  /** When the contact was last invited to apply, if ever. */
  last_invited_at: z.string().nullable(),
});
export type TalentPoolContact = z.infer<typeof talentPoolContactSchema>;

export const talentPoolListSchema = z.object({
  data: z.array(talentPoolContactSchema),
  meta: pageMetaSchema,
  abilities: z.object({ create: z.boolean(), invite: z.boolean() }),
});

/** POST /api/talent-pool-contacts/from-candidate: a person found by the candidate search. */
export const addCandidateContactSchema = z.object({
  candidate_user_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  notes: optionalText(CONTACT_NOTES_MAX_LENGTH),
});
export type AddCandidateContactInput = z.infer<typeof addCandidateContactSchema>;

// ---- Finding people on Hireloop (candidate sourcing) ----

export const CANDIDATE_SEARCH_TEXT_MAX_LENGTH = 200;
export const CANDIDATE_SEARCH_LOCATION_MAX_LENGTH = 120;
export const CANDIDATE_SEARCH_MAX_PER_PAGE = 50;
export const CANDIDATE_SEARCH_NEEDS_TERMS = 'Enter a name, skill or keyword, or a location.';

/** Whether a search text holds something to look for (a letter or a digit). */
export function hasSearchTerms(text: string | null | undefined): boolean {
  return /[\p{L}\p{N}]/u.test(text ?? '');
}

/**
 * The words of a location filter, lower-case: each must start a word of the candidate's location
 * ("port or" finds "Portland, OR").
 */
export function locationWords(text: string | null | undefined): string[] {
  return (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

const searchText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/**
 * GET /api/candidate-search: `q` matches names, skills, headline, desired roles and résumé text
 * (full text, as `websearch_to_tsquery`); `location` matches the profile's location word by word.
 * At least one of them must hold something to look for.
 */
export const candidateSearchQuerySchema = z
  .object({
    q: searchText(CANDIDATE_SEARCH_TEXT_MAX_LENGTH),
    location: searchText(CANDIDATE_SEARCH_LOCATION_MAX_LENGTH),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    per_page: z.coerce.number().int().min(1).max(CANDIDATE_SEARCH_MAX_PER_PAGE).default(20),
  })
  .superRefine((query, ctx) => {
    if (!hasSearchTerms(query.q) && !hasSearchTerms(query.location)) {
      ctx.addIssue({ code: 'custom', path: ['q'], message: CANDIDATE_SEARCH_NEEDS_TERMS });
    }
  });
export type CandidateSearchQuery = z.infer<typeof candidateSearchQuerySchema>;

/** A person in the candidate search: what their profile shows companies, never how to reach them. */
export const candidateSearchResultSchema = z.object({
  /** The candidate's user id (what "Add to talent pool" sends). */
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  headline: z.string().nullable(),
  location: z.string().nullable(),
  skills: z.array(z.string()),
  /** Already in the active company's talent pool (added from a search, or by the same email). */
  in_talent_pool: z.boolean(),
  /**
   * Already a candidate of the active company: their most recently active sent application there,
   * which the card links to instead of offering the talent pool. null when they never applied.
   */
  application_id: z.number().int().nullable(),
});
export type CandidateSearchResult = z.infer<typeof candidateSearchResultSchema>;

export const candidateSearchListSchema = z.object({
  data: z.array(candidateSearchResultSchema),
  meta: pageMetaSchema,
});

/** POST /api/talent-pool-contacts/{id}/invite */
export const inviteContactSchema = z.object({ opportunity_id: z.number().int().positive() });
export type InviteContactInput = z.infer<typeof inviteContactSchema>;

/** GET /api/opportunity-invites/{token} (public): what the landing page prefills. */
export const opportunityInviteLookupSchema = z.object({
  opportunity: z.object({
    id: z.number().int(),
    title: z.string(),
    location: z.string(),
    remote: z.boolean(),
    company: z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() }),
    accepting_applications: z.boolean(),
  }),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type OpportunityInviteLookup = z.infer<typeof opportunityInviteLookupSchema>;

// ---- Dashboard ----

/** The `hiring` part of GET /api/company-dashboard. */
export const hiringFiguresSchema = z.object({
  open_opportunities: z.number().int(),
  /** Applications submitted in the last 7 days (rolling). */
  new_applicants_this_week: z.number().int(),
  /** Active and hired candidates per step name across published opportunities, in pipeline order. */
  candidates_per_step: z.array(z.object({ name: z.string(), count: z.number().int() })),
  /** The newest activity on any submitted application (null when there is none). */
  last_activity_at: z.string().nullable(),
});
export type HiringFigures = z.infer<typeof hiringFiguresSchema>;
