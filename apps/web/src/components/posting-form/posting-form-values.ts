// The values of the posting form that opportunities and templates share, and the conversions
// between them, the responses (camelCased by the HTTP client) and the request payloads (the wire
// shapes of packages/shared/src/opportunities.ts).
import type { CamelCasedKeys } from '@hireloop/shared/case';
import {
  DEFAULT_PIPELINE_STEPS,
  type EmploymentType,
  type OpportunityTemplate,
  type PayPeriod,
  type ScreeningQuestionInput,
  type ScreeningQuestionType,
} from '@hireloop/shared/opportunities';
import { toAllowedHtml } from './allowed-html.ts';

export interface QuestionFormValue {
  /** The stored question's id: kept, so the answers candidates gave stay attached across edits. */
  question_id: string | null;
  type: ScreeningQuestionType;
  question: string;
  /** Objects rather than strings, as react-hook-form's field arrays need them. */
  options: { text: string }[];
  /** Answers that disqualify: at most one for yes/no and single choice, any for multiple choice. */
  knockout: string[];
}

export interface StepFormValue {
  /** The stored step's id (opportunities only); none for a step added in this edit. */
  step_id: number | null;
  name: string;
  /** Candidates at the step now: a step some candidate is at cannot be removed. */
  candidate_count: number;
}

export interface ScorecardAttributeFormValue {
  /** The stored attribute's id: kept, so submitted ratings stay attached across edits. */
  attribute_id: string | null;
  category: string;
  name: string;
}

export interface PostingFormValues {
  /** The template's own name (template form only). */
  name: string;
  title: string;
  /** Allowed HTML (see allowed-html.ts). */
  description: string;
  location: string;
  remote: boolean;
  employment_type: EmploymentType;
  /** Text of the number inputs: '' is "not given". */
  pay_min: string;
  pay_max: string;
  pay_period: PayPeriod | '';
  schedule: string;
  requirements: string;
  openings: string;
  screening_questions: QuestionFormValue[];
  pipeline_steps: StepFormValue[];
  /** The interview scorecard; empty = the default scorecard. */
  scorecard: ScorecardAttributeFormValue[];
}

export const CHOICE_TYPES: readonly ScreeningQuestionType[] = ['single_choice', 'multiple_choice'];
export const isChoiceType = (type: ScreeningQuestionType) => CHOICE_TYPES.includes(type);

export const emptyQuestion = (): QuestionFormValue => ({
  question_id: null,
  type: 'yes_no',
  question: '',
  options: [],
  knockout: [],
});

export const newStep = (name = ''): StepFormValue => ({ step_id: null, name, candidate_count: 0 });

export function blankPostingValues(): PostingFormValues {
  return {
    name: '',
    title: '',
    description: '',
    location: '',
    remote: false,
    employment_type: 'full_time',
    pay_min: '',
    pay_max: '',
    pay_period: '',
    schedule: '',
    requirements: '',
    openings: '1',
    screening_questions: [],
    pipeline_steps: DEFAULT_PIPELINE_STEPS.map((name) => newStep(name)),
    scorecard: [],
  };
}

/** The posting fields every response carries (an opportunity's or a template's), camelCased. */
export type PostingResponse = CamelCasedKeys<
  Pick<
    OpportunityTemplate,
    | 'title'
    | 'description'
    | 'location'
    | 'remote'
    | 'employment_type'
    | 'pay_min'
    | 'pay_max'
    | 'pay_period'
    | 'schedule'
    | 'requirements'
    | 'openings'
    | 'screening_questions'
    | 'scorecard'
  >
>;

const amountText = (amount: number | null) => (amount === null ? '' : String(amount));

/** Form values of a stored posting; the caller adds the name and the steps. */
export function postingFormValuesOf(
  posting: PostingResponse,
): Omit<PostingFormValues, 'name' | 'pipeline_steps'> {
  return {
    title: posting.title,
    description: posting.description,
    location: posting.location,
    remote: posting.remote,
    employment_type: posting.employmentType,
    pay_min: amountText(posting.payMin),
    pay_max: amountText(posting.payMax),
    pay_period: posting.payPeriod ?? '',
    schedule: posting.schedule,
    requirements: posting.requirements,
    openings: String(posting.openings),
    screening_questions: posting.screeningQuestions.map((question) => {
      const knockout = question.knockoutAnswer ?? [];
      return {
        question_id: question.id,
        type: question.type,
        question: question.question,
        options: (question.options ?? []).map((text) => ({ text })),
        knockout: Array.isArray(knockout) ? knockout : [knockout],
      };
    }),
    scorecard: posting.scorecard.map((attribute) => ({
      attribute_id: attribute.id,
      category: attribute.category,
      name: attribute.name,
    })),
  };
}

/** '' → null (cleared); anything else a number, NaN included, so the schema names the mistake. */
const amount = (text: string) => (text.trim() === '' ? null : Number(text));

function questionPayload(question: QuestionFormValue): ScreeningQuestionInput {
  const choice = isChoiceType(question.type);
  const knockout =
    question.type === 'short_text' || question.knockout.length === 0
      ? null
      : question.type === 'multiple_choice'
        ? question.knockout
        : question.knockout[0]!;
  return {
    ...(question.question_id ? { id: question.question_id } : {}),
    type: question.type,
    question: question.question,
    options: choice ? question.options.map((option) => option.text) : null,
    knockout_answer: knockout,
  };
}

/** The posting fields as the API takes them (shared by opportunities and templates). */
export function postingPayload(values: PostingFormValues) {
  return {
    title: values.title,
    description: toAllowedHtml(values.description),
    location: values.location,
    remote: values.remote,
    employment_type: values.employment_type,
    pay_min: amount(values.pay_min),
    pay_max: amount(values.pay_max),
    pay_period: values.pay_period === '' ? null : values.pay_period,
    schedule: values.schedule,
    requirements: values.requirements,
    // null is refused with "The openings field is required.", which is what an empty box means.
    openings: amount(values.openings),
    screening_questions: values.screening_questions.map(questionPayload),
    scorecard: values.scorecard.map((attribute) => ({
      ...(attribute.attribute_id ? { id: attribute.attribute_id } : {}),
      category: attribute.category,
      name: attribute.name,
    })),
  };
}

/** Steps as names: a new opportunity's or a template's. */
export const stepNames = (values: PostingFormValues) => values.pipeline_steps.map((step) => step.name);

/** Steps of an existing opportunity: an id keeps (and may rename) a step, no id adds one. */
export const stepUpdates = (values: PostingFormValues) =>
  values.pipeline_steps.map((step) =>
    step.step_id === null ? { name: step.name } : { id: step.step_id, name: step.name },
  );
