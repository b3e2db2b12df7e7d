// One invoice: its lines, total, payments, the PDF and (when something is due) paying it now.
import { formatCents } from '@hireloop/shared/billing';
import { formatDate } from '@hireloop/shared/time';
import { useState } from 'react';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { InvoiceLinesTable, InvoicePdfLink, InvoicePeriod } from '#web/components/invoice-parts.tsx';
import { InvoiceStatusBadge } from '#web/components/invoice-status-badge.tsx';
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
            <InvoicePeriod invoice={invoice} />
          </p>
        </div>
        <InvoiceStatusBadge status={invoice.status} />
      </div>
      <InvoiceLinesTable className="mt-5" invoice={invoice} byLocation={many} />
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
        <InvoicePdfLink href={`/api/invoices/${invoice.id}/pdf`} />
      </div>
    </Card>
  );
}
