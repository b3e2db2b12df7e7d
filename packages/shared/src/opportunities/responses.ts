// Response schemas: pipeline steps, the company's opportunity rows and detail, search results,
// the public posting a candidate sees, and templates.

import { pageMetaSchema } from '../api.ts';
import { scorecardAttributeSchema } from '../interview-scorecards.ts';
import { z } from '../zod.ts';
import { EMPLOYMENT_TYPES, OPPORTUNITY_STATUSES, PAY_PERIODS, SCREENING_QUESTION_TYPES } from './enums.ts';

const storedQuestionSchema = z.object({
  id: z.string(),
  type: z.enum(SCREENING_QUESTION_TYPES),
  question: z.string(),
  options: z.array(z.string()).optional(),
  knockout_answer: z
    .union([z.string(), z.array(z.string())])
    .nullable()
    .optional(),
});

const postingResponseShape = {
  title: z.string(),
  description: z.string(),
  location: z.string(),
  remote: z.boolean(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  pay_min: z.number().int().nullable(),
  pay_max: z.number().int().nullable(),
  pay_period: z.enum(PAY_PERIODS).nullable(),
  schedule: z.string(),
  requirements: z.string(),
  openings: z.number().int(),
  screening_questions: z.array(storedQuestionSchema),
};

export const pipelineStepSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  /** Active (or hired) candidates currently in the step: what the pipeline board shows. */
  candidate_count: z.number().int(),
  /** Every application whose current step this is (also disqualified or withdrawn ones); a step
   * can be removed only when this is 0. */
  application_count: z.number().int(),
});
export type PipelineStep = z.infer<typeof pipelineStepSchema>;

/** A row of GET /api/opportunities. */
export const opportunitySummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  location: z.string(),
  remote: z.boolean(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  pay_min: z.number().int().nullable(),
  pay_max: z.number().int().nullable(),
  pay_period: z.enum(PAY_PERIODS).nullable(),
  openings: z.number().int(),
  status: z.enum(OPPORTUNITY_STATUSES),
  published_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  pipeline_steps: z.array(pipelineStepSchema),
  /** Submitted applications in any status. */
  applicant_count: z.number().int(),
});
export type OpportunitySummary = z.infer<typeof opportunitySummarySchema>;

export const opportunityListResponseSchema = z.object({
  data: z.array(opportunitySummarySchema),
  meta: pageMetaSchema,
  abilities: z.object({ create: z.boolean() }),
});

/** GET /api/opportunities/{id} (company side), also the answer of POST and PUT. */
export const opportunitySchema = opportunitySummarySchema.extend({
  ...postingResponseShape,
  company_id: z.number().int(),
  template_id: z.number().int().nullable(),
  scorecard: z.array(scorecardAttributeSchema),
  abilities: z.object({ update: z.boolean(), delete: z.boolean(), publish: z.boolean() }),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

const companyCardSchema = z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() });

/** A search result card. `snippet_highlights` are [start, end) character ranges of matched words. */
export const opportunitySearchResultSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company: companyCardSchema,
  location: z.string(),
  remote: z.boolean(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  pay_min: z.number().int().nullable(),
  pay_max: z.number().int().nullable(),
  pay_period: z.enum(PAY_PERIODS).nullable(),
  published_at: z.string(),
  snippet: z.string(),
  snippet_highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
  applied: z.boolean(),
});
export type OpportunitySearchResult = z.infer<typeof opportunitySearchResultSchema>;

/** The search ranks at most this many matches (the newest); `total` never exceeds it. */
export const SEARCH_RESULT_WINDOW = 1000;

export const opportunitySearchResponseSchema = z.object({
  data: z.array(opportunitySearchResultSchema),
  /** `total_capped`: more opportunities match than the window holds (show "1,000+"). */
  meta: pageMetaSchema.extend({ total_capped: z.boolean() }),
});

/** GET /api/opportunities/recommended: search cards, and what they were chosen by (the heading says it). */
export const recommendedOpportunitiesSchema = z.object({
  data: z.array(opportunitySearchResultSchema),
  basis: z.enum(['profile', 'newest']),
});
export type RecommendedOpportunities = z.infer<typeof recommendedOpportunitiesSchema>;

/** GET /api/opportunities/{id}/public: what a candidate sees (no knockout answers, no internals). */
export const publicOpportunitySchema = z.object({
  id: z.number().int(),
  company: companyCardSchema,
  ...postingResponseShape,
  screening_questions: z.array(storedQuestionSchema.omit({ knockout_answer: true })),
  published_at: z.string(),
  applied: z.boolean(),
});
export type PublicOpportunity = z.infer<typeof publicOpportunitySchema>;

export const opportunityTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ...postingResponseShape,
  pipeline_steps: z.array(z.string()),
  scorecard: z.array(scorecardAttributeSchema),
  /** Set when the enterprise pushed it to this location: usable, not editable (decision 101). */
  enterprise: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OpportunityTemplate = z.infer<typeof opportunityTemplateSchema>;

export const opportunityTemplateListResponseSchema = z.object({
  data: z.array(opportunityTemplateSchema),
  meta: pageMetaSchema,
  abilities: z.object({ create: z.boolean() }),
});
