// `/company-invoices/{id}` (Company Admin): one invoice with its lines, payments and PDF.
import { useParams } from 'react-router';
import { Card } from '#web/components/card.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { useInvoice } from '../api/billing.ts';
import { InvoiceDetails } from '../components/invoice-details.tsx';

export default function InvoicePage() {
  const id = Number(useParams().id);
  const invoice = useInvoice(id);
  return (
    <div className="mx-auto max-w-3xl">
      {invoice.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-6 text-brand-600" label="Loading the invoice" />
        </div>
      ) : invoice.isError ? (
        <Card>
          <ErrorState onRetry={() => void invoice.refetch()} retrying={invoice.isFetching} />
        </Card>
      ) : (
        <InvoiceDetails invoice={invoice.data} />
      )}
    </div>
  );
}
