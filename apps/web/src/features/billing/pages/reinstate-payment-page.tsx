// `/reinstate-payment/{billableEntityId}` (SPEC.md §2, §8): where switching into a locked company
// leads. A Company Admin settles the open invoices (or re-subscribes a cancelled or deleted account) and is
// let back in at once; anyone else is told to ask a Company Admin.
import {
  LOCK_REASONS,
  type LockReason,
  lockReasonOf,
  UNPAID_INVOICE_STATUSES,
} from '@hireloop/shared/billing';
import { LockKeyhole } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { useSession } from '#web/lib/session/session.tsx';
import type { UserCompany } from '#web/lib/session/session-user.ts';
import { toast } from '#web/lib/toast.ts';
import { useInvoice, useInvoices, useResubscribe } from '../api/billing.ts';
import { AddressForm } from '../components/address-form.tsx';
import { WithBilling } from '../components/billing-query-state.tsx';
import { CardForm } from '../components/card-form.tsx';
import { InvoiceDetails } from '../components/invoice-details.tsx';
import { SavedCard } from '../components/saved-card.tsx';

const date = (value: string | null) => (value ? new Date(value) : null);

function clientLockReason(company: UserCompany): LockReason | null {
  return lockReasonOf(
    {
      firstUnpaidInvoiceAt: date(company.firstUnpaidInvoiceAt),
      cancellationAt: date(company.cancellationAt),
      deletedAt: date(company.deletedAt),
    },
    new Date(),
  );
}

/** Back into the company: the lock is lifted, so the switch (made when it failed) now stands. */
function letBackIn() {
  window.location.assign('/company-dashboard');
}

function OpenInvoice({ id }: { id: number }) {
  const invoice = useInvoice(id);
  if (!invoice.data) return null;
  return <InvoiceDetails invoice={invoice.data} onPaid={letBackIn} />;
}

function AdminReinstate() {
  const invoices = useInvoices(1);
  const resubscribe = useResubscribe();
  return (
    <WithBilling>
      {(billing) => {
        const open = (invoices.data?.data ?? []).filter((invoice) =>
          UNPAID_INVOICE_STATUSES.includes(invoice.status),
        );
        return (
          <div className="space-y-5">
            <Card className="space-y-4 p-5">
              <h2 className="font-semibold text-slate-900">Card</h2>
              {billing.paymentMethod ? <SavedCard card={billing.paymentMethod} /> : null}
              <CardForm />
            </Card>
            {!billing.address ? (
              <Card className="space-y-4 p-5">
                <h2 className="font-semibold text-slate-900">Billing address</h2>
                <AddressForm address={billing.address} />
              </Card>
            ) : null}
            {billing.lockReason === 'cancelled' || billing.lockReason === 'deleted' ? (
              <Button
                size="lg"
                loading={resubscribe.isPending}
                onClick={() =>
                  resubscribe.mutate(undefined, {
                    onSuccess: () => {
                      toast.success('Welcome back! Your subscription is active again.');
                      letBackIn();
                    },
                  })
                }
              >
                Re-subscribe
              </Button>
            ) : null}
            {open.map((invoice) => (
              <OpenInvoice key={invoice.id} id={invoice.id} />
            ))}
            {!billing.lockReason ? (
              <Button size="lg" onClick={letBackIn}>
                Continue to your account
              </Button>
            ) : null}
          </div>
        );
      }}
    </WithBilling>
  );
}

export default function ReinstatePaymentPage() {
  const { user } = useSession();
  const id = Number(useParams().id);
  const company = user?.companies.find((candidate) => candidate.billableEntityId === id) ?? null;
  if (!user) return null;
  if (!company) {
    return (
      <Card className="mx-auto max-w-xl p-6 text-center">
        <h1 className="text-xl font-semibold text-slate-900">This account is not available</h1>
        <p className="mt-2 text-slate-600">You are not a member of the company this page is for.</p>
      </Card>
    );
  }
  const reason = clientLockReason(company) ?? 'invoice_overdue';
  const isAdmin = company.role === 'Company Admin';
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div className="text-center">
        <LockKeyhole className="mx-auto size-10 text-red-600" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900">{LOCK_REASONS[reason]}</h1>
        <p className="mt-2 text-slate-600">
          {isAdmin
            ? reason === 'invoice_overdue'
              ? `${company.name} has invoices past due. Pay them to open the account again at once.`
              : reason === 'deleted'
                ? `${company.name} was deleted. Re-subscribe to open it again.`
                : `${company.name} is closed. Re-subscribe to open it again.`
            : `${company.name} is locked. Please contact a Company Admin of ${company.name} to reopen it.`}
        </p>
      </div>
      {isAdmin ? <AdminReinstate /> : null}
    </div>
  );
}
