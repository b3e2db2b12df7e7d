// One invoice in a list: number (or a link to it), period, total and status badge. The company's
// invoices and a billing group's share it.
import type { InvoiceStatus } from '@hireloop/shared/billing';
import { formatCents } from '@hireloop/shared/billing';
import { formatDate } from '@hireloop/shared/time';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

interface InvoiceRowProps {
  invoice: {
    number: string;
    periodStart: string;
    periodEnd: string;
    totalCents: number;
    status: InvoiceStatus;
  };
  /** The number as a link, when the invoice has a page of its own; the plain number otherwise. */
  title?: ReactNode;
  className?: string;
}

export function InvoiceRow({ invoice, title, className }: InvoiceRowProps) {
  return (
    <li className={clsx('flex flex-wrap items-center justify-between gap-2 py-3', className)}>
      <div className="min-w-0">
        {title ?? <p className="font-medium text-slate-900">{invoice.number}</p>}
        <p className="text-sm text-slate-600">
          {formatDate(invoice.periodStart)} to {formatDate(invoice.periodEnd)}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span className="font-medium text-slate-900 tabular-nums">{formatCents(invoice.totalCents)}</span>
        <InvoiceStatusBadge status={invoice.status} />
      </div>
    </li>
  );
}
