// `/enterprise-billing-groups`: the enterprise's billing groups, each paying for its locations on
// one invoice per period. The Owner creates them; Admins and Viewers read theirs.
import { BILLING_GROUP_MODE_LABELS, BILLING_PERIOD_LABELS, cardDescription } from '@hireloop/shared/billing';
import { formatDate } from '@hireloop/shared/time';
import { CreditCard, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { useBillingGroupsPage } from '../api/billing-groups.ts';
import { countLabel } from '../components/count-label.ts';
import { PageIntro } from '../components/page-intro.tsx';
import { PagedListSection } from '../components/paged-list-section.tsx';
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

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageIntro
        title="Billing groups"
        description={`Each billing group pays for its ${labels.companyPlural.toLowerCase()} with one invoice per period, a line per ${labels.company.toLowerCase()}.`}
        actions={groups.data?.data.length ? createLink : null}
      />
      <PagedListSection
        title="Billing groups"
        list={groups}
        page={page}
        loadingLabel="Loading billing groups"
        empty={{
          icon: CreditCard,
          title: 'No billing groups yet',
          description: canCreate
            ? `Group ${labels.companyPlural.toLowerCase()} under one payer to get one invoice for all of them. ${labels.companyPlural} in no group pay for themselves.`
            : `Your ${labels.companyPlural.toLowerCase()} pay for themselves. The account owner can group them under one payer.`,
          action: createLink,
        }}
        paginationLabel="Billing group pages"
      >
        {(items) => (
          <ul aria-label="Billing groups" className="divide-y divide-slate-200">
            {items.map((group) => (
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
        )}
      </PagedListSection>
    </div>
  );
}
