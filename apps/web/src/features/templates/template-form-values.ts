// A stored template as values of the posting form.
import {
  blankPostingValues,
  newStep,
  type PostingFormValues,
  postingFormValuesOf,
} from '#web/components/posting-form/posting-form-values.ts';
import type { OpportunityTemplate } from './api/templates.ts';

/** Either owner's template: a company's, or an enterprise's (decision 101). */
export function templateFormValues(template: Omit<OpportunityTemplate, 'enterprise'>): PostingFormValues {
  return {
    ...blankPostingValues(),
    ...postingFormValuesOf(template),
    name: template.name,
    pipeline_steps: template.pipelineSteps.map((name) => newStep(name)),
  };
}
