// The open opportunity: loaded by id, with its loading, missing and failed states. On phones it
// replaces the results and has a way back; from 1024 px it sits beside them. Rendered with the id
// as its key, so opening another opportunity starts afresh.
import { ArrowLeft, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { isNotFound, usePublicOpportunity } from '../api/public-opportunity.ts';
import { ApplyDialog } from './apply-dialog.tsx';
import { OpportunityDetail } from './opportunity-detail.tsx';

interface OpportunityDetailPaneProps {
  id: number;
  /** The URL search of the results without this opportunity. */
  backSearch: string;
}

function DetailSkeleton() {
  return (
    <div className="animate-pulse space-y-5" aria-hidden="true">
      <div className="flex items-center gap-3">
        <div className="size-12 rounded-lg bg-slate-200" />
        <div className="flex-1 space-y-2">
          <div className="h-5 w-1/2 rounded bg-slate-200" />
          <div className="h-3 w-1/4 rounded bg-slate-100" />
        </div>
      </div>
      <div className="h-3 w-3/4 rounded bg-slate-100" />
      <div className="h-10 w-28 rounded-lg bg-slate-200" />
      <div className="space-y-2 border-t border-slate-200 pt-5">
        {[100, 95, 90, 70].map((width) => (
          <div key={width} className="h-3 rounded bg-slate-100" style={{ width: `${width}%` }} />
        ))}
      </div>
    </div>
  );
}

export function OpportunityDetailPane({ id, backSearch }: OpportunityDetailPaneProps) {
  const query = usePublicOpportunity(id);
  const [applying, setApplying] = useState(false);

  return (
    <Card className="p-4 sm:p-6">
      <Link
        to={{ search: backSearch }}
        preventScrollReset
        className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-800 lg:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to results
      </Link>
      {query.isPending ? (
        <>
          <p role="status" className="sr-only">
            Loading the opportunity
          </p>
          <DetailSkeleton />
        </>
      ) : query.isError && isNotFound(query.error) ? (
        <EmptyState
          icon={SearchX}
          title="This opportunity is no longer available"
          description="It may have been filled or closed. There are plenty of others to explore."
        />
      ) : query.isError || !query.data ? (
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <OpportunityDetail opportunity={query.data} onApply={() => setApplying(true)} />
          <ApplyDialog opportunity={query.data} open={applying} onOpenChange={setApplying} />
        </>
      )}
    </Card>
  );
}
