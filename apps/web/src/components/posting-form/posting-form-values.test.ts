import { describe, expect, it } from 'vitest';
import {
  blankPostingValues,
  type PostingFormValues,
  type PostingResponse,
  postingFormValuesOf,
  postingPayload,
  stepNames,
  stepUpdates,
} from './posting-form-values.ts';

const stored: PostingResponse = {
  title: 'Barista',
  description: '<p>Pull <strong>great</strong> espresso.</p>',
  location: 'Portland, OR',
  remote: false,
  employmentType: 'part_time',
  payMin: 18,
  payMax: null,
  payPeriod: 'hour',
  schedule: 'Mornings',
  requirements: '',
  openings: 2,
  screeningQuestions: [
    { id: 'q1', type: 'yes_no', question: 'Over 18?', knockoutAnswer: 'no' },
    {
      id: 'q2',
      type: 'multiple_choice',
      question: 'Days?',
      options: ['Sat', 'Sun'],
      knockoutAnswer: ['Sun'],
    },
    { id: 'q3', type: 'short_text', question: 'Why us?', knockoutAnswer: null },
  ],
  scorecard: [{ id: 'coffee.espresso', category: 'Coffee', name: 'Espresso' }],
};

describe('postingFormValuesOf', () => {
  it('turns a stored posting into form values', () => {
    const values = postingFormValuesOf(stored);
    expect(values.pay_min).toBe('18');
    expect(values.pay_max).toBe('');
    expect(values.openings).toBe('2');
    expect(values.screening_questions).toEqual([
      { question_id: 'q1', type: 'yes_no', question: 'Over 18?', options: [], knockout: ['no'] },
      {
        question_id: 'q2',
        type: 'multiple_choice',
        question: 'Days?',
        options: [{ text: 'Sat' }, { text: 'Sun' }],
        knockout: ['Sun'],
      },
      { question_id: 'q3', type: 'short_text', question: 'Why us?', options: [], knockout: [] },
    ]);
  });
});

describe('the scorecard', () => {
  it('keeps stored attribute ids and sends new attributes without one', () => {
    const values: PostingFormValues = { ...blankPostingValues(), ...postingFormValuesOf(stored) };
    expect(values.scorecard).toEqual([
      { attribute_id: 'coffee.espresso', category: 'Coffee', name: 'Espresso' },
    ]);
    values.scorecard.push({ attribute_id: null, category: 'Coffee', name: 'Latte art' });
    expect(postingPayload(values).scorecard).toEqual([
      { id: 'coffee.espresso', category: 'Coffee', name: 'Espresso' },
      { category: 'Coffee', name: 'Latte art' },
    ]);
  });
});

describe('postingPayload', () => {
  it('sends the wire shapes back, keeping question ids and knockout shapes by type', () => {
    const values: PostingFormValues = { ...blankPostingValues(), ...postingFormValuesOf(stored) };
    const payload = postingPayload(values);
    expect(payload).toMatchObject({
      title: 'Barista',
      description: '<p>Pull <strong>great</strong> espresso.</p>',
      employment_type: 'part_time',
      pay_min: 18,
      pay_max: null,
      pay_period: 'hour',
      openings: 2,
    });
    expect(payload.screening_questions).toEqual([
      { id: 'q1', type: 'yes_no', question: 'Over 18?', options: null, knockout_answer: 'no' },
      {
        id: 'q2',
        type: 'multiple_choice',
        question: 'Days?',
        options: ['Sat', 'Sun'],
        knockout_answer: ['Sun'],
      },
      { id: 'q3', type: 'short_text', question: 'Why us?', options: null, knockout_answer: null },
    ]);
  });

  it('sends cleared amounts as null and a new question without an id', () => {
    const values: PostingFormValues = {
      ...blankPostingValues(),
      title: 'Baker',
      openings: '',
      screening_questions: [
        {
          question_id: null,
          type: 'single_choice',
          question: 'Shift?',
          options: [{ text: 'A' }, { text: 'B' }],
          knockout: ['B'],
        },
      ],
    };
    const payload = postingPayload(values);
    expect(payload.openings).toBeNull();
    expect(payload.pay_period).toBeNull();
    expect(payload.screening_questions[0]).toEqual({
      type: 'single_choice',
      question: 'Shift?',
      options: ['A', 'B'],
      knockout_answer: 'B',
    });
  });
});

describe('steps', () => {
  it('gives names for new postings and id-keeping updates for stored ones', () => {
    const values: PostingFormValues = {
      ...blankPostingValues(),
      pipeline_steps: [
        { step_id: 7, name: 'Applied', candidate_count: 2 },
        { step_id: null, name: 'Trial shift', candidate_count: 0 },
      ],
    };
    expect(stepNames(values)).toEqual(['Applied', 'Trial shift']);
    expect(stepUpdates(values)).toEqual([{ id: 7, name: 'Applied' }, { name: 'Trial shift' }]);
  });

  it('starts a blank posting with the default pipeline', () => {
    expect(stepNames(blankPostingValues())).toEqual([
      'Applied',
      'Phone Screen',
      'Interview',
      'Offer',
      'Hired',
    ]);
  });
});
