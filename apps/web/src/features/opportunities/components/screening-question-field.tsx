// One screening question, drawn by its type: yes/no and single choice as radios, multiple choice
// as checkboxes, short text as a text box. Errors sit under the question and are announced with it.
import { SHORT_TEXT_ANSWER_MAX_LENGTH } from '@hireloop/shared/application-statuses';
import { clsx } from 'clsx';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { CandidateQuestion } from '../screening-answers.ts';

interface ScreeningQuestionFieldProps {
  question: CandidateQuestion;
  /** 1-based, shown before the question. */
  number: number;
  idPrefix: string;
  field: UseFormRegisterReturn;
  error?: string | undefined;
}

const choiceClasses =
  'flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-800 hover:border-slate-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600';

const inputClasses = 'size-4 shrink-0 accent-brand-600 focus-visible:outline-none';

export function ScreeningQuestionField({
  question,
  number,
  idPrefix,
  field,
  error,
}: ScreeningQuestionFieldProps) {
  const id = `${idPrefix}-${number}`;
  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  const errorText = error ? (
    <p id={errorId} className="mt-2 text-sm text-red-700">
      {error}
    </p>
  ) : null;
  const title = (
    <>
      <span className="mr-1 text-slate-500">{number}.</span>
      {question.question}
    </>
  );

  if (question.type === 'short_text') {
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-900">
          {title}
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={SHORT_TEXT_ANSWER_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={clsx(
            'mt-2 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm',
            'focus:outline-2 focus:-outline-offset-1',
            error
              ? 'border-red-500 focus:outline-red-600'
              : 'border-slate-300 hover:border-slate-400 focus:outline-brand-600',
          )}
          {...field}
        />
        {errorText}
      </div>
    );
  }

  const choices =
    question.type === 'yes_no'
      ? [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]
      : (question.options ?? []).map((option) => ({ value: option, label: option }));
  const multiple = question.type === 'multiple_choice';

  return (
    <fieldset aria-describedby={described} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-900">{title}</legend>
      {multiple ? <p className="mt-0.5 text-sm text-slate-600">Choose all that apply.</p> : null}
      <div
        className={clsx(
          'mt-2 grid gap-2',
          question.type === 'yes_no' ? 'grid-cols-2 sm:max-w-xs' : 'sm:grid-cols-2',
        )}
      >
        {choices.map((choice) => (
          <label key={choice.value} className={clsx(choiceClasses, error && 'border-red-400')}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              value={choice.value}
              className={inputClasses}
              {...field}
            />
            <span className="min-w-0">{choice.label}</span>
          </label>
        ))}
      </div>
      {errorText}
    </fieldset>
  );
}
