// `/company-opportunities/create` (Recruiter and above): choose a blank posting or a template
// (`?start=scratch`, `?template={id}`), then fill in the form beside its live preview.
import { MIN_PIPELINE_STEPS } from '@hireloop/shared/opportunities';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '#web/components/banner.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { PostingFormSkeleton } from '#web/components/posting-form/posting-form-skeleton.tsx';
import {
  blankPostingValues,
  newStep,
  type PostingFormValues,
  postingFormValuesOf,
} from '#web/components/posting-form/posting-form-values.ts';
import { type StartingTemplate, useStartingTemplate } from '../api/opportunity-templates.ts';
import { OpportunityForm } from '../components/opportunity-form.tsx';
import { TemplateChooser } from '../components/template-chooser.tsx';

function templateIdOf(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

function valuesFromTemplate(template: StartingTemplate): PostingFormValues {
  const blank = blankPostingValues();
  return {
    ...blank,
    ...postingFormValuesOf(template),
    // Questions become the new opportunity's own: it gets fresh ids when saved.
    screening_questions: postingFormValuesOf(template).screening_questions.map((question) => ({
      ...question,
      question_id: null,
    })),
    pipeline_steps:
      template.pipelineSteps.length >= MIN_PIPELINE_STEPS
        ? template.pipelineSteps.map((name) => newStep(name))
        : blank.pipeline_steps,
  };
}

export default function CreateOpportunityPage() {
  const [searchParams] = useSearchParams();
  const templateId = templateIdOf(searchParams.get('template'));
  const fromScratch = searchParams.get('start') === 'scratch';
  const template = useStartingTemplate(templateId);

  let content: ReactNode;
  if (templateId === null && !fromScratch) {
    content = <TemplateChooser />;
  } else if (templateId === null) {
    content = (
      <OpportunityForm key="scratch" mode="create" defaultValues={blankPostingValues()} templateId={null} />
    );
  } else if (template.isPending) {
    content = <PostingFormSkeleton label="Loading the template" />;
  } else if (template.isError) {
    content = (
      <div className="rounded-xl bg-white shadow-card">
        <ErrorState
          title="This template could not be opened"
          description="It may have been deleted. Choose another one, or start from scratch."
          onRetry={() => void template.refetch()}
          retrying={template.isFetching}
        />
        <p className="pb-8 text-center">
          <Link
            to="/company-opportunities/create"
            className="text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            Back to the choices
          </Link>
        </p>
      </div>
    );
  } else {
    content = (
      <div className="space-y-6">
        <Banner variant="info">
          Starting from the template <strong>{template.data.name}</strong>. Change anything; the template
          stays as it is.{' '}
          <Link to="/company-opportunities/create" className="font-semibold underline underline-offset-2">
            Choose another start
          </Link>
        </Banner>
        <OpportunityForm
          key={template.data.id}
          mode="create"
          defaultValues={valuesFromTemplate(template.data)}
          templateId={template.data.id}
        />
      </div>
    );
  }

  const choosing = templateId === null && !fromScratch;
  return <div className={choosing ? 'mx-auto max-w-5xl' : 'mx-auto max-w-7xl'}>{content}</div>;
}
