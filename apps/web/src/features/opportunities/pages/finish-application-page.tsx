// `/finish-application/{uuid}`: an application saved unfinished. Its questions come back with the
// saved answers; submit it or save again. One already sent (or withdrawn) shows where it stands.
import { APPLICATION_STATUS_LABELS } from '@hireloop/shared/application-statuses';
import { FileQuestion, FileText } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Avatar } from '#web/components/avatar.tsx';
import { Banner } from '#web/components/banner.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import { useDraftApplication, useFinishApplication } from '../api/applying.ts';
import type { ApplicationDetail } from '../api/opportunity-types.ts';
import { isNotFound } from '../api/public-opportunity.ts';
import { ApplicationOutcome, type Outcome } from '../components/application-outcome.tsx';
import { ScreeningQuestionsForm } from '../components/screening-questions-form.tsx';
import { outcomeOfSubmission } from '../outcomes.ts';
import type { Answer } from '../screening-answers.ts';

function OpportunityHeading({ application }: { application: ApplicationDetail }) {
  return (
    <div className="flex items-center gap-3">
      <Avatar name={application.company.name} src={application.company.avatar} shape="square" size="base" />
      <div className="min-w-0">
        <p className="text-lg font-semibold text-slate-900">{application.opportunity.title}</p>
        <p className="text-sm text-slate-700">{application.company.name}</p>
      </div>
    </div>
  );
}

function AlreadyDecided({ application }: { application: ApplicationDetail }) {
  const status = APPLICATION_STATUS_LABELS[application.status];
  return (
    <EmptyState
      icon={FileText}
      title={
        application.status === 'withdrawn'
          ? 'This application was withdrawn'
          : 'This application was already sent'
      }
      description={`Status: ${status}${application.stepName !== status ? ` · ${application.stepName}` : ''}. You can follow it in My Applications.`}
      action={<ButtonLink to="/applications">Go to My Applications</ButtonLink>}
    />
  );
}

function FinishForm({ application }: { application: ApplicationDetail }) {
  const finish = useFinishApplication();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (outcome) return <ApplicationOutcome outcome={outcome} headingLevel="h2" />;
  if (application.status !== 'draft') return <AlreadyDecided application={application} />;
  if (!application.opportunity.acceptingApplications) {
    return (
      <div className="space-y-4">
        <Banner variant="warning" title="This opportunity is not accepting applications right now">
          The company paused or closed it after you saved your answers. You can withdraw this application from
          My Applications.
        </Banner>
        <ButtonLink to="/applications" variant="secondary">
          Go to My Applications
        </ButtonLink>
      </div>
    );
  }
  const send = async (answers: Answer[], submit: boolean) => {
    const saved = await finish.mutateAsync({ uuid: application.uuid, answers, submit });
    const result = outcomeOfSubmission(saved);
    if (result) setOutcome(result);
    else toast.success('Your answers are saved. You can finish any time from My Applications.');
  };
  return (
    <ScreeningQuestionsForm
      questions={application.opportunity.screeningQuestions}
      savedAnswers={application.answers}
      onSend={send}
      note="Your profile and resume go with your answers. Once submitted, answers can’t be changed."
    />
  );
}

export default function FinishApplicationPage() {
  const { uuid = '' } = useParams();
  const query = useDraftApplication(uuid);

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Finish your application</h1>
      <p className="mt-1 text-slate-600">Pick up where you left off. Your saved answers are filled in.</p>
      <Card className="mt-6 p-5 sm:p-7">
        {query.isPending ? (
          <div className="flex justify-center py-14">
            <Spinner className="size-6 text-brand-600" label="Loading your application" />
          </div>
        ) : query.isError && isNotFound(query.error) ? (
          <EmptyState
            icon={FileQuestion}
            title="We couldn’t find this application"
            description="The link may be incomplete, or the application belongs to another account."
            action={<ButtonLink to="/applications">Go to My Applications</ButtonLink>}
          />
        ) : query.isError || !query.data ? (
          <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <div className="space-y-6">
            <OpportunityHeading application={query.data} />
            <div className="border-t border-slate-200 pt-6">
              <FinishForm application={query.data} />
            </div>
          </div>
        )}
      </Card>
    </div>
  );
}
