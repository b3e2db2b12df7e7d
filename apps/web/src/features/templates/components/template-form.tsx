// The template form: a name for the team, then the same posting fields, questions and steps as an
// opportunity, beside the live preview. Checked with the shared schemas; 422s land by the fields.
import {
  createTemplateSchema,
  TEMPLATE_NAME_MAX_LENGTH,
  updateTemplateSchema,
} from '@hireloop/shared/opportunities';
import { Save } from 'lucide-react';
import { useRef } from 'react';
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
import { useSession } from '#web/lib/session/session.tsx';
import { toast } from '#web/lib/toast.ts';
import { useCreateTemplate, useUpdateTemplate } from '../api/templates.ts';

const templatePayload = (values: PostingFormValues) => ({
  name: values.name,
  ...postingPayload(values),
  pipeline_steps: stepNames(values),
});

interface TemplateFormProps {
  /** The template being edited; none for a new one. */
  templateId: number | null;
  defaultValues: PostingFormValues;
}

export function TemplateForm({ templateId, defaultValues }: TemplateFormProps) {
  const navigate = useNavigate();
  const company = useSession().user?.activeCompany;
  const create = useCreateTemplate();
  const update = useUpdateTemplate(templateId ?? 0);
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
    try {
      const saved =
        templateId === null
          ? await create.mutateAsync(templatePayload(values))
          : await update.mutateAsync(templatePayload(values));
      allowLeaving.current = true;
      toast.success(`The template “${saved.name}” is saved.`);
      navigate('/company-templates');
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
          preview={
            <LivePostingPreview company={{ name: company?.name ?? '', avatar: company?.avatar ?? null }} />
          }
          actions={
            <Button type="submit" loading={isSubmitting}>
              <Save className="size-4" aria-hidden="true" />
              Save template
            </Button>
          }
        >
          <PostingFormError />
          <FormSection
            id="template-name-heading"
            title="Template"
            description="Only your team sees the name; candidates see the posting below."
          >
            <TextField
              label="Template name"
              maxLength={TEMPLATE_NAME_MAX_LENGTH}
              placeholder="e.g. Weekend barista"
              error={errorAt(errors, 'name')}
              {...form.register('name')}
            />
          </FormSection>
          <PostingFormBody />
        </PostingEditorLayout>
      </form>
    </FormProvider>
  );
}
