// Opportunities (job postings), their screening questions and pipeline steps, templates, and the
// candidate search (docs/api/opportunities.md). The server validates with these schemas and the
// web forms reuse them. Field names are the wire format (snake_case).
import { z } from 'zod';
import { pageMetaSchema } from './api.ts';

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'temporary', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
};

export const PAY_PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

export const OPPORTUNITY_STATUSES = ['draft', 'published', 'paused', 'closed'] as const;
export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number];

export const SCREENING_QUESTION_TYPES = ['yes_no', 'single_choice', 'multiple_choice', 'short_text'] as const;
export type ScreeningQuestionType = (typeof SCREENING_QUESTION_TYPES)[number];

export const DEFAULT_PIPELINE_STEPS = ['Applied', 'Phone Screen', 'Interview', 'Offer', 'Hired'] as const;

/** Billing item names of SPEC.md §3 that opportunities produce. */
export const OPPORTUNITY_USAGE_ITEMS = ['Opportunity Invite', 'Opportunity Posted (Per Month)'] as const;
export type OpportunityUsageItem = (typeof OPPORTUNITY_USAGE_ITEMS)[number];

export const TITLE_MAX_LENGTH = 150;
export const DESCRIPTION_MAX_LENGTH = 20_000;
export const LOCATION_MAX_LENGTH = 255;
export const SCHEDULE_MAX_LENGTH = 1000;
export const REQUIREMENTS_MAX_LENGTH = 5000;
export const PAY_LIMIT = 100_000_000;
export const MAX_OPENINGS = 1000;
export const MAX_SCREENING_QUESTIONS = 20;
export const QUESTION_MAX_LENGTH = 500;
export const OPTION_MAX_LENGTH = 200;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 20;
export const MIN_PIPELINE_STEPS = 2;
export const MAX_PIPELINE_STEPS = 20;
export const STEP_NAME_MAX_LENGTH = 60;
export const TEMPLATE_NAME_MAX_LENGTH = 120;
export const SEARCH_MAX_PER_PAGE = 50;
export const SEARCH_DEFAULT_PER_PAGE = 20;

/**
 * Allowed status changes: draft → published, published ↔ paused, any → closed, closed → published
 * (reopen). Staying in the same status is always allowed.
 */
export const STATUS_TRANSITIONS: Record<OpportunityStatus, readonly OpportunityStatus[]> = {
  draft: ['published', 'closed'],
  published: ['paused', 'closed'],
  paused: ['published', 'closed'],
  closed: ['published'],
};

export function canChangeStatus(from: OpportunityStatus, to: OpportunityStatus): boolean {
  return from === to || STATUS_TRANSITIONS[from].includes(to);
}

/** Text a form may clear: null becomes "" (absent stays absent, so partial updates keep it). */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value === null ? '' : value));

const payAmount = z.number().int().min(0).max(PAY_LIMIT).nullish();

const nonBlank = (max: number) => z.string().trim().min(1).max(max);

export const screeningQuestionInputSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'The id may only contain letters, numbers, dashes and underscores.')
    .optional(),
  type: z.enum(SCREENING_QUESTION_TYPES),
  question: nonBlank(QUESTION_MAX_LENGTH),
  options: z.array(nonBlank(OPTION_MAX_LENGTH)).max(MAX_OPTIONS).nullish(),
  knockout_answer: z.union([nonBlank(OPTION_MAX_LENGTH), z.array(nonBlank(OPTION_MAX_LENGTH))]).nullish(),
});
export type ScreeningQuestionInput = z.infer<typeof screeningQuestionInputSchema>;

/** The stored form: an id always; options only on choice questions; knockout normalized. */
export interface ScreeningQuestion {
  id: string;
  type: ScreeningQuestionType;
  question: string;
  options?: string[];
  /** yes_no: 'yes' | 'no'; single_choice: one option; multiple_choice: options that disqualify when any is chosen. */
  knockout_answer?: string | string[] | null;
}

type Issues = Array<{ path: PropertyKey[]; message: string }>;

/** Rules between a question's fields; paths are relative to the question. */
export function screeningQuestionIssues(question: ScreeningQuestionInput): Issues {
  const issues: Issues = [];
  const choice = question.type === 'single_choice' || question.type === 'multiple_choice';
  const options = question.options ?? [];
  if (choice) {
    if (options.length < MIN_OPTIONS) {
      issues.push({ path: ['options'], message: `A choice question needs at least ${MIN_OPTIONS} options.` });
    }
    if (new Set(options.map((o) => o.toLowerCase())).size !== options.length) {
      issues.push({ path: ['options'], message: 'The options must be different from each other.' });
    }
  } else if (options.length > 0) {
    issues.push({ path: ['options'], message: 'Only choice questions have options.' });
  }
  const knockout = question.knockout_answer;
  if (knockout === null || knockout === undefined) return issues;
  const answers = Array.isArray(knockout) ? knockout : [knockout];
  if (question.type === 'short_text') {
    issues.push({ path: ['knockout_answer'], message: 'A short text question cannot be a knockout.' });
  } else if (question.type === 'yes_no') {
    if (Array.isArray(knockout) || !['yes', 'no'].includes(knockout)) {
      issues.push({ path: ['knockout_answer'], message: 'The knockout answer must be yes or no.' });
    }
  } else if (question.type === 'single_choice' && Array.isArray(knockout)) {
    issues.push({ path: ['knockout_answer'], message: 'The knockout answer must be one of the options.' });
  } else if (answers.length === 0 || answers.some((answer) => !options.includes(answer))) {
    issues.push({ path: ['knockout_answer'], message: 'The knockout answer must be one of the options.' });
  }
  return issues;
}

export const screeningQuestionsSchema = z
  .array(screeningQuestionInputSchema)
  .max(MAX_SCREENING_QUESTIONS)
  .superRefine((questions, ctx) => {
    const ids = new Set<string>();
    questions.forEach((question, index) => {
      for (const issue of screeningQuestionIssues(question)) {
        ctx.addIssue({ code: 'custom', path: [index, ...issue.path], message: issue.message });
      }
      if (question.id) {
        if (ids.has(question.id)) {
          ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'The question ids must be unique.' });
        }
        ids.add(question.id);
      }
    });
  });

const stepName = nonBlank(STEP_NAME_MAX_LENGTH);
const duplicateStep = (names: string[]) => {
  const seen = new Set<string>();
  return names.find((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
};

/** Step names of a new opportunity or a template: 2–20, unique (case-insensitive). */
export const pipelineStepNamesSchema = z
  .array(stepName)
  .min(MIN_PIPELINE_STEPS)
  .max(MAX_PIPELINE_STEPS)
  .superRefine((names, ctx) => {
    const duplicate = duplicateStep(names);
    if (duplicate) ctx.addIssue({ code: 'custom', message: `The step "${duplicate}" appears twice.` });
  });

/** PUT: the steps in their new order; an id keeps (and may rename) a step, no id adds one. */
export const pipelineStepsUpdateSchema = z
  .array(z.object({ id: z.number().int().positive().optional(), name: stepName }))
  .min(MIN_PIPELINE_STEPS)
  .max(MAX_PIPELINE_STEPS)
  .superRefine((steps, ctx) => {
    const duplicate = duplicateStep(steps.map((step) => step.name));
    if (duplicate) ctx.addIssue({ code: 'custom', message: `The step "${duplicate}" appears twice.` });
    const ids = steps.flatMap((step) => (step.id ? [step.id] : []));
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', message: 'A step is listed twice.' });
  });

/** The fields an opportunity and a template share; every one optional (absent = keep / default). */
const postingShape = {
  title: nonBlank(TITLE_MAX_LENGTH).optional(),
  /** Rich HTML; the server keeps only formatting tags (see docs/api/opportunities.md). */
  description: clearableText(DESCRIPTION_MAX_LENGTH),
  location: clearableText(LOCATION_MAX_LENGTH),
  remote: z.boolean().optional(),
  employment_type: z.enum(EMPLOYMENT_TYPES).optional(),
  pay_min: payAmount,
  pay_max: payAmount,
  pay_period: z.enum(PAY_PERIODS).nullish(),
  schedule: clearableText(SCHEDULE_MAX_LENGTH),
  requirements: clearableText(REQUIREMENTS_MAX_LENGTH),
  openings: z.number().int().min(1).max(MAX_OPENINGS).optional(),
  screening_questions: screeningQuestionsSchema.optional(),
};

export interface PayFields {
  pay_min?: number | null | undefined;
  pay_max?: number | null | undefined;
  pay_period?: PayPeriod | null | undefined;
}

/** Pay rules over the values an opportunity ends up with (the server re-checks after merging). */
export function payIssues(value: PayFields, partial = false): Issues {
  const issues: Issues = [];
  const min = value.pay_min ?? null;
  const max = value.pay_max ?? null;
  if (min !== null && max !== null && max < min) {
    issues.push({ path: ['pay_max'], message: 'The pay max must be greater than or equal to the pay min.' });
  }
  // In a partial update an absent period is the stored one: the server checks the merged values.
  const periodMissing = partial ? value.pay_period === null : !value.pay_period;
  if ((min !== null || max !== null) && periodMissing) {
    issues.push({ path: ['pay_period'], message: 'The pay period field is required when a pay is given.' });
  }
  return issues;
}

const checkPay = (value: PayFields, ctx: z.RefinementCtx) => {
  for (const issue of payIssues(value)) ctx.addIssue({ code: 'custom', ...issue });
};
const checkPartialPay = (value: PayFields, ctx: z.RefinementCtx) => {
  for (const issue of payIssues(value, true)) ctx.addIssue({ code: 'custom', ...issue });
};

/** POST /api/opportunities. With `template_id`, absent fields come from the template. */
export const createOpportunitySchema = z
  .object({
    ...postingShape,
    status: z.enum(['draft', 'published']).optional(),
    pipeline_steps: pipelineStepNamesSchema.optional(),
    template_id: z.number().int().positive().nullish(),
  })
  .superRefine((value, ctx) => {
    if (!value.template_id && value.title === undefined) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'The title field is required.' });
    }
    checkPay(value, ctx);
  });
export type CreateOpportunityInput = z.infer<typeof createOpportunitySchema>;

/** PUT /api/opportunities/{id}: a partial update; publishing is `status: "published"`. */
export const updateOpportunitySchema = z
  .object({
    ...postingShape,
    status: z.enum(OPPORTUNITY_STATUSES).optional(),
    pipeline_steps: pipelineStepsUpdateSchema.optional(),
  })
  .superRefine(checkPartialPay);
export type UpdateOpportunityInput = z.infer<typeof updateOpportunitySchema>;

/** GET /api/opportunities (the active company's). */
export const opportunityListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  status: z.enum(OPPORTUNITY_STATUSES).optional(),
  search: z.string().trim().max(200).optional(),
});
export type OpportunityListQuery = z.infer<typeof opportunityListQuerySchema>;

const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

/** GET /api/opportunities/search (candidates). */
export const opportunitySearchQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  location: z.string().trim().max(LOCATION_MAX_LENGTH).optional(),
  remote: queryBoolean,
  employment_type: z.enum(EMPLOYMENT_TYPES).optional(),
  /** Amounts are compared as posted, so pair it with `pay_period` to compare like with like. */
  pay_min: z.coerce.number().int().min(0).max(PAY_LIMIT).optional(),
  pay_period: z.enum(PAY_PERIODS).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(SEARCH_MAX_PER_PAGE).default(SEARCH_DEFAULT_PER_PAGE),
});
export type OpportunitySearchQuery = z.infer<typeof opportunitySearchQuerySchema>;

/** POST /api/opportunity-templates. */
export const createTemplateSchema = z
  .object({
    name: nonBlank(TEMPLATE_NAME_MAX_LENGTH),
    ...postingShape,
    title: nonBlank(TITLE_MAX_LENGTH),
    pipeline_steps: pipelineStepNamesSchema.optional(),
  })
  .superRefine(checkPay);
export type CreateTemplateInput = z.infer<typeof createTemplateSchema>;

/** PUT /api/opportunity-templates/{id}: partial. */
export const updateTemplateSchema = z
  .object({
    name: nonBlank(TEMPLATE_NAME_MAX_LENGTH).optional(),
    ...postingShape,
    pipeline_steps: pipelineStepNamesSchema.optional(),
  })
  .superRefine(checkPartialPay);
export type UpdateTemplateInput = z.infer<typeof updateTemplateSchema>;

// ---- Responses ----

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
  created_at: z.string(),
  updated_at: z.string(),
});
export type OpportunityTemplate = z.infer<typeof opportunityTemplateSchema>;

export const opportunityTemplateListResponseSchema = z.object({
  data: z.array(opportunityTemplateSchema),
  meta: pageMetaSchema,
  abilities: z.object({ create: z.boolean() }),
});
