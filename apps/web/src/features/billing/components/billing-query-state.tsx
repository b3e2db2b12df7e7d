// Loading and failure of the billing summary, shared by the billing pages.
import type { ReactNode } from 'react';
import { Card } from '#web/components/card.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { type BillingSummary, useBilling } from '../api/billing.ts';

export function WithBilling({ children }: { children: (billing: BillingSummary) => ReactNode }) {
  const billing = useBilling();
  if (billing.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-6 text-brand-600" label="Loading billing" />
      </div>
    );
  }
  if (billing.isError) {
    return (
      <Card>
        <ErrorState onRetry={() => void billing.refetch()} retrying={billing.isFetching} />
      </Card>
    );
  }
  return <>{children(billing.data)}</>;
}
