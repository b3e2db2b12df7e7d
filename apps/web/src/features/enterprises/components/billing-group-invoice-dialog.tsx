// One of a billing group's invoices, opened from the group's page: its lines per location, the
// total and what was paid, and its PDF. Loaded when the dialog opens.
import { formatDate } from '@hireloop/shared/time';
import { useState } from 'react';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { InvoiceLinesTable, InvoicePdfLink, InvoicePeriod } from '#web/components/invoice-parts.tsx';
import { InvoiceStatusBadge } from '#web/components/invoice-status-badge.tsx';
import {
  type BillingGroupInvoice,
  billingGroupInvoicePdfUrl,
  useBillingGroupInvoice,
} from '../api/billing-groups.ts';
import { LoadingPanel } from './loading-panel.tsx';

interface InvoiceDialogProps {
  groupId: number;
  invoice: { id: number; number: string };
}

/** The invoice number as a button that opens the invoice. */
export function BillingGroupInvoiceDialog({ groupId, invoice }: InvoiceDialogProps) {
  const [open, setOpen] = useState(false);
  const details = useBillingGroupInvoice(groupId, invoice.id, open);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {invoice.number}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={`Invoice ${invoice.number}`} size="wide">
        {details.isPending ? <LoadingPanel label="Loading invoice" /> : null}
        {details.isError ? (
          <Banner variant="error">
            <span>This invoice could not be loaded. </span>
            <Button variant="secondary" loading={details.isFetching} onClick={() => void details.refetch()}>
              Try again
            </Button>
          </Banner>
        ) : null}
        {details.data ? <InvoiceBody groupId={groupId} invoice={details.data} /> : null}
      </Dialog>
    </>
  );
}

function InvoiceBody({ groupId, invoice }: { groupId: number; invoice: BillingGroupInvoice }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          <InvoicePeriod invoice={invoice} />
        </p>
        <InvoiceStatusBadge status={invoice.status} />
      </div>
      <InvoiceLinesTable invoice={invoice} byLocation />
      {invoice.nextRetryAt ? (
        <p className="text-sm text-slate-600">
          We will try the card again on {formatDate(invoice.nextRetryAt)}.
        </p>
      ) : null}
      <InvoicePdfLink href={billingGroupInvoicePdfUrl(groupId, invoice.id)} />
    </div>
  );
}
