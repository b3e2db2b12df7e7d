// The company's invoices, newest first, a page at a time, each with its status.
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { InvoiceRow } from '#web/components/invoice-row.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { useInvoices } from '../api/billing.ts';

export function InvoicesCard() {
  const [page, setPage] = useState(1);
  const invoices = useInvoices(page);
  return (
    <Card>
      <h2 className="px-5 pt-5 font-semibold text-slate-900">Invoices</h2>
      {invoices.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6 text-brand-600" label="Loading invoices" />
        </div>
      ) : invoices.isError ? (
        <ErrorState onRetry={() => void invoices.refetch()} retrying={invoices.isFetching} />
      ) : invoices.data.data.length === 0 ? (
        <EmptyState
          icon={ReceiptText}
          title="No invoices yet"
          description="Your first invoice is made when your trial ends or your first period closes."
        />
      ) : (
        <div className="px-5 pb-5">
          <ul aria-label="Invoices" className="mt-2 divide-y divide-slate-200">
            {invoices.data.data.map((invoice) => (
              <InvoiceRow
                key={invoice.id}
                invoice={invoice}
                title={
                  <Link
                    to={`/company-invoices/${invoice.id}`}
                    className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                  >
                    {invoice.number}
                  </Link>
                }
              />
            ))}
          </ul>
          <Pagination
            label="Invoice pages"
            page={invoices.data.meta.currentPage}
            lastPage={invoices.data.meta.lastPage}
            total={invoices.data.meta.total}
            onPageChange={setPage}
          />
        </div>
      )}
    </Card>
  );
}
