// An invoice status (SPEC.md §3) as a coloured badge: the company billing pages and the billing groups.
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@hireloop/shared/billing';
import { clsx } from 'clsx';

const TONES: Record<InvoiceStatus, string> = {
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  generating: 'bg-slate-100 text-slate-700 ring-slate-200',
  partially_paid: 'bg-amber-50 text-amber-800 ring-amber-200',
  error: 'bg-red-50 text-red-800 ring-red-200',
  missing_address: 'bg-red-50 text-red-800 ring-red-200',
  missing_payment_method: 'bg-red-50 text-red-800 ring-red-200',
  payment_failed: 'bg-red-50 text-red-800 ring-red-200',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-200',
  partial_refunded: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <span
      className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', TONES[status])}
    >
      {INVOICE_STATUS_LABELS[status]}
    </span>
  );
}
