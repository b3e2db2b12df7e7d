// Everything the posting form holds below its own header fields (a template's name): the posting
// details, the screening questions, the pipeline and the interview scorecard, plus any message that belongs to no field.
import { useFormContext, useWatch } from 'react-hook-form';
import { Banner } from '../banner.tsx';
import { PipelineStepsEditor } from './pipeline-steps-editor.tsx';
import { PostingDetailsFields } from './posting-details-fields.tsx';
import { errorAt, FORM_ERROR_PATH } from './posting-form-errors.ts';
import type { PostingFormValues } from './posting-form-values.ts';
import { PostingPreview } from './posting-preview.tsx';
import { ScorecardEditor } from './scorecard-editor.tsx';
import { ScreeningQuestionsEditor } from './screening-questions-editor.tsx';

export function PostingFormError() {
  const { formState } = useFormContext<PostingFormValues>();
  const message = errorAt(formState.errors, FORM_ERROR_PATH);
  return message ? <Banner variant="error">{message}</Banner> : null;
}

export function PostingFormBody() {
  return (
    <>
      <PostingDetailsFields />
      <ScreeningQuestionsEditor />
      <PipelineStepsEditor />
      <ScorecardEditor />
    </>
  );
}

/** The preview of the values being typed, for the company the posting belongs to. */
export function LivePostingPreview({ company }: { company: { name: string; avatar: string | null } }) {
  const form = useFormContext<PostingFormValues>();
  // Subscribes to every change; getValues then gives the complete current values.
  useWatch({ control: form.control });
  return <PostingPreview values={form.getValues()} company={company} />;
}
