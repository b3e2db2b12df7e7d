// The opportunity form with its live preview, for a new opportunity (blank or from a template)
// and for editing one. Checked with the shared schemas before sending; the server's 422 answers
// land beside the same fields. Leaving with unsaved changes asks first.
import {
  createOpportunitySchema,
  type OpportunityStatus,
  updateOpportunitySchema,
} from '@hireloop/shared/opportunities';
import { Save, Send } from 'lucide-react';
import { useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/button.tsx';
import { PostingEditorLayout } from '#web/components/posting-form/posting-editor-layout.tsx';
import {
  LivePostingPreview,
  PostingFormBody,
  PostingFormError,
} from '#web/components/posting-form/posting-form-body.tsx';
import { payloadResolver, showServerErrors } from '#web/components/posting-form/posting-form-errors.ts';
import {
  type PostingFormValues,
  postingPayload,
  stepNames,
  stepUpdates,
} from '#web/components/posting-form/posting-form-values.ts';
import { UnsavedChangesGuard } from '#web/components/unsaved-changes-guard.tsx';
import { useSession } from '#web/lib/session/session.tsx';
import { toast } from '#web/lib/toast.ts';
import { type Opportunity, useCreateOpportunity, useUpdateOpportunity } from '../api/opportunities.ts';

type OpportunityFormProps =
  | { mode: 'create'; defaultValues: PostingFormValues; templateId: number | null }
  | { mode: 'edit'; defaultValues: PostingFormValues; opportunity: Opportunity };

const createPayload = (values: PostingFormValues, templateId: number | null) => ({
  ...postingPayload(values),
  pipeline_steps: stepNames(values),
  ...(templateId ? { template_id: templateId } : {}),
});

const updatePayload = (values: PostingFormValues) => ({
  ...postingPayload(values),
  pipeline_steps: stepUpdates(values),
});

const SAVED_MESSAGES: Record<OpportunityStatus, string> = {
  draft: 'Saved as a draft.',
  published: 'Published: candidates can find it now.',
  paused: 'Changes saved.',
  closed: 'Changes saved.',
};

export function OpportunityForm(props: OpportunityFormProps) {
  const navigate = useNavigate();
  const company = useSession().user?.activeCompany;
  const create = useCreateOpportunity();
  const update = useUpdateOpportunity(props.mode === 'edit' ? props.opportunity.id : 0);
  const allowLeaving = useRef(false);
  const templateId = props.mode === 'create' ? props.templateId : null;
  const form = useForm<PostingFormValues>({
    defaultValues: props.defaultValues,
    resolver:
      props.mode === 'create'
        ? payloadResolver(createOpportunitySchema, (values) => createPayload(values, templateId))
        : payloadResolver(updateOpportunitySchema, updatePayload),
  });
  const { isDirty, isSubmitting } = form.formState;
  const currentStatus = props.mode === 'edit' ? props.opportunity.status : 'draft';

  const save = (status: OpportunityStatus | null) =>
    form.handleSubmit(async (values) => {
      try {
        const saved =
          props.mode === 'create'
            ? await create.mutateAsync({ ...createPayload(values, templateId), status: status ?? 'draft' })
            : await update.mutateAsync({ ...updatePayload(values), ...(status ? { status } : {}) });
        allowLeaving.current = true;
        toast.success(SAVED_MESSAGES[saved.status]);
        navigate(`/company-opportunities?status=${saved.status}`);
      } catch (error) {
        showServerErrors(error, form.setError);
      }
    });

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard when={isDirty} allowLeaving={allowLeaving} />
      <form
        noValidate
        onSubmit={save(null)}
        aria-label={props.mode === 'create' ? 'New opportunity' : 'Edit opportunity'}
      >
        <PostingEditorLayout
          preview={
            <LivePostingPreview company={{ name: company?.name ?? '', avatar: company?.avatar ?? null }} />
          }
          actions={
            currentStatus === 'draft' ? (
              <>
                <Button variant="secondary" loading={isSubmitting} onClick={save('draft')}>
                  <Save className="size-4" aria-hidden="true" />
                  Save as draft
                </Button>
                <Button loading={isSubmitting} onClick={save('published')}>
                  <Send className="size-4" aria-hidden="true" />
                  Publish
                </Button>
              </>
            ) : (
              <Button type="submit" loading={isSubmitting}>
                <Save className="size-4" aria-hidden="true" />
                Save changes
              </Button>
            )
          }
        >
          <PostingFormError />
          <PostingFormBody />
        </PostingEditorLayout>
      </form>
    </FormProvider>
  );
}
