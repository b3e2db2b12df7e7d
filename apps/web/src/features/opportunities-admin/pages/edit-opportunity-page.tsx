// `/company-opportunities/{id}/edit` (Recruiter and above): the opportunity in the same form as a
// new one. Renaming, reordering and adding steps is free; removing a step some candidate is at is
// refused by the server, and its message shows beside the steps.
import { FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Banner } from '#web/components/banner.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { PostingFormSkeleton } from '#web/components/posting-form/posting-form-skeleton.tsx';
import {
  type PostingFormValues,
  postingFormValuesOf,
} from '#web/components/posting-form/posting-form-values.ts';
import { HttpError } from '#web/lib/http.ts';
import { type Opportunity, useOpportunity } from '../api/opportunities.ts';
import { OpportunityForm } from '../components/opportunity-form.tsx';

function valuesOf(opportunity: Opportunity): PostingFormValues {
  return {
    name: '',
    ...postingFormValuesOf(opportunity),
    pipeline_steps: [...opportunity.pipelineSteps]
      .sort((a, b) => a.position - b.position)
      .map((step) => ({ step_id: step.id, name: step.name, candidate_count: step.candidateCount })),
  };
}

export default function EditOpportunityPage() {
  const id = Number(useParams().id);
  const opportunity = useOpportunity(id);

  let content: ReactNode;
  if (
    !Number.isInteger(id) ||
    id <= 0 ||
    (opportunity.error instanceof HttpError && opportunity.error.status === 404)
  ) {
    content = (
      <div className="rounded-xl bg-white shadow-card">
        <EmptyState
          icon={FileQuestion}
          title="This opportunity was not found"
          description="It may have been deleted, or it belongs to another company."
          action={<ButtonLink to="/company-opportunities">Back to opportunities</ButtonLink>}
        />
      </div>
    );
  } else if (opportunity.isPending) {
    content = <PostingFormSkeleton label="Loading the opportunity" />;
  } else if (opportunity.isError) {
    content = (
      <div className="rounded-xl bg-white shadow-card">
        <ErrorState onRetry={() => void opportunity.refetch()} retrying={opportunity.isFetching} />
      </div>
    );
  } else if (!opportunity.data.abilities.update) {
    content = (
      <Banner variant="warning" title="View only">
        Your role can see this opportunity but not change it. Ask a recruiter or manager to make changes.
      </Banner>
    );
  } else {
    content = (
      <OpportunityForm
        key={opportunity.data.id}
        mode="edit"
        defaultValues={valuesOf(opportunity.data)}
        opportunity={opportunity.data}
      />
    );
  }

  return <div className="mx-auto max-w-7xl">{content}</div>;
}
