// The template form of both owners: a name for the team, then the same posting fields, questions
// and steps as an opportunity, beside the live preview. Checked with the shared schemas; 422s land
// by the fields. A company template (template-form.tsx) and an enterprise template
// (enterprise-template-form.tsx) differ in where they save and in the enterprise's push targets.
import {
  createTemplateSchema,
  TEMPLATE_NAME_MAX_LENGTH,
  updateTemplateSchema,
} from '@hireloop/shared/opportunities';
import { Save } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/button.tsx';
import { FormSection } from '#web/components/posting-form/form-section.tsx';
import { PostingEditorLayout } from '#web/components/posting-form/posting-editor-layout.tsx';
import {
  LivePostingPreview,
  PostingFormBody,
  PostingFormError,
} from '#web/components/posting-form/posting-form-body.tsx';
import {
  errorAt,
  payloadResolver,
  showServerErrors,
} from '#web/components/posting-form/posting-form-errors.ts';
import {
  type PostingFormValues,
  postingPayload,
  stepNames,
} from '#web/components/posting-form/posting-form-values.ts';
import { TextField } from '#web/components/text-field.tsx';
import { UnsavedChangesGuard } from '#web/components/unsaved-changes-guard.tsx';
import { toast } from '#web/lib/toast.ts';

export const templatePayload = (values: PostingFormValues) => ({
  name: values.name,
  ...postingPayload(values),
  pipeline_steps: stepNames(values),
});

export interface TemplateEditorProps {
  /** The template being edited; none for a new one. */
  templateId: number | null;
  defaultValues: PostingFormValues;
  /** Whose name and logo the preview shows. */
  account: { name: string; avatar: string | null };
  nameHint: string;
  /** Saves the payload (plus `extraPayload`); the answer names the saved template. */
  save: (payload: object) => Promise<{ name: string }>;
  /** Where to go once saved. */
  listPath: string;
  extraPayload?: () => object;
  /** Checks what lives outside the posting fields before saving; false stops the save. */
  checkExtra?: () => boolean;
  /** Fields after the name (an enterprise's push targets). */
  children?: ReactNode;
}

export function TemplateEditor(props: TemplateEditorProps) {
  const { templateId, defaultValues, account, nameHint, save, listPath, extraPayload, checkExtra } = props;
  const navigate = useNavigate();
  const allowLeaving = useRef(false);
  const form = useForm<PostingFormValues>({
    defaultValues,
    resolver: payloadResolver(
      templateId === null ? createTemplateSchema : updateTemplateSchema,
      templatePayload,
    ),
  });
  const { errors, isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (checkExtra && !checkExtra()) return;
    try {
      const saved = await save({ ...templatePayload(values), ...extraPayload?.() });
      allowLeaving.current = true;
      toast.success(`The template “${saved.name}” is saved.`);
      navigate(listPath);
    } catch (error) {
      showServerErrors(error, form.setError);
    }
  });

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard when={isDirty} allowLeaving={allowLeaving} />
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={templateId === null ? 'New template' : 'Edit template'}
      >
        <PostingEditorLayout
          preview={<LivePostingPreview company={account} />}
          actions={
            <Button type="submit" loading={isSubmitting}>
              <Save className="size-4" aria-hidden="true" />
              Save template
            </Button>
          }
        >
          <PostingFormError />
          <FormSection id="template-name-heading" title="Template" description={nameHint}>
            <TextField
              label="Template name"
              maxLength={TEMPLATE_NAME_MAX_LENGTH}
              placeholder="e.g. Weekend barista"
              error={errorAt(errors, 'name')}
              {...form.register('name')}
            />
          </FormSection>
          {props.children}
          <PostingFormBody />
        </PostingEditorLayout>
      </form>
    </FormProvider>
  );
}
