import { describe, expect, it } from 'vitest';
import {
  answersFormValues,
  answersPayload,
  type CandidateQuestion,
  placeAnswerErrors,
  unansweredQuestions,
} from './screening-answers.ts';

const QUESTIONS: CandidateQuestion[] = [
  { id: 'q-authorized', type: 'yes_no', question: 'Are you authorized to work in the US?' },
  { id: '2', type: 'single_choice', question: 'Shift?', options: ['Morning', 'Evening'] },
  { id: 'skills', type: 'multiple_choice', question: 'Skills?', options: ['Espresso', 'Baking', 'Cash'] },
  { id: 'why', type: 'short_text', question: 'Why us?' },
];

describe('answersFormValues', () => {
  it('starts empty and prefills saved answers in their form shape', () => {
    expect(answersFormValues(QUESTIONS)).toEqual({ answers: ['', '', [], ''] });
    expect(
      answersFormValues(QUESTIONS, [
        { questionId: 'q-authorized', answer: true },
        { questionId: 'skills', answer: ['Baking'] },
        { questionId: 'why', answer: 'Great bread' },
        { questionId: 'gone', answer: 'A question that was removed' },
      ]),
    ).toEqual({ answers: ['yes', '', ['Baking'], 'Great bread'] });
    expect(answersFormValues(QUESTIONS.slice(0, 1), [{ questionId: 'q-authorized', answer: 'no' }])).toEqual({
      answers: ['no'],
    });
  });
});

describe('answersPayload and unansweredQuestions', () => {
  it('sends what is answered, trimmed, and names what is missing', () => {
    const values = { answers: ['no', '', ['Espresso', 'Cash'], '  '] };
    expect(answersPayload(QUESTIONS, values)).toEqual([
      { questionId: 'q-authorized', answer: 'no' },
      { questionId: 'skills', answer: ['Espresso', 'Cash'] },
    ]);
    expect(unansweredQuestions(QUESTIONS, values)).toEqual([1, 3]);
  });
});

describe('placeAnswerErrors', () => {
  it('puts answer errors on their question and keeps the rest', () => {
    const placed = placeAnswerErrors(QUESTIONS, {
      'answers.2': 'The selected answer is invalid.',
      'answers.unknown': 'This question is not part of the opportunity.',
      opportunity_id: 'This opportunity is not accepting applications right now.',
    });
    expect([...placed.byQuestion]).toEqual([[1, 'The selected answer is invalid.']]);
    expect(placed.other).toEqual([
      'This question is not part of the opportunity.',
      'This opportunity is not accepting applications right now.',
    ]);
  });
});
