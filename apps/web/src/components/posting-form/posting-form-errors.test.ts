import { createOpportunitySchema } from '@hireloop/shared/opportunities';
import { installValidationMessages } from '@hireloop/shared/validation-messages';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '#web/lib/http.ts';
import { errorAt, formPathOf, payloadResolver, showServerErrors } from './posting-form-errors.ts';
import {
  blankPostingValues,
  type PostingFormValues,
  postingPayload,
  stepNames,
} from './posting-form-values.ts';

installValidationMessages();

describe('formPathOf', () => {
  it('maps wire paths to the form', () => {
    expect(formPathOf('title')).toBe('title');
    expect(formPathOf('pay_max')).toBe('pay_max');
    expect(formPathOf('screening_questions.0.options')).toBe('screening_questions.0.options.root');
    expect(formPathOf('scorecard.2.id')).toBe('scorecard.2.name');
    expect(formPathOf('scorecard.2.category')).toBe('scorecard.2.category');
    expect(formPathOf('scorecard')).toBe('scorecard.root');
    expect(formPathOf('screening_questions.2.options.1')).toBe('screening_questions.2.options.1.text');
    expect(formPathOf('screening_questions.1.knockout_answer')).toBe('screening_questions.1.knockout');
    expect(formPathOf('screening_questions.1.question')).toBe('screening_questions.1.question');
    expect(formPathOf('pipeline_steps')).toBe('pipeline_steps.root');
    expect(formPathOf('pipeline_steps.3')).toBe('pipeline_steps.3.name');
    expect(formPathOf('pipeline_steps.3.id')).toBe('pipeline_steps.3.name');
  });

  it('sends what the form does not have to the form-wide message', () => {
    expect(formPathOf('template_id')).toBe('root.server');
    expect(formPathOf('opportunity')).toBe('root.server');
    expect(formPathOf('status')).toBe('root.server');
  });
});

const resolve = (values: PostingFormValues) =>
  payloadResolver(createOpportunitySchema, (form) => ({
    ...postingPayload(form),
    pipeline_steps: stepNames(form),
  }))(values, undefined, {} as ResolverOptions<PostingFormValues>);

describe('payloadResolver', () => {
  it('passes a valid posting', async () => {
    const values = { ...blankPostingValues(), title: 'Baker' };
    expect((await resolve(values)).errors).toEqual({});
  });

  it('names nested mistakes in the words of the server', async () => {
    const values: PostingFormValues = {
      ...blankPostingValues(),
      title: '',
      pay_min: '30',
      pay_max: '20',
      pay_period: 'hour',
      screening_questions: [
        {
          question_id: null,
          type: 'single_choice',
          question: 'Shift?',
          options: [{ text: 'Early' }],
          knockout: [],
        },
      ],
    };
    const { errors } = await resolve(values);
    expect(errorAt(errors, 'title')).toBe('The title field is required.');
    expect(errorAt(errors, 'screening_questions.0.options')).toBe(
      'A choice question needs at least 2 options.',
    );
  });
});

describe('showServerErrors', () => {
  it('places each field message and gathers the rest', () => {
    const setError = vi.fn();
    const error = new HttpError(422, {
      message: 'The step "Interview" still has candidates.',
      errors: {
        pipelineSteps: [
          'The step "Interview" still has candidates.',
          'The step "Offer" still has candidates.',
        ],
        'screening_questions.0.options': ['A choice question needs at least 2 options.'],
        payMax: ['The pay max must be greater than or equal to the pay min.'],
        templateId: ['The selected template id is invalid.'],
      },
    });
    expect(showServerErrors(error, setError)).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'pipeline_steps.root',
      {
        type: 'server',
        message: 'The step "Interview" still has candidates. The step "Offer" still has candidates.',
      },
      { shouldFocus: false },
    );
    expect(setError).toHaveBeenCalledWith(
      'screening_questions.0.options.root',
      { type: 'server', message: 'A choice question needs at least 2 options.' },
      { shouldFocus: false },
    );
    expect(setError).toHaveBeenCalledWith(
      'pay_max',
      { type: 'server', message: 'The pay max must be greater than or equal to the pay min.' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith('root.server', {
      type: 'server',
      message: 'The selected template id is invalid.',
    });
  });

  it('leaves other failures to the caller', () => {
    const setError = vi.fn();
    expect(showServerErrors(new HttpError(500, { message: 'Server Error' }), setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
