// The answers to an opportunity's screening questions, with "Submit application" and "Save and
// finish later". Submitting needs every answer (checked here first, then by the server); saving
// keeps whatever is given. The server's 422 messages land beside their questions.
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import {
  ANSWER_REQUIRED,
  type Answer,
  type AnswersForm,
  answersFormValues,
  answersPayload,
  type CandidateQuestion,
  placeAnswerErrors,
  unansweredQuestions,
} from '../screening-answers.ts';
import { ScreeningQuestionField } from './screening-question-field.tsx';

interface ScreeningQuestionsFormProps {
  questions: readonly CandidateQuestion[];
  savedAnswers?: readonly Answer[];
  /** Sends the answers; rejects with the HTTP error when the server refuses them. */
  onSend: (answers: Answer[], submit: boolean) => Promise<unknown>;
  /** Shown above the buttons, e.g. "You can't change your answers once sent." */
  note?: string;
  /** "Save and finish later" (drafts need an account; a guest applying from a career page has none yet). */
  allowSaving?: boolean;
}

export function ScreeningQuestionsForm({
  questions,
  savedAnswers,
  onSend,
  note,
  allowSaving = true,
}: ScreeningQuestionsFormProps) {
  const idPrefix = useId();
  const [sending, setSending] = useState<'submit' | 'save' | null>(null);
  const form = useForm<AnswersForm>({
    defaultValues: answersFormValues(questions, savedAnswers),
  });
  const { errors } = form.formState;

  /** Each message under its question; the first of them gets the focus. */
  const markQuestions = (entries: ReadonlyArray<[number, string]>) => {
    entries.forEach(([index, message], position) => {
      form.setError(`answers.${index}`, { type: 'server', message }, { shouldFocus: position === 0 });
    });
  };

  const send = (submit: boolean) =>
    form.handleSubmit(async (values) => {
      form.clearErrors();
      const missing = submit ? unansweredQuestions(questions, values) : [];
      if (missing.length > 0) {
        markQuestions(missing.map((index) => [index, ANSWER_REQUIRED]));
        return;
      }
      setSending(submit ? 'submit' : 'save');
      try {
        await onSend(answersPayload(questions, values), submit);
      } catch (error) {
        const found = validationErrorsOf(error);
        if (!found) return; // Anything else was already shown by the HTTP client.
        const placed = placeAnswerErrors(questions, found);
        markQuestions([...placed.byQuestion]);
        if (placed.other.length > 0)
          form.setError('root.server', { type: 'server', message: placed.other.join(' ') });
      } finally {
        setSending(null);
      }
    });

  return (
    <form noValidate onSubmit={send(true)} className="space-y-6">
      {errors.root?.server?.message ? <Banner variant="error">{errors.root.server.message}</Banner> : null}
      {questions.length === 0 ? (
        <p className="text-sm text-slate-600">
          This opportunity has no screening questions. Your profile goes to the hiring team as it is.
        </p>
      ) : (
        questions.map((question, index) => (
          <ScreeningQuestionField
            key={question.id}
            question={question}
            number={index + 1}
            idPrefix={idPrefix}
            field={form.register(`answers.${index}`)}
            error={errors.answers?.[index]?.message}
          />
        ))
      )}
      <div className="space-y-3 border-t border-slate-200 pt-5">
        {note ? <p className="text-sm text-slate-600">{note}</p> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {allowSaving ? (
            <Button
              variant="secondary"
              onClick={send(false)}
              loading={sending === 'save'}
              disabled={sending !== null}
            >
              Save and finish later
            </Button>
          ) : null}
          <Button type="submit" loading={sending === 'submit'} disabled={sending !== null}>
            <Send className="size-4" aria-hidden="true" />
            Submit application
          </Button>
        </div>
      </div>
    </form>
  );
}
