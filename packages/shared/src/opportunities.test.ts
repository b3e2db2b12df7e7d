import { describe, expect, it } from 'vitest';
import {
  canChangeStatus,
  createOpportunitySchema,
  createTemplateSchema,
  DEFAULT_PIPELINE_STEPS,
  OPPORTUNITY_STATUSES,
  opportunitySearchQuerySchema,
  payIssues,
  pipelineStepsUpdateSchema,
  screeningQuestionIssues,
  updateOpportunitySchema,
} from './opportunities.ts';
import { installValidationMessages } from './validation-messages.ts';
import type { z } from './zod.ts';

installValidationMessages();

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

describe('constants', () => {
  it('has the default pipeline of the issue', () => {
    expect(DEFAULT_PIPELINE_STEPS).toEqual(['Applied', 'Phone Screen', 'Interview', 'Offer', 'Hired']);
  });
});

describe('canChangeStatus', () => {
  const allowed = new Set([
    'draft→published',
    'draft→closed',
    'published→paused',
    'published→closed',
    'paused→published',
    'paused→closed',
    'closed→published',
  ]);
  for (const from of OPPORTUNITY_STATUSES) {
    for (const to of OPPORTUNITY_STATUSES) {
      const expected = from === to || allowed.has(`${from}→${to}`);
      it(`${expected ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        expect(canChangeStatus(from, to)).toBe(expected);
      });
    }
  }
});

describe('screeningQuestionIssues', () => {
  it('accepts well-formed questions of each type', () => {
    expect(screeningQuestionIssues({ type: 'yes_no', question: 'Q', knockout_answer: 'yes' })).toEqual([]);
    expect(
      screeningQuestionIssues({
        type: 'single_choice',
        question: 'Q',
        options: ['a', 'b'],
        knockout_answer: 'b',
      }),
    ).toEqual([]);
    expect(
      screeningQuestionIssues({
        type: 'multiple_choice',
        question: 'Q',
        options: ['a', 'b', 'c'],
        knockout_answer: ['a', 'c'],
      }),
    ).toEqual([]);
    expect(screeningQuestionIssues({ type: 'short_text', question: 'Q' })).toEqual([]);
  });

  it('names what is wrong', () => {
    const messages = (question: Parameters<typeof screeningQuestionIssues>[0]) =>
      screeningQuestionIssues(question).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages({ type: 'single_choice', question: 'Q', options: ['a', 'A'] })).toEqual([
      'options: The options must be different from each other.',
    ]);
    expect(
      messages({ type: 'single_choice', question: 'Q', options: ['a', 'b'], knockout_answer: ['a'] }),
    ).toEqual(['knockout_answer: The knockout answer must be one of the options.']);
    expect(
      messages({ type: 'multiple_choice', question: 'Q', options: ['a', 'b'], knockout_answer: ['a', 'z'] }),
    ).toEqual(['knockout_answer: The knockout answer must be one of the options.']);
    expect(messages({ type: 'yes_no', question: 'Q', knockout_answer: ['yes'] })).toEqual([
      'knockout_answer: The knockout answer must be yes or no.',
    ]);
  });
});

describe('payIssues', () => {
  it('requires max ≥ min and a period when a pay is given', () => {
    expect(payIssues({ pay_min: 10, pay_max: 10, pay_period: 'hour' })).toEqual([]);
    expect(payIssues({ pay_min: null, pay_max: null })).toEqual([]);
    expect(payIssues({ pay_min: 10, pay_max: 9, pay_period: 'hour' }).map((issue) => issue.path)).toEqual([
      ['pay_max'],
    ]);
    expect(payIssues({ pay_max: 9 }).map((issue) => issue.path)).toEqual([['pay_period']]);
  });

  it('in a partial update, treats an absent period as the stored one but a null one as cleared', () => {
    expect(payIssues({ pay_max: 9 }, true)).toEqual([]);
    expect(payIssues({ pay_max: 9, pay_period: null }, true).map((issue) => issue.path)).toEqual([
      ['pay_period'],
    ]);
  });
});

describe('createOpportunitySchema', () => {
  it('requires a title unless a template gives one', () => {
    expect(errorsOf(createOpportunitySchema, {})).toEqual({ title: ['The title field is required.'] });
    expect(errorsOf(createOpportunitySchema, { template_id: 3 })).toEqual({});
  });

  it('keeps absent fields absent (a template or default fills them) and turns null text into ""', () => {
    const parsed = createOpportunitySchema.parse({ title: ' Cook ', location: null });
    expect(parsed).toEqual({ title: 'Cook', location: '' });
  });

  it('accepts only draft or published on create', () => {
    expect(errorsOf(createOpportunitySchema, { title: 'A', status: 'closed' })).toEqual({
      status: ['The selected status is invalid.'],
    });
  });

  it('names nested question errors by their dotted path', () => {
    expect(
      errorsOf(createOpportunitySchema, {
        title: 'A',
        screening_questions: [
          { id: 'same', type: 'yes_no', question: 'Q' },
          { id: 'same', type: 'short_text', question: 'Q', knockout_answer: 'x' },
        ],
      }),
    ).toEqual({
      'screening_questions.1.knockout_answer': ['A short text question cannot be a knockout.'],
      'screening_questions.1.id': ['The question ids must be unique.'],
    });
  });
});

describe('updateOpportunitySchema and pipelineStepsUpdateSchema', () => {
  it('accepts an empty partial update and refuses a blank title', () => {
    expect(errorsOf(updateOpportunitySchema, {})).toEqual({});
    expect(errorsOf(updateOpportunitySchema, { title: '' })).toEqual({
      title: ['The title field is required.'],
    });
  });

  it('refuses duplicate names and ids', () => {
    expect(errorsOf(pipelineStepsUpdateSchema, [{ name: 'A' }, { name: 'a' }])).toEqual({
      _: ['The step "a" appears twice.'],
    });
    expect(
      errorsOf(pipelineStepsUpdateSchema, [
        { id: 1, name: 'A' },
        { id: 1, name: 'B' },
      ]),
    ).toEqual({ _: ['A step is listed twice.'] });
  });

  it('never quotes a NUL back in the duplicate message', () => {
    const errors = errorsOf(pipelineStepsUpdateSchema, [{ name: '\u0000' }, { name: '\u0000' }]);
    expect(errors._).toEqual(['The step "" appears twice.']);
    expect(JSON.stringify(errors)).not.toContain('\\u0000');
  });
});

describe('createTemplateSchema', () => {
  it('requires a name and a title', () => {
    expect(errorsOf(createTemplateSchema, {})).toEqual({
      name: ['The name field is required.'],
      title: ['The title field is required.'],
    });
  });
});

describe('opportunitySearchQuerySchema', () => {
  it('reads query strings', () => {
    expect(
      opportunitySearchQuerySchema.parse({ q: ' cook ', remote: 'true', pay_min: '15', page: '2' }),
    ).toEqual({
      q: 'cook',
      remote: true,
      pay_min: 15,
      page: 2,
      per_page: 20,
    });
    expect(opportunitySearchQuerySchema.parse({ remote: '0' }).remote).toBe(false);
  });

  it('caps the page size at 50', () => {
    expect(errorsOf(opportunitySearchQuerySchema, { per_page: '51' })).toEqual({
      per_page: ['The per page may not be greater than 50.'],
    });
  });
});
