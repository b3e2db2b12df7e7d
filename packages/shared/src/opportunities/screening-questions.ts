// Screening questions: the input schema, the stored form, the rules between a question's fields,
// and the list an opportunity or a template carries.
import { z } from '../zod.ts';
import { SCREENING_QUESTION_TYPES, type ScreeningQuestionType } from './enums.ts';
import { type Issues, nonBlank } from './field-schemas.ts';
import {
  MAX_OPTIONS,
  MAX_SCREENING_QUESTIONS,
  MIN_OPTIONS,
  OPTION_MAX_LENGTH,
  QUESTION_MAX_LENGTH,
} from './limits.ts';

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
