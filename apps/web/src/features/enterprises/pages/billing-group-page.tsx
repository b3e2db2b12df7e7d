// `/enterprise-billing-groups/:id`: one billing group, its payer and its invoices. The Owner edits
// or deletes it; Admins and Viewers read it.
import { BILLING_GROUP_MODE_LABELS, BILLING_PERIOD_LABELS, cardDescription } from '@hireloop/shared/billing';
import { formatDate } from '@hireloop/shared/time';
import { useQueryClient } from '@tanstack/react-query';
import { ReceiptText } from 'lucide-react';
import { useParams } from 'react-router';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { InvoiceRow } from '#web/components/invoice-row.tsx';
import { toast } from '#web/lib/toast.ts';
import { type BillingGroup, updateBillingGroup, useBillingGroup } from '../api/billing-groups.ts';
import { enterpriseKeys } from '../api/enterprise-query-keys.ts';
import { BackLink } from '../components/back-link.tsx';
import { BillingGroupForm } from '../components/billing-group-form.tsx';
import { BillingGroupInvoiceDialog } from '../components/billing-group-invoice-dialog.tsx';
import { countLabel } from '../components/count-label.ts';
import { DeleteBillingGroupDialog } from '../components/delete-billing-group-dialog.tsx';
import { LoadingPanel } from '../components/loading-panel.tsx';
import { NotFoundPanel } from '../components/not-found-panel.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { QueryError } from '../components/query-error.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { useEnterpriseLabels } from '../hooks/use-enterprise-labels.ts';
import { idFromParam } from '../page-number.ts';

function PayerFacts({ group }: { group: BillingGroup }) {
  const labels = useEnterpriseLabels();
  const address = group.address;
  const facts: [string, string][] = [
    [labels.companyPlural, group.locations.map((location) => location.name).join(', ')],
    [
      'Billing',
      `${BILLING_PERIOD_LABELS[group.billingPeriod]}, ${BILLING_GROUP_MODE_LABELS[group.billingMode].toLowerCase()}${group.billingMode === 'monthly_on_cycle_day' ? ` (day ${group.cycleDay})` : ''}`,
    ],
    ['Current period', `${formatDate(group.period.startsAt)} to ${formatDate(group.period.endsAt)}`],
    [
      'Card',
      group.paymentMethod
        ? `${cardDescription(group.paymentMethod.brand, group.paymentMethod.last4)}, expires ${String(group.paymentMethod.expMonth).padStart(2, '0')}/${group.paymentMethod.expYear}`
        : 'No card on file',
    ],
    [
      'Billing address',
      address
        ? [
            address.name,
            address.line1,
            address.line2,
            `${address.postalCode} ${address.city}`,
            address.region,
            address.country,
          ]
            .filter(Boolean)
            .join(', ')
        : 'None yet',
    ],
  ];
  return (
    <SectionCard title="Payer">
      <dl className="divide-y divide-slate-200">
        {facts.map(([term, value]) => (
          <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:px-6">
            <dt className="text-sm font-medium text-slate-600">{term}</dt>
            <dd className="text-sm break-words text-slate-900 sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

function InvoiceList({ group }: { group: BillingGroup }) {
  return (
    <SectionCard title="Invoices">
      {group.invoices.length === 0 ? (
        <EmptyState
          icon={ReceiptText}
          title="No invoices yet"
          description={`The first invoice is made when this period closes on ${formatDate(group.nextCloseAt)}.`}
        />
      ) : (
        <ul aria-label="Invoices" className="divide-y divide-slate-200">
          {group.invoices.map((invoice) => (
            <InvoiceRow
              key={invoice.id}
              invoice={invoice}
              title={<BillingGroupInvoiceDialog groupId={group.id} invoice={invoice} />}
              className="px-4 sm:px-6"
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function BillingGroupDetails({ id }: { id: number }) {
  const labels = useEnterpriseLabels();
  const group = useBillingGroup(id);
  const queryClient = useQueryClient();
  const back = <BackLink to="/enterprise-billing-groups">Billing groups</BackLink>;

  if (group.isPending) return <LoadingPanel label="Loading billing group" />;
  if (group.isError) {
    return (
      <QueryError
        error={group.error}
        onRetry={() => group.refetch()}
        retrying={group.isFetching}
        notFound={{
          title: 'Billing group not found',
          description: 'This billing group does not exist or is not one of yours.',
          backTo: '/enterprise-billing-groups',
          backLabel: 'All billing groups',
        }}
      />
    );
  }

  const data = group.data;
  return (
    <div className="space-y-6">
      <PageIntro
        eyebrow={back}
        title={data.name}
        description={`Pays for ${countLabel(data.locations.length, labels.company, labels.companyPlural).toLowerCase()} · next invoice ${formatDate(data.nextCloseAt)}`}
        actions={
          data.abilities.manage ? (
            <DeleteBillingGroupDialog id={id} name={data.name} noun={labels.company} />
          ) : null
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <PayerFacts group={data} />
        <InvoiceList group={data} />
      </div>
      {data.abilities.manage ? (
        <Card className="p-5 sm:p-6">
          <h3 className="mb-6 text-base font-semibold text-slate-900">Edit billing group</h3>
          <BillingGroupForm
            key={`${data.id}-${data.name}-${data.paymentMethod?.last4 ?? ''}`}
            group={data}
            submitLabel="Save changes"
            onSubmit={async (input) => {
              const saved = await updateBillingGroup(id, input);
              queryClient.setQueryData(enterpriseKeys.billingGroup(id), saved);
              await queryClient.invalidateQueries({ queryKey: enterpriseKeys.billingGroups() });
              toast.success('The billing group was saved.');
            }}
          />
        </Card>
      ) : null}
    </div>
  );
}

export default function BillingGroupPage() {
  const id = idFromParam(useParams().id);
  return (
    <div className="mx-auto max-w-5xl">
      {id === null ? (
        <NotFoundPanel
          title="Billing group not found"
          description="This address does not point to a billing group."
          backTo="/enterprise-billing-groups"
          backLabel="All billing groups"
        />
      ) : (
        <BillingGroupDetails id={id} />
      )}
    </div>
  );
}
