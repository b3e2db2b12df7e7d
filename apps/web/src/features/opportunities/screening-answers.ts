// Between screening questions, the form's values and the API's answers. The form keeps one value
// per question, by position (question ids may look like numbers, which form paths would read as
// array indexes): "yes"/"no" or an option or text as a string, chosen options as a list.
import type { ScreeningQuestionType } from '@hireloop/shared/opportunities';

export interface CandidateQuestion {
  id: string;
  type: ScreeningQuestionType;
  question: string;
  options?: string[];
}

export type AnswerValue = string | boolean | string[];

export interface Answer {
  questionId: string;
  answer: AnswerValue;
}

export interface AnswersForm {
  answers: Array<string | string[]>;
}

/** Same words as the server (packages/shared/src/applications.ts). */
export const ANSWER_REQUIRED = 'The answer field is required.';

function formValue(question: CandidateQuestion, answer: AnswerValue | undefined): string | string[] {
  if (question.type === 'multiple_choice') return Array.isArray(answer) ? answer : [];
  if (answer === undefined || Array.isArray(answer)) return '';
  if (question.type === 'yes_no') {
    if (answer === true || String(answer).toLowerCase() === 'yes' || answer === 'true') return 'yes';
    if (answer === false || String(answer).toLowerCase() === 'no' || answer === 'false') return 'no';
    return '';
  }
  return String(answer);
}

/** Form values for the questions, prefilled from saved answers (a draft). */
export function answersFormValues(
  questions: readonly CandidateQuestion[],
  saved: readonly Answer[] = [],
): AnswersForm {
  const byId = new Map(saved.map((answer) => [answer.questionId, answer.answer]));
  return { answers: questions.map((question) => formValue(question, byId.get(question.id))) };
}

/** The answers given so far, in question order; unanswered questions are left out. */
export function answersPayload(questions: readonly CandidateQuestion[], values: AnswersForm): Answer[] {
  return questions.flatMap((question, index): Answer[] => {
    const value = values.answers[index];
    if (Array.isArray(value)) return value.length > 0 ? [{ questionId: question.id, answer: value }] : [];
    const text = (value ?? '').trim();
    return text === '' ? [] : [{ questionId: question.id, answer: text }];
  });
}

/** Positions of the questions a submission still lacks an answer for. */
export function unansweredQuestions(questions: readonly CandidateQuestion[], values: AnswersForm): number[] {
  const answered = new Set(answersPayload(questions, values).map((answer) => answer.questionId));
  return questions.flatMap((question, index) => (answered.has(question.id) ? [] : [index]));
}

export interface PlacedErrors {
  /** Message per question position. */
  byQuestion: Map<number, string>;
  /** Messages that belong to no question (the opportunity stopped taking applications…). */
  other: string[];
}

/** Places the field errors of a 422 (`answers.<question_id>`, `opportunity_id`, …) by question. */
export function placeAnswerErrors(
  questions: readonly CandidateQuestion[],
  errors: Record<string, string>,
): PlacedErrors {
  const byQuestion = new Map<number, string>();
  const other: string[] = [];
  for (const [field, message] of Object.entries(errors)) {
    const index = field.startsWith('answers.')
      ? questions.findIndex((question) => question.id === field.slice('answers.'.length))
      : -1;
    if (index >= 0) byQuestion.set(index, message);
    else other.push(message);
  }
  return { byQuestion, other };
}
