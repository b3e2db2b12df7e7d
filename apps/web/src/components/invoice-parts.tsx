// Parts of one invoice shown the same way wherever it opens (a company's invoice page, a billing
// group's invoice dialog): its period, its lines with the totals under them, and its PDF link.
import { formatCents } from '@hireloop/shared/billing';
import { formatDate } from '@hireloop/shared/time';
import { FileDown } from 'lucide-react';
import { LinesTable } from './lines-table.tsx';

interface InvoiceLine {
  id: number;
  companyName: string;
  itemName: string;
  quantity: number;
  unitPriceMillionths: number;
  amountCents: number;
}

interface InvoiceTotals {
  lines: readonly InvoiceLine[];
  /** A deal's discount, shown above the total when there is one. */
  discountCents?: number;
  totalCents: number;
  paidCents: number;
}

export function InvoicePeriod({
  invoice,
}: {
  invoice: { periodStart: string; periodEnd: string; issuedAt: string };
}) {
  return (
    <>
      {formatDate(invoice.periodStart)} to {formatDate(invoice.periodEnd)} · issued{' '}
      {formatDate(invoice.issuedAt)}
    </>
  );
}

interface InvoiceLinesTableProps {
  invoice: InvoiceTotals;
  /** Name each line's location (company) too: for an invoice that covers several. */
  byLocation: boolean;
  className?: string;
}

export function InvoiceLinesTable({ invoice, byLocation, className }: InvoiceLinesTableProps) {
  const discountCents = invoice.discountCents ?? 0;
  return (
    <LinesTable
      className={className}
      caption="Invoice lines"
      empty="No billable usage this period."
      lines={invoice.lines.map((line) => ({
        key: line.id,
        label: byLocation ? `${line.companyName} · ${line.itemName}` : line.itemName,
        quantity: line.quantity,
        unitPriceMillionths: line.unitPriceMillionths,
        amountCents: line.amountCents,
      }))}
      footer={
        <tfoot className="border-t border-slate-200">
          {discountCents > 0 ? (
            <tr>
              <th scope="row" colSpan={3} className="pt-3 text-left font-normal text-slate-600">
                Deal discount
              </th>
              <td className="pt-3 text-right tabular-nums text-slate-600">−{formatCents(discountCents)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" colSpan={3} className="pt-3 text-left font-semibold text-slate-900">
              Total
            </th>
            <td className="pt-3 text-right font-semibold tabular-nums">{formatCents(invoice.totalCents)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3} className="pt-1 text-left font-normal text-slate-600">
              Paid
            </th>
            <td className="pt-1 text-right tabular-nums text-slate-600">{formatCents(invoice.paidCents)}</td>
          </tr>
        </tfoot>
      }
    />
  );
}

export function InvoicePdfLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      className="inline-flex h-10 items-center gap-2 rounded-lg px-4 text-sm font-medium text-brand-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
    >
      <FileDown className="size-4" aria-hidden="true" />
      Download PDF
    </a>
  );
}
