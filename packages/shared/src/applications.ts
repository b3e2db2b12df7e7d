// Applications (a candidate on an opportunity), seen from the candidate's side: the payloads of
// POST/PUT /api/applications, checking answers against screening questions, and the candidate's
// responses. Statuses, decisions (SPEC.md §3 "Decision options") and their labels live in
// application-statuses.ts (re-exported here), which pages import without zod.
// docs/api/applications.md describes the endpoints.

import { pageMetaSchema } from './api.ts';
import { APPLICATION_STATUSES, MAX_ANSWERS, SHORT_TEXT_ANSWER_MAX_LENGTH } from './application-statuses.ts';
import { SCREENING_QUESTION_TYPES, type ScreeningQuestionType } from './opportunities.ts';
import { z } from './zod.ts';

export * from './application-statuses.ts';

// ---- Answers ----

export const answerValueSchema = z.union([
  z.boolean(),
  z.string().max(SHORT_TEXT_ANSWER_MAX_LENGTH),
  z.array(z.string().max(200)).max(50),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

export const applicationAnswerSchema = z.object({
  question_id: z.string().min(1).max(64),
  answer: answerValueSchema,
});
export type ApplicationAnswer = z.infer<typeof applicationAnswerSchema>;

const answersSchema = z.array(applicationAnswerSchema).max(MAX_ANSWERS);

/** POST /api/applications: `submit: false` keeps an unfinished draft (answers may be partial). */
export const createApplicationSchema = z.object({
  opportunity_id: z.number().int().positive(),
  answers: answersSchema.default([]),
  submit: z.boolean().default(true),
});
export type CreateApplicationInput = z.infer<typeof createApplicationSchema>;

/** PUT /api/applications/{id}: replace a draft's answers (when given) and optionally submit it. */
export const updateApplicationSchema = z.object({
  answers: answersSchema.optional(),
  submit: z.boolean().default(false),
});
export type UpdateApplicationInput = z.infer<typeof updateApplicationSchema>;

/** The fields of a screening question answer checking needs. */
export interface AnswerableQuestion {
  id: string;
  type: ScreeningQuestionType;
  question: string;
  options?: string[] | undefined;
  knockout_answer?: string | string[] | null | undefined;
}

export interface AnswerCheck {
  /** `answers.<question_id>` → messages; empty when every answer is acceptable. */
  errors: Record<string, string[]>;
  /** The answers in question order, in canonical form (yes/no as booleans, trimmed text). */
  answers: ApplicationAnswer[];
  /** Questions whose answer is a knockout answer. */
  knockedOutBy: string[];
}

const YES_NO: Record<string, boolean> = { yes: true, no: false, true: true, false: false };

/** The canonical form of one answer, or the message saying why it does not fit the question. */
function normalizeAnswer(question: AnswerableQuestion, value: AnswerValue): AnswerValue | { error: string } {
  switch (question.type) {
    case 'yes_no': {
      const answer = typeof value === 'boolean' ? value : YES_NO[String(value).toLowerCase()];
      return answer === undefined || Array.isArray(value)
        ? { error: 'The answer must be yes or no.' }
        : answer;
    }
    case 'single_choice':
      return typeof value === 'string' && question.options?.includes(value)
        ? value
        : { error: 'The selected answer is invalid.' };
    case 'multiple_choice': {
      if (!Array.isArray(value)) return { error: 'The answer must be a list of options.' };
      if (value.some((option) => !question.options?.includes(option)))
        return { error: 'The selected answer is invalid.' };
      if (value.length === 0) return { error: 'The answer field is required.' };
      return [...new Set(value)];
    }
    case 'short_text': {
      if (typeof value !== 'string') return { error: 'The answer must be a string.' };
      const text = value.trim();
      return text === '' ? { error: 'The answer field is required.' } : text;
    }
  }
}

function isKnockout(question: AnswerableQuestion, answer: AnswerValue): boolean {
  const knockout = question.knockout_answer;
  if (knockout === null || knockout === undefined) return false;
  const knockouts = Array.isArray(knockout) ? knockout : [knockout];
  if (question.type === 'yes_no') return knockouts.some((k) => YES_NO[k.toLowerCase()] === answer);
  const chosen = Array.isArray(answer) ? answer : [String(answer)];
  return chosen.some((option) => knockouts.includes(option));
}

/**
 * Checks answers against an opportunity's screening questions. Every question must be answered
 * when `complete` (submitting); a draft may leave questions out but what it gives must still fit.
 */
export function checkAnswers(
  questions: readonly AnswerableQuestion[],
  given: readonly ApplicationAnswer[],
  { complete }: { complete: boolean },
): AnswerCheck {
  const errors: Record<string, string[]> = {};
  const byId = new Map<string, AnswerValue>();
  const known = new Set(questions.map((question) => question.id));
  for (const { question_id, answer } of given) {
    const key = `answers.${question_id}`;
    if (!known.has(question_id)) errors[key] = ['This question is not part of the opportunity.'];
    else if (byId.has(question_id)) errors[key] = ['The question was answered twice.'];
    else byId.set(question_id, answer);
  }
  const answers: ApplicationAnswer[] = [];
  const knockedOutBy: string[] = [];
  for (const question of questions) {
    const key = `answers.${question.id}`;
    const value = byId.get(question.id);
    if (errors[key]) continue;
    if (value === undefined) {
      if (complete) errors[key] = ['The answer field is required.'];
      continue;
    }
    const normalized = normalizeAnswer(question, value);
    if (typeof normalized === 'object' && !Array.isArray(normalized)) {
      // An empty answer in a draft is simply not answered yet.
      if (!complete && (value === '' || (Array.isArray(value) && value.length === 0))) continue;
      errors[key] = [normalized.error];
      continue;
    }
    answers.push({ question_id: question.id, answer: normalized });
    if (isKnockout(question, normalized)) knockedOutBy.push(question.id);
  }
  return { errors, answers, knockedOutBy };
}

// ---- Responses (the candidate's side) ----

const companyCardSchema = z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() });

const candidateQuestionSchema = z.object({
  id: z.string(),
  type: z.enum(SCREENING_QUESTION_TYPES),
  question: z.string(),
  options: z.array(z.string()).optional(),
});

/** A row of GET /api/applications. */
export const applicationSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** The current step as the candidate may see it (see candidateStepLabel). */
  step_name: z.string(),
  opportunity: z.object({
    id: z.number().int(),
    title: z.string(),
    location: z.string(),
    remote: z.boolean(),
  }),
  company: companyCardSchema,
  submitted_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: z.object({ withdraw: z.boolean(), edit: z.boolean() }),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  status: z.enum(APPLICATION_STATUSES).optional(),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

export const applicationListSchema = z.object({ data: z.array(applicationSchema), meta: pageMetaSchema });

/** GET /api/applications/{id or uuid}; also the answer of POST, PUT and withdraw. */
export const applicationDetailSchema = applicationSchema.extend({
  opportunity: applicationSchema.shape.opportunity.extend({
    /** Without knockout answers: a candidate never learns which answer rules them out. */
    screening_questions: z.array(candidateQuestionSchema),
    accepting_applications: z.boolean(),
  }),
  answers: z.array(applicationAnswerSchema),
  /** A message for the candidate (the respectful knockout message, a confirmation). */
  message: z.string().optional(),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** Realtime `APPLICATION_UPDATED_EVENT` on the candidate's private channel whenever an application changes. */
export const applicationUpdatedEventSchema = z.object({
  application_id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  step_name: z.string(),
});
export type ApplicationUpdatedEvent = z.infer<typeof applicationUpdatedEventSchema>;
