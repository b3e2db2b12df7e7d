// One invoice: its lines, total, payments, the PDF and (when something is due) paying it now.
import { formatCents } from '@hireloop/shared/billing';
import { formatDate } from '@hireloop/shared/time';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { InvoiceStatusBadge } from '#web/components/invoice-status-badge.tsx';
import { LinesTable } from '#web/components/lines-table.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { type Invoice, usePayInvoice } from '../api/billing.ts';

export function InvoiceDetails({ invoice, onPaid }: { invoice: Invoice; onPaid?: () => void }) {
  const pay = usePayInvoice();
  const [error, setError] = useState<string | null>(null);
  const many = new Set(invoice.lines.map((line) => line.companyId)).size > 1;
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Invoice {invoice.number}</h2>
          <p className="text-sm text-slate-600">
            {formatDate(invoice.periodStart)} to {formatDate(invoice.periodEnd)} · issued{' '}
            {formatDate(invoice.issuedAt)}
          </p>
        </div>
        <InvoiceStatusBadge status={invoice.status} />
      </div>
      <LinesTable
        className="mt-5"
        caption="Invoice lines"
        empty="No billable usage this period."
        lines={invoice.lines.map((line) => ({
          key: line.id,
          label: many ? `${line.companyName} · ${line.itemName}` : line.itemName,
          quantity: line.quantity,
          unitPriceMillionths: line.unitPriceMillionths,
          amountCents: line.amountCents,
        }))}
        footer={
          <tfoot className="border-t border-slate-200">
            {invoice.discountCents > 0 ? (
              <tr>
                <th scope="row" colSpan={3} className="pt-3 text-left font-normal text-slate-600">
                  Deal discount
                </th>
                <td className="pt-3 text-right tabular-nums text-slate-600">
                  −{formatCents(invoice.discountCents)}
                </td>
              </tr>
            ) : null}
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
      {invoice.payments.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-900">Payments</h3>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {invoice.payments.map((payment) => (
              <li key={payment.id}>
                {formatDate(payment.createdAt)} · {formatCents(payment.amountCents)}
                {payment.card ? ` · ${payment.card}` : ''} ·{' '}
                {payment.status === 'succeeded'
                  ? 'Paid'
                  : payment.status === 'failed'
                    ? `Failed: ${payment.failureMessage ?? ''}`
                    : 'Pending'}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {invoice.nextRetryAt ? (
        <p className="mt-3 text-sm text-slate-600">
          We will try the card again on {formatDate(invoice.nextRetryAt)}.
        </p>
      ) : null}
      {error ? (
        <Banner variant="error" className="mt-4">
          {error}
        </Banner>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-3">
        {invoice.abilities.pay ? (
          <Button
            loading={pay.isPending}
            onClick={() =>
              pay.mutate(invoice.id, {
                onSuccess: (result) => {
                  setError(null);
                  toast.success(result.message);
                  onPaid?.();
                },
                onError: (failure) =>
                  setError(validationErrorsOf(failure)?.payment ?? validationErrorsOf(failure)?.[''] ?? null),
              })
            }
          >
            Pay {formatCents(invoice.totalCents - invoice.paidCents)} now
          </Button>
        ) : null}
        <a
          href={`/api/invoices/${invoice.id}/pdf`}
          className="inline-flex h-10 items-center gap-2 rounded-lg px-4 text-sm font-medium text-brand-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
        >
          <FileDown className="size-4" aria-hidden="true" />
          Download PDF
        </a>
      </div>
    </Card>
  );
}
