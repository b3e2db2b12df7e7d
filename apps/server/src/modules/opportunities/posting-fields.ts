// The fields an opportunity and a template share: from validated input to column values, and the
// rules that need the values an opportunity ends up with (after a partial update or a template).
import { randomUUID } from 'node:crypto';
import type { FieldErrors } from '@hireloop/shared/api';
import type { ScorecardAttributeInput } from '@hireloop/shared/interview-scorecards';
import {
  type EmploymentType,
  type PayPeriod,
  payIssues,
  type ScreeningQuestion,
  type ScreeningQuestionInput,
} from '@hireloop/shared/opportunities';
import type { opportunities } from '#server/db/schema.ts';
import { sanitizeDescription } from './description.ts';

/** Validated posting fields as they come from the shared schemas (absent = not given). */
export interface PostingInput {
  title?: string | undefined;
  description?: string | undefined;
  location?: string | undefined;
  remote?: boolean | undefined;
  employment_type?: EmploymentType | undefined;
  pay_min?: number | null | undefined;
  pay_max?: number | null | undefined;
  pay_period?: PayPeriod | null | undefined;
  schedule?: string | undefined;
  requirements?: string | undefined;
  openings?: number | undefined;
  screening_questions?: ScreeningQuestionInput[] | undefined;
  scorecard?: ScorecardAttributeInput[] | undefined;
}

type PostingColumns = Pick<
  typeof opportunities.$inferInsert,
  | 'title'
  | 'description'
  | 'descriptionText'
  | 'location'
  | 'remote'
  | 'employmentType'
  | 'payMin'
  | 'payMax'
  | 'payPeriod'
  | 'schedule'
  | 'requirements'
  | 'openings'
  | 'screeningQuestions'
  | 'scorecard'
>;

/** A stored posting (an opportunity or template row). */
export type PostingRow = Required<PostingColumns>;

export const POSTING_DEFAULTS: PostingRow = {
  title: '',
  description: '',
  descriptionText: '',
  location: '',
  remote: false,
  employmentType: 'full_time',
  payMin: null,
  payMax: null,
  payPeriod: null,
  schedule: '',
  requirements: '',
  openings: 1,
  screeningQuestions: [],
  scorecard: [],
};

/** Column values of the fields present in the input; the description is sanitized here. */
export function postingColumns(input: PostingInput): Partial<PostingColumns> {
  const columns: Partial<PostingColumns> = {};
  if (input.title !== undefined) columns.title = input.title;
  if (input.description !== undefined) {
    const { html, text } = sanitizeDescription(input.description);
    columns.description = html;
    columns.descriptionText = text;
  }
  if (input.location !== undefined) columns.location = input.location;
  if (input.remote !== undefined) columns.remote = input.remote;
  if (input.employment_type !== undefined) columns.employmentType = input.employment_type;
  if (input.pay_min !== undefined) columns.payMin = input.pay_min;
  if (input.pay_max !== undefined) columns.payMax = input.pay_max;
  if (input.pay_period !== undefined) columns.payPeriod = input.pay_period;
  if (input.schedule !== undefined) columns.schedule = input.schedule;
  if (input.requirements !== undefined) columns.requirements = input.requirements;
  if (input.openings !== undefined) columns.openings = input.openings;
  if (input.screening_questions !== undefined) {
    columns.screeningQuestions = input.screening_questions.map(storedQuestion);
  }
  if (input.scorecard !== undefined) {
    // A new attribute gets an id (kept from then on, so ratings stay attached across edits).
    columns.scorecard = input.scorecard.map((attribute) => ({
      id: attribute.id ?? `attribute.${randomUUID()}`,
      category: attribute.category,
      name: attribute.name,
    }));
  }
  return columns;
}

/**
 * The stored form of a question: the server gives it an id when it has none (kept from then on,
 * so answers stay attached across edits), options only on choice questions, and a knockout
 * answer shaped by type (a list for multiple choice).
 */
export function storedQuestion(question: ScreeningQuestionInput): ScreeningQuestion {
  const stored: ScreeningQuestion = {
    id: question.id ?? randomUUID(),
    type: question.type,
    question: question.question,
  };
  const choice = question.type === 'single_choice' || question.type === 'multiple_choice';
  if (choice) stored.options = question.options ?? [];
  const knockout = question.knockout_answer;
  if (knockout !== null && knockout !== undefined && question.type !== 'short_text') {
    stored.knockout_answer =
      question.type === 'multiple_choice' ? (Array.isArray(knockout) ? knockout : [knockout]) : knockout;
  }
  return stored;
}

/** Pay rules over the final values; a partial update can break them with one field. */
export function postingErrors(posting: PostingRow): FieldErrors {
  const errors: FieldErrors = {};
  const issues = payIssues({
    pay_min: posting.payMin,
    pay_max: posting.payMax,
    pay_period: posting.payPeriod as PayPeriod | null,
  });
  for (const issue of issues) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  if (!posting.title.trim()) errors.title = ['The title field is required.'];
  return errors;
}

/** What a candidate needs before an opportunity may go live. */
export function publishErrors(posting: PostingRow): FieldErrors {
  const errors: FieldErrors = {};
  if (!posting.title.trim()) errors.title = ['The title field is required to publish.'];
  if (!posting.descriptionText.trim()) {
    errors.description = ['The description field is required to publish.'];
  }
  if (!posting.remote && !posting.location.trim()) {
    errors.location = ['The location field is required to publish unless the opportunity is remote.'];
  }
  return errors;
}

/** The posting fields of a row, for merging (template → opportunity, stored → updated). */
export function postingOf(row: PostingRow): PostingRow {
  return {
    title: row.title,
    description: row.description,
    descriptionText: row.descriptionText,
    location: row.location,
    remote: row.remote,
    employmentType: row.employmentType,
    payMin: row.payMin,
    payMax: row.payMax,
    payPeriod: row.payPeriod,
    schedule: row.schedule,
    requirements: row.requirements,
    openings: row.openings,
    screeningQuestions: row.screeningQuestions,
    scorecard: row.scorecard,
  };
}
