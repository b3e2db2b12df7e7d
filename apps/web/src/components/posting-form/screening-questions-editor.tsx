// The posting's screening questions: add, remove and reorder; each asked when a candidate applies.
import { MAX_SCREENING_QUESTIONS } from '@hireloop/shared/opportunities';
import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../button.tsx';
import { FieldListError } from './field-list-error.tsx';
import { FormSection } from './form-section.tsx';
import { errorAt } from './posting-form-errors.ts';
import { emptyQuestion, type PostingFormValues } from './posting-form-values.ts';
import { ScreeningQuestionFields } from './screening-question-fields.tsx';

export function ScreeningQuestionsEditor() {
  const form = useFormContext<PostingFormValues>();
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: 'screening_questions',
  });

  return (
    <FormSection
      id="posting-questions-heading"
      title="Screening questions"
      description="Asked when a candidate applies. A knockout answer disqualifies at once, with a respectful message."
    >
      <FieldListError message={errorAt(form.formState.errors, 'screening_questions.root')} />
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          No questions yet. Candidates apply with their profile alone.
        </p>
      ) : (
        <ol className="space-y-4">
          {fields.map((field, index) => (
            <li key={field.id}>
              <ScreeningQuestionFields
                index={index}
                count={fields.length}
                onMove={move}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
        </ol>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={fields.length >= MAX_SCREENING_QUESTIONS}
        onClick={() =>
          append(emptyQuestion(), { focusName: `screening_questions.${fields.length}.question` })
        }
      >
        <Plus className="size-4" aria-hidden="true" />
        Add question
      </Button>
    </FormSection>
  );
}
