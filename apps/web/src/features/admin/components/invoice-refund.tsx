// Refunding one invoice: the whole rest, or the amount typed (in dollars).
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { type AdminCompanyDetail, useRefundInvoice } from '../api/admin.ts';
import { formatCents } from './format.ts';

type Invoice = AdminCompanyDetail['invoices'][number];

export function InvoiceRefund({ companyId, invoice }: { companyId: number; invoice: Invoice }) {
  const id = useId();
  const [dollars, setDollars] = useState('');
  const refund = useRefundInvoice(companyId);
  const left = invoice.paidCents - invoice.refundedCents;
  if (left <= 0) return null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amountCents = dollars.trim() ? Math.round(Number(dollars) * 100) : undefined;
    refund.mutate({ invoiceId: invoice.id, amountCents });
  };
  const error = refund.isError
    ? (validationErrorsOf(refund.error)?.amount_cents ?? 'Could not refund the invoice.')
    : null;
  return (
    <form onSubmit={onSubmit} className="flex w-full flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-slate-600">
        Refund amount for {invoice.number} (empty: all {formatCents(left)})
      </label>
      <input
        id={id}
        inputMode="decimal"
        value={dollars}
        onChange={(event) => setDollars(event.target.value)}
        placeholder={(left / 100).toFixed(2)}
        className="h-9 w-28 rounded-lg border border-slate-300 px-2 text-sm"
      />
      <Button type="submit" size="sm" variant="secondary" loading={refund.isPending}>
        Refund
      </Button>
      {error ? <p className="w-full text-red-700">{error}</p> : null}
    </form>
  );
}
