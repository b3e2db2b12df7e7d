// `/company-billing` (Company Admin): the plan and trial, the live cost meter with the spend cap,
// the card on file, the cancellation state and the invoices.
import { type BILLING_MODES, formatCents, LOCK_REASONS } from '@hireloop/shared/billing';
import { UNPAID_INVOICE_LOCK_DAYS } from '@hireloop/shared/constants';
import { formatDate } from '@hireloop/shared/time';
import { CreditCard, Settings } from 'lucide-react';
import { Banner } from '#web/components/banner.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import type { BillingSummary } from '../api/billing.ts';
import { WithBilling } from '../components/billing-query-state.tsx';
import { CostMeterCard } from '../components/cost-meter-card.tsx';
import { InvoicesCard } from '../components/invoices-card.tsx';
import { SavedCard } from '../components/saved-card.tsx';

const DAY_MS = 86_400_000;
const payBy = (firstUnpaid: string) =>
  formatDate(new Date(new Date(firstUnpaid).getTime() + UNPAID_INVOICE_LOCK_DAYS * DAY_MS).toISOString());

const MODE_LABELS: Record<(typeof BILLING_MODES)[number], string> = {
  immediate_then_recurring_monthly: 'Billed when your trial ends, then monthly',
  monthly_on_cycle_day: 'Billed monthly on your cycle day',
  on_billing_cycle: 'Billed at the start of each month',
};

function PlanCard({ billing }: { billing: BillingSummary }) {
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-slate-900">Plan</h2>
      <p className="mt-1 text-slate-800">Pay as you go: {MODE_LABELS[billing.billingMode]}.</p>
      <p className="mt-1 text-sm text-slate-600">
        {billing.inTrial && billing.trialEndsAt
          ? `Free trial until ${formatDate(billing.trialEndsAt)}.`
          : `Current period ends ${formatDate(billing.period.endsAt)}.`}
        {billing.cancellationAt ? ` Cancelled: closes ${formatDate(billing.cancellationAt)}.` : ''}
      </p>
    </Card>
  );
}

function PaymentCard({ billing }: { billing: BillingSummary }) {
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-4">
        <h2 className="font-semibold text-slate-900">Payment method</h2>
        <CreditCard className="size-5 text-brand-600" aria-hidden="true" />
      </div>
      <div className="mt-3">
        {billing.paymentMethod ? (
          <SavedCard card={billing.paymentMethod} />
        ) : (
          <p className="text-sm text-slate-600">No card on file. Add one before your trial ends.</p>
        )}
      </div>
      {billing.address ? (
        <p className="mt-3 text-sm text-slate-600">
          Billed to {billing.address.name}, {billing.address.city}, {billing.address.country}
        </p>
      ) : null}
      <ButtonLink to="/company-billing/edit" variant="secondary" className="mt-4">
        <Settings className="size-4" aria-hidden="true" />
        Manage Plan &amp; Payment
      </ButtonLink>
    </Card>
  );
}

export default function CompanyBillingPage() {
  return (
    <WithBilling>
      {(billing) => (
        <div className="mx-auto max-w-5xl space-y-5">
          {billing.lockReason ? <Banner variant="error">{LOCK_REASONS[billing.lockReason]}</Banner> : null}
          {billing.firstUnpaidInvoiceAt && !billing.lockReason ? (
            <Banner variant="error">
              An invoice is unpaid. Pay it by {payBy(billing.firstUnpaidInvoiceAt)} to keep your account open.
            </Banner>
          ) : null}
          <div className="grid gap-5 lg:grid-cols-2">
            <PlanCard billing={billing} />
            <PaymentCard billing={billing} />
          </div>
          <CostMeterCard billing={billing} />
          <InvoicesCard />
          <p className="text-sm text-slate-600">
            Amounts in US dollars. The forecast of {formatCents(billing.forecastCents)} assumes the pace of
            this period so far.
          </p>
        </div>
      )}
    </WithBilling>
  );
}
