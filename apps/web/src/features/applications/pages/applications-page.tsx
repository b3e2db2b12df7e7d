// `/applications` ("My Applications"): every application with its company, current step, status
// and dates; Active (in the pipeline) or All; withdraw with a confirmation; drafts lead to
// /finish-application/{uuid}. Step changes arrive live over the candidate's private channel.
import { FileText, Search } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '../../../components/button-link.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useLiveApplicationUpdates } from '../api/live-application-updates.ts';
import { type Application, useApplications, useWithdrawApplication } from '../api/my-applications.ts';
import { ApplicationRow } from '../components/application-row.tsx';
import { ApplicationsTabs } from '../components/applications-tabs.tsx';
import { UnfinishedApplications } from '../components/unfinished-applications.tsx';
import { WithdrawApplicationDialog } from '../components/withdraw-application-dialog.tsx';
import { useApplicationsParams } from '../use-applications-params.ts';

export default function ApplicationsPage() {
  const { tab, page, setPage } = useApplicationsParams();
  const query = useApplications({ status: tab === 'active' ? 'active' : null, page });
  const withdraw = useWithdrawApplication();
  const [withdrawing, setWithdrawing] = useState<Application | null>(null);
  useLiveApplicationUpdates();
  const now = new Date();

  const confirmWithdraw = () => {
    if (!withdrawing) return;
    withdraw.mutate(withdrawing.id, { onSettled: () => setWithdrawing(null) });
  };

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-600">Where each of your applications stands with the hiring team.</p>
        <ButtonLink to="/opportunities" variant="secondary" size="sm">
          <Search className="size-4" aria-hidden="true" />
          Find opportunities
        </ButtonLink>
      </div>
      <ApplicationsTabs current={tab} />
      {tab === 'active' ? <UnfinishedApplications /> : null}
      <Card>
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-4 sm:px-6">
          <h2 id="applications-heading" className="text-base font-semibold text-slate-900">
            {tab === 'active' ? 'In progress' : 'All applications'}
            {query.data ? (
              <span className="ml-2 text-sm font-normal text-slate-600">{query.data.meta.total}</span>
            ) : null}
          </h2>
          {query.isFetching && !query.isPending ? (
            <Spinner className="size-4 text-slate-400" label="Updating" />
          ) : null}
        </div>
        {query.isPending ? (
          <div className="flex justify-center py-14">
            <Spinner className="size-6 text-brand-600" label="Loading your applications" />
          </div>
        ) : query.isError || !query.data ? (
          <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.data.data.length === 0 ? (
          <EmptyState
            icon={FileText}
            title={
              page > 1
                ? 'Nothing on this page'
                : tab === 'active'
                  ? 'No applications in progress'
                  : 'You haven’t applied to anything yet'
            }
            description={
              tab === 'active'
                ? 'Applications you send show here while companies consider them. Decided and withdrawn ones are under All.'
                : 'Find an opportunity that fits you and apply in a few minutes.'
            }
            action={<ButtonLink to="/opportunities">Find opportunities</ButtonLink>}
          />
        ) : (
          <>
            <ul aria-labelledby="applications-heading" className="divide-y divide-slate-200">
              {query.data.data.map((application) => (
                <ApplicationRow
                  key={application.id}
                  application={application}
                  now={now}
                  onWithdraw={setWithdrawing}
                />
              ))}
            </ul>
            <div className="px-4 pb-4 sm:px-6">
              <Pagination
                label="Application pages"
                page={query.data.meta.currentPage}
                lastPage={query.data.meta.lastPage}
                total={query.data.meta.total}
                onPageChange={setPage}
              />
            </div>
          </>
        )}
      </Card>
      <WithdrawApplicationDialog
        application={withdrawing}
        withdrawing={withdraw.isPending}
        onCancel={() => setWithdrawing(null)}
        onConfirm={confirmWithdraw}
      />
    </div>
  );
}
