// The steps candidates move through (Applied → … → Hired): rename, reorder, add and remove. A step
// some candidate is at cannot be removed; the server says which, and the message shows here.
import { MAX_PIPELINE_STEPS, MIN_PIPELINE_STEPS, STEP_NAME_MAX_LENGTH } from '@hireloop/shared/opportunities';
import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../button.tsx';
import { FieldListError } from './field-list-error.tsx';
import { FormSection } from './form-section.tsx';
import { errorAt } from './posting-form-errors.ts';
import { newStep, type PostingFormValues } from './posting-form-values.ts';
import { ReorderButtons } from './reorder-buttons.tsx';

const candidatesText = (count: number) => (count === 1 ? '1 candidate' : `${count} candidates`);

export function PipelineStepsEditor() {
  const form = useFormContext<PostingFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'pipeline_steps' });
  const steps = useWatch({ control: form.control, name: 'pipeline_steps' });
  const { errors } = form.formState;

  return (
    <FormSection
      id="posting-steps-heading"
      title="Hiring pipeline"
      description={`The steps candidates move through, in order (${MIN_PIPELINE_STEPS} to ${MAX_PIPELINE_STEPS}).`}
    >
      <FieldListError message={errorAt(errors, 'pipeline_steps.root')} />
      <ol className="space-y-2">
        {fields.map((field, index) => {
          const name = steps?.[index]?.name?.trim() || `step ${index + 1}`;
          const inputId = `pipeline-step-${field.id}`;
          const error = errorAt(errors, `pipeline_steps.${index}.name`);
          return (
            <li key={field.id} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700"
                >
                  {index + 1}
                </span>
                <label htmlFor={inputId} className="sr-only">
                  Step {index + 1} name
                </label>
                <input
                  id={inputId}
                  maxLength={STEP_NAME_MAX_LENGTH}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  className={clsx(
                    'h-9 min-w-0 flex-1 rounded-md border bg-white px-2.5 text-base text-slate-900 sm:text-sm',
                    'focus:outline-2 focus:-outline-offset-1',
                    error
                      ? 'border-red-500 focus:outline-red-600'
                      : 'border-slate-300 focus:outline-brand-600',
                  )}
                  {...form.register(`pipeline_steps.${index}.name`)}
                />
                {/* A column of its own, so the name boxes line up whether or not a step has candidates. */}
                <span className="hidden w-24 shrink-0 text-right sm:block">
                  {field.candidate_count > 0 ? (
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                      {candidatesText(field.candidate_count)}
                    </span>
                  ) : null}
                </span>
                <ReorderButtons
                  itemLabel={name}
                  index={index}
                  count={fields.length}
                  onMove={move}
                  onRemove={() => remove(index)}
                  removeDisabled={fields.length <= MIN_PIPELINE_STEPS}
                />
              </div>
              {error ? (
                <p id={`${inputId}-error`} className="mt-1.5 pl-10 text-sm text-red-700">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        disabled={fields.length >= MAX_PIPELINE_STEPS}
        onClick={() => append(newStep(''), { focusName: `pipeline_steps.${fields.length}.name` })}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add step
      </Button>
    </FormSection>
  );
}
