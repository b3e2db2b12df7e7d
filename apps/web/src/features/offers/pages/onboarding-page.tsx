// `/onboarding/{id}`: the hire's first-day checklist after accepting an offer: progress, each task
// with its due date, and the forms to complete them. The company's team reads the same page.
import { PartyPopper } from 'lucide-react';
import { useParams } from 'react-router';
import { Banner } from '#web/components/banner.tsx';
import { Card } from '#web/components/card.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { HttpError } from '#web/lib/http.ts';
import { useOnboarding } from '../api/onboarding.ts';
import { OnboardingTaskCard } from '../components/onboarding-task-card.tsx';

export default function OnboardingPage() {
  const { id = '' } = useParams();
  const onboarding = useOnboarding(Number(id));

  if (onboarding.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-6 text-brand-600" label="Loading your onboarding" />
      </div>
    );
  }
  if (onboarding.isError) {
    const missing = onboarding.error instanceof HttpError && onboarding.error.status === 404;
    return (
      <Card className="mx-auto max-w-2xl">
        {missing ? (
          <ErrorState
            title="Onboarding not found"
            description="This checklist does not exist or is not yours."
          />
        ) : (
          <ErrorState onRetry={() => void onboarding.refetch()} retrying={onboarding.isFetching} />
        )}
      </Card>
    );
  }
  const data = onboarding.data;
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-2 sm:px-0">
      <div>
        <p className="text-sm font-medium text-slate-500">{data.company.name}</p>
        <h2 className="text-xl font-semibold tracking-tight text-slate-900">
          Welcome aboard: {data.opportunityTitle}
        </h2>
        <p id="onboarding-progress" className="mt-2 text-sm text-slate-700">
          {data.tasksCompleted} of {data.tasksTotal} tasks done ({data.progress} %)
        </p>
        <div
          role="progressbar"
          aria-labelledby="onboarding-progress"
          aria-valuenow={data.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-emerald-600 transition-all" style={{ width: `${data.progress}%` }} />
        </div>
      </div>
      {data.status === 'completed' ? (
        <Banner variant="success" title="All done">
          <span className="inline-flex items-center gap-1">
            <PartyPopper className="size-4" aria-hidden="true" /> Your onboarding is complete. See you on your
            first day!
          </span>
        </Banner>
      ) : null}
      <ol className="space-y-4" aria-label="Onboarding tasks">
        {data.tasks.map((task) => (
          <li key={task.id}>
            <OnboardingTaskCard task={task} onboardingId={data.id} canComplete={data.abilities.complete} />
          </li>
        ))}
      </ol>
    </div>
  );
}
