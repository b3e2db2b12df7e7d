// The answers a choice question offers: one text box each, add and remove.
import { MAX_OPTIONS, OPTION_MAX_LENGTH } from '@hireloop/shared/opportunities';
import { Plus, X } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../button.tsx';
import { TextField } from '../text-field.tsx';
import { FieldListError } from './field-list-error.tsx';
import { errorAt } from './posting-form-errors.ts';
import type { PostingFormValues } from './posting-form-values.ts';

export function QuestionOptionsEditor({ questionIndex }: { questionIndex: number }) {
  const form = useFormContext<PostingFormValues>();
  const name = `screening_questions.${questionIndex}.options` as const;
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const { errors } = form.formState;

  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-slate-800">Choices</p>
      <FieldListError message={errorAt(errors, `${name}.root`)} />
      <ol className="space-y-2">
        {fields.map((field, index) => (
          <li key={field.id} className="flex items-start gap-2">
            <TextField
              label={`Choice ${index + 1}`}
              className="flex-1 [&_label]:sr-only [&_input]:mt-0"
              maxLength={OPTION_MAX_LENGTH}
              placeholder={`Choice ${index + 1}`}
              error={errorAt(errors, `${name}.${index}.text`)}
              {...form.register(`${name}.${index}.text`)}
            />
            <button
              type="button"
              className="mt-1.5 inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-red-700"
              aria-label={`Remove choice ${index + 1}`}
              onClick={() => remove(index)}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        disabled={fields.length >= MAX_OPTIONS}
        onClick={() => append({ text: '' }, { shouldFocus: true })}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add choice
      </Button>
    </div>
  );
}
