// The interview scorecard of the posting (issue 19): attributes grouped by category, rated 1–4 by
// each interviewer. Empty means the default scorecard; "Customize" starts from it (keeping its ids,
// so interviews already scored with it stay attached).
import {
  DEFAULT_SCORECARD,
  SCORECARD_LIMITS,
  scorecardCategories,
} from '@hireloop/shared/interview-scorecards';
import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../button.tsx';
import { FieldListError } from './field-list-error.tsx';
import { FormSection } from './form-section.tsx';
import { errorAt } from './posting-form-errors.ts';
import type { PostingFormValues } from './posting-form-values.ts';
import { ReorderButtons } from './reorder-buttons.tsx';

const INPUT =
  'h-9 w-full min-w-0 rounded-md border bg-white px-2.5 text-base text-slate-900 focus:outline-2 focus:-outline-offset-1 sm:text-sm';

export function ScorecardEditor() {
  const form = useFormContext<PostingFormValues>();
  const { fields, append, remove, move, replace } = useFieldArray({
    control: form.control,
    name: 'scorecard',
  });
  const attributes = useWatch({ control: form.control, name: 'scorecard' });
  const { errors } = form.formState;

  // Every row repeats the visible labels "Category" and "Attribute", so each input also carries its
  // row number for screen readers ("Attribute 7 category", "Attribute 7 name").
  const input = (index: number, key: 'category' | 'name', label: string) => {
    const id = `scorecard-${fields[index]!.id}-${key}`;
    const error = errorAt(errors, `scorecard.${index}.${key}`);
    return (
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="text-xs font-medium text-slate-700">
          {key === 'category' ? <span className="sr-only">Attribute {index + 1} </span> : null}
          {label}
          {key === 'name' ? <span className="sr-only"> {index + 1} name</span> : null}
        </label>
        <input
          id={id}
          maxLength={SCORECARD_LIMITS.nameLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={clsx(
            INPUT,
            'mt-1',
            error ? 'border-red-500 focus:outline-red-600' : 'border-slate-300 focus:outline-brand-600',
          )}
          {...form.register(`scorecard.${index}.${key}`)}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <FormSection
      id="posting-scorecard-heading"
      title="Interview scorecard"
      description="What each interviewer rates from 1 to 4 (or marks not assessed), grouped by category."
    >
      <FieldListError message={errorAt(errors, 'scorecard.root')} />
      {fields.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 px-4 py-4 text-sm text-slate-600">
          <p>Interviews use the default scorecard:</p>
          <ul className="mt-2 space-y-1">
            {scorecardCategories(DEFAULT_SCORECARD).map((group) => (
              <li key={group.category}>
                <span className="font-medium text-slate-800">{group.category}:</span>{' '}
                {group.attributes.map((attribute) => attribute.name).join(', ')}
              </li>
            ))}
          </ul>
          <Button
            className="mt-3"
            variant="secondary"
            size="sm"
            onClick={() =>
              replace(DEFAULT_SCORECARD.map((attribute) => ({ attribute_id: attribute.id, ...attribute })))
            }
          >
            Customize the scorecard
          </Button>
        </div>
      ) : (
        <ol className="space-y-2" aria-label="Scorecard attributes">
          {fields.map((field, index) => (
            <li key={field.id} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
                {input(index, 'category', 'Category')}
                {input(index, 'name', 'Attribute')}
                <ReorderButtons
                  itemLabel={attributes?.[index]?.name?.trim() || `attribute ${index + 1}`}
                  index={index}
                  count={fields.length}
                  onMove={move}
                  onRemove={() => remove(index)}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      {fields.length > 0 ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={fields.length >= SCORECARD_LIMITS.attributes}
          onClick={() =>
            append(
              { attribute_id: null, category: attributes?.[fields.length - 1]?.category ?? '', name: '' },
              { focusName: `scorecard.${fields.length}.name` },
            )
          }
        >
          <Plus className="size-4" aria-hidden="true" />
          Add attribute
        </Button>
      ) : null}
    </FormSection>
  );
}
