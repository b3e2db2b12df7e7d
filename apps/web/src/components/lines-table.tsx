// Billing lines as a table (the cost meter's usage, a company's or a billing group's invoice lines):
// item, quantity, unit price (hidden on phones) and amount, with an optional footer of totals.
import { formatCents, formatUnitPrice } from '@hireloop/shared/billing';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface TableLine {
  key: string | number;
  label: string;
  quantity: number;
  unitPriceMillionths: number;
  amountCents: number;
}

export function LinesTable({
  caption,
  lines,
  empty,
  footer,
  className,
}: {
  caption: string;
  lines: readonly TableLine[];
  empty: string;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <table className={clsx('w-full text-sm', className)}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-left text-slate-600">
          <th scope="col" className="pb-2 font-medium">
            Item
          </th>
          <th scope="col" className="pb-2 pl-3 text-right font-medium whitespace-nowrap">
            Qty
          </th>
          <th scope="col" className="hidden pb-2 pl-3 text-right font-medium whitespace-nowrap sm:table-cell">
            Unit price
          </th>
          <th scope="col" className="pb-2 pl-3 text-right font-medium whitespace-nowrap">
            Amount
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {lines.length === 0 ? (
          <tr>
            <td colSpan={4} className="py-3 text-slate-600">
              {empty}
            </td>
          </tr>
        ) : (
          lines.map((line) => (
            <tr key={line.key}>
              <td className="py-2 text-slate-900">{line.label}</td>
              <td className="py-2 pl-3 text-right tabular-nums">{line.quantity}</td>
              <td className="hidden py-2 pl-3 text-right tabular-nums sm:table-cell">
                {formatUnitPrice(line.unitPriceMillionths)}
              </td>
              <td className="py-2 pl-3 text-right tabular-nums">{formatCents(line.amountCents)}</td>
            </tr>
          ))
        )}
      </tbody>
      {footer}
    </table>
  );
}
