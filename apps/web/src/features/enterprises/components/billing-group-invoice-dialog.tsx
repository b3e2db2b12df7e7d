// One of a billing group's invoices, opened from the group's page: its lines per location, the
// total and what was paid, and its PDF. Loaded when the dialog opens.
import { formatCents } from '@hireloop/shared/billing';
import { formatDate } from '@hireloop/shared/time';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { InvoiceStatusBadge } from '#web/components/invoice-status-badge.tsx';
import { LinesTable } from '#web/components/lines-table.tsx';
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
          {formatDate(invoice.periodStart)} to {formatDate(invoice.periodEnd)} · issued{' '}
          {formatDate(invoice.issuedAt)}
        </p>
        <InvoiceStatusBadge status={invoice.status} />
      </div>
      <LinesTable
        caption="Invoice lines"
        empty="No billable usage this period."
        lines={invoice.lines.map((line) => ({
          key: line.id,
          label: `${line.companyName} · ${line.itemName}`,
          quantity: line.quantity,
          unitPriceMillionths: line.unitPriceMillionths,
          amountCents: line.amountCents,
        }))}
        footer={
          <tfoot className="border-t border-slate-200">
            <tr>
              <th scope="row" colSpan={3} className="pt-3 text-left font-semibold text-slate-900">
                Total
              </th>
              <td className="pt-3 text-right font-semibold tabular-nums">
                {formatCents(invoice.totalCents)}
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className="pt-1 text-left font-normal text-slate-600">
                Paid
              </th>
              <td className="pt-1 text-right tabular-nums text-slate-600">
                {formatCents(invoice.paidCents)}
              </td>
            </tr>
          </tfoot>
        }
      />
      {invoice.nextRetryAt ? (
        <p className="text-sm text-slate-600">
          We will try the card again on {formatDate(invoice.nextRetryAt)}.
        </p>
      ) : null}
      <a
        href={billingGroupInvoicePdfUrl(groupId, invoice.id)}
        className="inline-flex h-10 items-center gap-2 rounded-lg px-4 text-sm font-medium text-brand-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
      >
        <FileDown className="size-4" aria-hidden="true" />
        Download PDF
      </a>
    </div>
  );
}
