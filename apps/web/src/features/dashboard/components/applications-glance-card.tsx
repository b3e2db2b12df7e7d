// "Your applications": how many are in each status and the latest three, with the way to
// My Applications. Live: a step change refreshes it.
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@hireloop/shared/application-statuses';
import { relativeTime } from '@hireloop/shared/time';
import { clsx } from 'clsx';
import { ArrowRight, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '#web/components/avatar.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import {
  type GlanceApplication,
  useApplicationStatusCounts,
  useLatestApplications,
  useLiveApplicationGlance,
} from '../api/applications-glance.ts';

/** In the order a candidate thinks of them: what needs me, what is moving, how it ended. */
const SHOWN_STATUSES: ApplicationStatus[] = ['draft', 'active', 'hired', 'disqualified', 'withdrawn'];

const DOTS: Record<ApplicationStatus, string> = {
  draft: 'bg-amber-500',
  active: 'bg-brand-600',
  hired: 'bg-emerald-600',
  disqualified: 'bg-slate-400',
  withdrawn: 'bg-slate-300',
};

function LatestRow({ application, now }: { application: GlanceApplication; now: Date }) {
  const draft = application.status === 'draft';
  // The step only says more than the status while the application is in the pipeline.
  const inPipeline = application.status === 'active' || application.status === 'hired';
  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar name={application.company.name} src={application.company.avatar} shape="square" size="sm" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-slate-900">{application.opportunity.title}</p>
        <p className="truncate text-xs text-slate-600">
          {application.company.name}
          {inPipeline ? ` · ${application.stepName}` : ''} · updated{' '}
          {relativeTime(application.updatedAt, now)}
        </p>
      </div>
      {draft ? (
        <ButtonLink to={`/finish-application/${application.uuid}`} size="sm" variant="secondary">
          Finish
        </ButtonLink>
      ) : (
        <span className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-700">
          <span className={clsx('size-2 rounded-full', DOTS[application.status])} aria-hidden="true" />
          {APPLICATION_STATUS_LABELS[application.status]}
        </span>
      )}
    </li>
  );
}

export function ApplicationsGlanceCard() {
  const counts = useApplicationStatusCounts();
  const latest = useLatestApplications();
  useLiveApplicationGlance();
  const now = new Date();
  const pending = counts.isPending || latest.isPending;
  const failed = counts.isError || latest.isError;

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">Your applications</h2>
        <Link
          to="/applications"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          My Applications
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {pending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6 text-brand-600" label="Loading your applications" />
        </div>
      ) : failed || !counts.counts || !latest.data ? (
        <ErrorState
          description="We could not load your applications right now."
          onRetry={() => {
            counts.refetch();
            void latest.refetch();
          }}
          retrying={latest.isFetching}
        />
      ) : latest.data.meta.total === 0 ? (
        <EmptyState
          icon={FileText}
          title="No applications yet"
          description="When you apply, you can follow each application’s progress here."
          action={<ButtonLink to="/opportunities">Find opportunities</ButtonLink>}
        />
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
            {SHOWN_STATUSES.map((status) => (
              <div
                key={status}
                className="rounded-lg bg-slate-50 px-3 py-2.5 last:col-span-2 sm:last:col-span-1"
              >
                <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
                  <span className={clsx('size-2 rounded-full', DOTS[status])} aria-hidden="true" />
                  {APPLICATION_STATUS_LABELS[status]}
                </dt>
                <dd className="mt-1 text-xl font-semibold text-slate-900">{counts.counts?.[status] ?? 0}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">Latest</h3>
          <ul className="divide-y divide-slate-200">
            {latest.data.data.map((application) => (
              <LatestRow key={application.id} application={application} now={now} />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
