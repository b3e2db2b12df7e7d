// `/enterprise-billing-groups`: the enterprise's billing groups, each paying for its locations on
// one invoice per period. The Owner creates them; Admins and Viewers read theirs.
import { BILLING_GROUP_MODE_LABELS, BILLING_PERIOD_LABELS, cardDescription } from '@hireloop/shared/billing';
import { formatDate } from '@hireloop/shared/time';
import { CreditCard, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { useBillingGroupsPage } from '../api/billing-groups.ts';
import { countLabel } from '../components/count-label.ts';
import { ListPagination } from '../components/list-pagination.tsx';
import { LoadingPanel } from '../components/loading-panel.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { useEnterpriseLabels } from '../hooks/use-enterprise-labels.ts';
import { pageFromSearch } from '../page-number.ts';

export default function BillingGroupsPage() {
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const labels = useEnterpriseLabels();
  const groups = useBillingGroupsPage(page);
  const canCreate = groups.data?.abilities.manage ?? false;
  const createLink = canCreate ? (
    <ButtonLink to="/enterprise-billing-groups/create">
      <Plus className="size-4" aria-hidden="true" />
      Create Billing Group
    </ButtonLink>
  ) : null;

  let content: ReactNode;
  if (groups.isPending) {
    content = <LoadingPanel label="Loading billing groups" />;
  } else if (groups.isError) {
    content = <ErrorState onRetry={() => groups.refetch()} retrying={groups.isFetching} />;
  } else if (groups.data.data.length === 0) {
    content = (
      <EmptyState
        icon={CreditCard}
        title={page > 1 ? 'Nothing on this page' : 'No billing groups yet'}
        description={
          canCreate
            ? `Group ${labels.companyPlural.toLowerCase()} under one payer to get one invoice for all of them. ${labels.companyPlural} in no group pay for themselves.`
            : `Your ${labels.companyPlural.toLowerCase()} pay for themselves. The account owner can group them under one payer.`
        }
        action={page > 1 ? null : createLink}
      />
    );
  } else {
    content = (
      <>
        <ul aria-label="Billing groups" className="divide-y divide-slate-200">
          {groups.data.data.map((group) => (
            <li
              key={group.id}
              className="flex flex-col gap-2 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6"
            >
              <div className="min-w-0">
                <Link
                  to={`/enterprise-billing-groups/${group.id}`}
                  className="font-medium break-words text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {group.name}
                </Link>
                <p className="text-sm break-words text-slate-600">
                  {countLabel(group.locations.length, labels.company, labels.companyPlural)}:{' '}
                  {group.locations.map((location) => location.name).join(', ')}
                </p>
              </div>
              <div className="shrink-0 text-sm text-slate-600 sm:text-right">
                <p>
                  {BILLING_PERIOD_LABELS[group.billingPeriod]} ·{' '}
                  {BILLING_GROUP_MODE_LABELS[group.billingMode]}
                </p>
                <p>
                  {group.paymentMethod
                    ? cardDescription(group.paymentMethod.brand, group.paymentMethod.last4)
                    : 'No card on file'}{' '}
                  · next invoice {formatDate(group.nextCloseAt)}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <ListPagination meta={groups.data.meta} label="Billing group pages" />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageIntro
        title="Billing groups"
        description={`Each billing group pays for its ${labels.companyPlural.toLowerCase()} with one invoice per period, a line per ${labels.company.toLowerCase()}.`}
        actions={groups.data?.data.length ? createLink : null}
      />
      <Card className="overflow-hidden">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 sm:px-6">
          <h3 className="text-base font-semibold text-slate-900">Billing groups</h3>
          {groups.data ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              {groups.data.meta.total} in total
            </p>
          ) : null}
        </div>
        {content}
      </Card>
    </div>
  );
}
