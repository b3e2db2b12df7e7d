// Which answer disqualifies a candidate at once (a "knockout"): one answer for yes/no and single
// choice questions, any of several for multiple choice; short text answers never do.
import type { ScreeningQuestionType } from '@hireloop/shared/opportunities';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '../select-field.tsx';
import { errorAt } from './posting-form-errors.ts';
import type { PostingFormValues } from './posting-form-values.ts';

const KNOCKOUT_HINT = 'Candidates who answer this are told politely that the role is not a fit.';

export function KnockoutField({
  questionIndex,
  type,
}: {
  questionIndex: number;
  type: ScreeningQuestionType;
}) {
  const form = useFormContext<PostingFormValues>();
  const name = `screening_questions.${questionIndex}.knockout` as const;
  const options = useWatch({ control: form.control, name: `screening_questions.${questionIndex}.options` });
  const error = errorAt(form.formState.errors, name);
  const choices = (options ?? []).map((option) => option.text.trim()).filter((text) => text !== '');

  if (type === 'short_text') {
    return <p className="text-sm text-slate-600">Short text answers are never a knockout.</p>;
  }

  if (type === 'multiple_choice') {
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <fieldset aria-describedby={error ? `${name}-error` : undefined}>
            <legend className="text-sm font-medium text-slate-800">
              Disqualify when any of these is chosen
            </legend>
            {choices.length === 0 ? (
              <p className="mt-1.5 text-sm text-slate-600">Add choices first.</p>
            ) : (
              <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
                {choices.map((choice, index) => (
                  <label
                    // biome-ignore lint/suspicious/noArrayIndexKey: choices may repeat while typed; the list is rebuilt from them
                    key={`${index}-${choice}`}
                    className="inline-flex items-center gap-2 text-sm text-slate-700"
                  >
                    <input
                      type="checkbox"
                      className="size-4 rounded border-slate-300 accent-brand-600"
                      checked={field.value.includes(choice)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, choice]
                            : field.value.filter((item) => item !== choice),
                        )
                      }
                    />
                    {choice}
                  </label>
                ))}
              </div>
            )}
            {error ? (
              <p id={`${name}-error`} className="mt-1.5 text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </fieldset>
        )}
      />
    );
  }

  const answers =
    type === 'yes_no'
      ? [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]
      : choices.map((choice) => ({ value: choice, label: choice }));
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const current = field.value[0] ?? '';
        const known = current === '' || answers.some((answer) => answer.value === current);
        return (
          <SelectField
            label="Knockout answer"
            hint={KNOCKOUT_HINT}
            error={error}
            ref={field.ref}
            value={current}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.value ? [event.target.value] : [])}
          >
            <option value="">None: every answer may go on</option>
            {/* A choice renamed since it was picked stays visible, so the mistake can be seen. */}
            {known ? null : <option value={current}>{current}</option>}
            {answers.map((answer) => (
              <option key={answer.value} value={answer.value}>
                Disqualify on “{answer.label}”
              </option>
            ))}
          </SelectField>
        );
      }}
    />
  );
}
