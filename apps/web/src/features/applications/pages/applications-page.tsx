// `/applications` ("My Applications"): every application with its company, current step, status
// and dates; Active (in the pipeline) or All; withdraw with a confirmation; drafts lead to
// /finish-application/{uuid}. Step changes arrive live over the candidate's private channel.
import { FileText, Search } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PagedList, PagedListHeader } from '#web/components/paged-list.tsx';
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
        <PagedListHeader id="applications-heading" query={query}>
          {tab === 'active' ? 'In progress' : 'All applications'}
          {query.data ? (
            <span className="ml-2 text-sm font-normal text-slate-600">{query.data.meta.total}</span>
          ) : null}
        </PagedListHeader>
        <PagedList
          query={query}
          labelledBy="applications-heading"
          loadingLabel="Loading your applications"
          empty={
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
          }
          pagesLabel="Application pages"
          onPageChange={setPage}
        >
          {(application) => (
            <ApplicationRow
              key={application.id}
              application={application}
              now={now}
              onWithdraw={setWithdrawing}
            />
          )}
        </PagedList>
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
