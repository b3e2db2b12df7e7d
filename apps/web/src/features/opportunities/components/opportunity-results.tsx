// The result list with its count, pages and every state: loading (skeleton cards), failure (retry),
// nothing found (clear the filters) and results.
import { SearchX } from 'lucide-react';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import type { OpportunitySearchPage } from '../api/opportunity-types.ts';
import { OpportunityCard, OpportunityCardSkeleton } from './opportunity-card.tsx';

interface OpportunityResultsProps {
  query: {
    data?: OpportunitySearchPage;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  selectedId: number | null;
  /** The URL search that opens an opportunity. */
  hrefOf: (id: number) => string;
  hasFilters: boolean;
  onClearFilters: () => void;
  onPageChange: (page: number) => void;
}

const count = new Intl.NumberFormat('en-US');

function resultCountText(page: OpportunitySearchPage): string {
  const { total, totalCapped } = page.meta;
  const number = totalCapped ? `${count.format(total)}+` : count.format(total);
  return `${number} ${total === 1 && !totalCapped ? 'opportunity' : 'opportunities'}`;
}

export function OpportunityResults({
  query,
  selectedId,
  hrefOf,
  hasFilters,
  onClearFilters,
  onPageChange,
}: OpportunityResultsProps) {
  const now = new Date();
  if (query.isPending) {
    return (
      <div className="space-y-3">
        <p role="status" className="sr-only">
          Loading opportunities
        </p>
        {[0, 1, 2, 3].map((key) => (
          <OpportunityCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Card>
        <ErrorState
          title="We couldn’t load opportunities"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Card>
    );
  }
  const page = query.data;
  if (page.data.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={SearchX}
          title="No opportunities match your search"
          description={
            hasFilters
              ? 'Try other words, or clear the filters to see everything that is open.'
              : 'Nothing is open right now. New opportunities are posted every day, so check back soon.'
          }
          action={
            hasFilters ? (
              <Button variant="secondary" onClick={onClearFilters}>
                Clear filters
              </Button>
            ) : undefined
          }
        />
      </Card>
    );
  }
  return (
    <section aria-labelledby="results-heading">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="results-heading" className="text-sm font-medium text-slate-700" aria-live="polite">
          {resultCountText(page)}
        </h2>
        {query.isFetching ? <Spinner className="size-4 text-slate-400" label="Updating results" /> : null}
      </div>
      <ul className="space-y-3" aria-busy={query.isPlaceholderData || undefined}>
        {page.data.map((opportunity) => (
          <li key={opportunity.id}>
            <OpportunityCard
              opportunity={opportunity}
              href={hrefOf(opportunity.id)}
              selected={opportunity.id === selectedId}
              now={now}
            />
          </li>
        ))}
      </ul>
      <Pagination
        label="Opportunity pages"
        page={page.meta.currentPage}
        lastPage={page.meta.lastPage}
        total={page.meta.total}
        onPageChange={onPageChange}
      />
    </section>
  );
}
