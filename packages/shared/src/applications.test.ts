import { describe, expect, it } from 'vitest';
import {
  type AnswerableQuestion,
  candidateStepLabel,
  checkAnswers,
  createApplicationSchema,
  NOT_SELECTED_LABEL,
} from './applications.ts';

const questions: AnswerableQuestion[] = [
  { id: 'licence', type: 'yes_no', question: 'Licence?', knockout_answer: 'no' },
  {
    id: 'shift',
    type: 'single_choice',
    question: 'Shift?',
    options: ['Early', 'Late'],
    knockout_answer: 'Late',
  },
  {
    id: 'skills',
    type: 'multiple_choice',
    question: 'Skills?',
    options: ['Bread', 'Cakes', 'Icing'],
    knockout_answer: ['Icing'],
  },
  { id: 'why', type: 'short_text', question: 'Why?' },
];

const complete = { complete: true };

describe('checkAnswers', () => {
  it('accepts fitting answers and returns them canonical, in question order', () => {
    const check = checkAnswers(
      questions,
      [
        { question_id: 'why', answer: '  Bread!  ' },
        { question_id: 'skills', answer: ['Bread', 'Bread', 'Cakes'] },
        { question_id: 'shift', answer: 'Early' },
        { question_id: 'licence', answer: 'YES' },
      ],
      complete,
    );
    expect(check.errors).toEqual({});
    expect(check.knockedOutBy).toEqual([]);
    expect(check.answers).toEqual([
      { question_id: 'licence', answer: true },
      { question_id: 'shift', answer: 'Early' },
      { question_id: 'skills', answer: ['Bread', 'Cakes'] },
      { question_id: 'why', answer: 'Bread!' },
    ]);
  });

  it('finds knockouts of every kind', () => {
    const check = checkAnswers(
      questions,
      [
        { question_id: 'licence', answer: false },
        { question_id: 'shift', answer: 'Late' },
        { question_id: 'skills', answer: ['Bread', 'Icing'] },
        { question_id: 'why', answer: 'x' },
      ],
      complete,
    );
    expect(check.knockedOutBy).toEqual(['licence', 'shift', 'skills']);
  });

  it('names each bad answer by its question id', () => {
    const check = checkAnswers(
      questions,
      [
        { question_id: 'licence', answer: ['yes'] },
        { question_id: 'shift', answer: 'Noon' },
        { question_id: 'skills', answer: [] },
        { question_id: 'ghost', answer: 'boo' },
        { question_id: 'ghost', answer: 'boo' },
      ],
      complete,
    );
    expect(check.errors).toEqual({
      'answers.licence': ['The answer must be yes or no.'],
      'answers.shift': ['The selected answer is invalid.'],
      'answers.skills': ['The answer field is required.'],
      'answers.why': ['The answer field is required.'],
      'answers.ghost': ['This question is not part of the opportunity.'],
    });
  });

  it('lets a draft leave questions (or empty answers) open but still checks what it gives', () => {
    const draft = checkAnswers(
      questions,
      [
        { question_id: 'why', answer: '' },
        { question_id: 'skills', answer: [] },
      ],
      { complete: false },
    );
    expect(draft.errors).toEqual({});
    expect(draft.answers).toEqual([]);
    const wrong = checkAnswers(questions, [{ question_id: 'shift', answer: 'Noon' }], { complete: false });
    expect(wrong.errors).toEqual({ 'answers.shift': ['The selected answer is invalid.'] });
  });

  it('refuses an answer given twice', () => {
    const check = checkAnswers(
      questions.slice(0, 1),
      [
        { question_id: 'licence', answer: true },
        { question_id: 'licence', answer: false },
      ],
      complete,
    );
    expect(check.errors).toEqual({ 'answers.licence': ['The question was answered twice.'] });
  });
});

describe('candidateStepLabel', () => {
  it('shows the step while in the pipeline and neutral words otherwise', () => {
    expect(candidateStepLabel('active', 'Interview')).toBe('Interview');
    expect(candidateStepLabel('hired', 'Hired')).toBe('Hired');
    expect(candidateStepLabel('disqualified', 'Interview')).toBe(NOT_SELECTED_LABEL);
    expect(candidateStepLabel('withdrawn', 'Interview')).toBe('Withdrawn');
    expect(candidateStepLabel('draft', null)).toBe('Not submitted');
  });
});

describe('createApplicationSchema', () => {
  it('submits by default and starts with no answers', () => {
    expect(createApplicationSchema.parse({ opportunity_id: 3 })).toEqual({
      opportunity_id: 3,
      answers: [],
      submit: true,
    });
  });
});
