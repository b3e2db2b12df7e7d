// One screening question: its answer type, its wording, its choices and its knockout answer.
import {
  QUESTION_MAX_LENGTH,
  SCREENING_QUESTION_TYPES,
  type ScreeningQuestionType,
} from '@hireloop/shared/opportunities';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '../select-field.tsx';
import { TextField } from '../text-field.tsx';
import { KnockoutField } from './knockout-field.tsx';
import { errorAt } from './posting-form-errors.ts';
import { isChoiceType, type PostingFormValues } from './posting-form-values.ts';
import { QuestionOptionsEditor } from './question-options-editor.tsx';
import { QUESTION_TYPE_LABELS } from './question-type-labels.ts';
import { ReorderButtons } from './reorder-buttons.tsx';

interface ScreeningQuestionFieldsProps {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

export function ScreeningQuestionFields({ index, count, onMove, onRemove }: ScreeningQuestionFieldsProps) {
  const form = useFormContext<PostingFormValues>();
  const base = `screening_questions.${index}` as const;
  const type = useWatch({ control: form.control, name: `${base}.type` });
  const { errors } = form.formState;
  const title = `Question ${index + 1}`;

  // A new type starts clean: its own choices (two empty ones for a choice question) and no knockout.
  const onTypeChange = (next: ScreeningQuestionType) => {
    const options = form.getValues(`${base}.options`);
    if (isChoiceType(next) && options.length === 0) {
      form.setValue(`${base}.options`, [{ text: '' }, { text: '' }]);
    } else if (!isChoiceType(next)) {
      form.setValue(`${base}.options`, []);
    }
    form.setValue(`${base}.knockout`, []);
  };

  return (
    <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-5">
      {/* Floated so the legend sits inside the box, level with the buttons, and still names the group. */}
      <legend className="float-left flex h-8 items-center text-sm font-semibold text-slate-900">
        {title}
      </legend>
      <div className="float-right">
        <ReorderButtons
          itemLabel={title.toLowerCase()}
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <div className="clear-both grid gap-4 pt-3 sm:grid-cols-[12rem_1fr]">
        <SelectField
          label="Answer type"
          error={errorAt(errors, `${base}.type`)}
          {...form.register(`${base}.type`, {
            onChange: (event) => onTypeChange(event.target.value as ScreeningQuestionType),
          })}
        >
          {SCREENING_QUESTION_TYPES.map((value) => (
            <option key={value} value={value}>
              {QUESTION_TYPE_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Question"
          maxLength={QUESTION_MAX_LENGTH}
          placeholder="e.g. Can you start work at 5am?"
          error={errorAt(errors, `${base}.question`)}
          {...form.register(`${base}.question`)}
        />
      </div>
      <div className="mt-4 space-y-4">
        {isChoiceType(type) ? <QuestionOptionsEditor questionIndex={index} /> : null}
        <KnockoutField questionIndex={index} type={type} />
      </div>
    </fieldset>
  );
}
