// The page of candidates with its count, selection for bulk actions, states and paging.
import { Users } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import type { CompanyCandidatesPage } from '#web/features/pipeline/api/pipeline-types.ts';
import { CandidateRow } from './candidate-row.tsx';

interface CandidatesListCardProps {
  query: {
    data?: CompanyCandidatesPage;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  filtered: boolean;
  selected: ReadonlySet<number>;
  onSelectedChange: (ids: number[], selected: boolean) => void;
  /** The bulk action bar, shown above the rows while some are selected. */
  bulkBar: ReactNode;
  onOpen: (applicationId: number) => void;
  onPageChange: (page: number) => void;
}

function SelectAll({
  ids,
  selected,
  onChange,
}: {
  ids: number[];
  selected: ReadonlySet<number>;
  onChange: (on: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const chosen = ids.filter((id) => selected.has(id)).length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = chosen > 0 && chosen < ids.length;
  }, [chosen, ids.length]);
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-700">
      <input
        ref={ref}
        type="checkbox"
        checked={ids.length > 0 && chosen === ids.length}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-slate-300 accent-brand-600"
      />
      Select all on this page
    </label>
  );
}

export function CandidatesListCard({
  query,
  filtered,
  selected,
  onSelectedChange,
  bulkBar,
  onOpen,
  onPageChange,
}: CandidatesListCardProps) {
  const page = query.data;
  const selectable = Boolean(
    page && (page.abilities.move || page.abilities.disqualify || page.abilities.message),
  );
  const ids = page?.data.map((candidate) => candidate.id) ?? [];
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3.5 sm:px-6">
        <h2 id="candidates-heading" className="text-base font-semibold text-slate-900">
          Candidates
          {page ? <span className="ml-2 text-sm font-normal text-slate-500">{page.meta.total}</span> : null}
        </h2>
        <div className="flex items-center gap-4">
          {query.isFetching && !query.isPending ? (
            <Spinner className="size-4 text-slate-400" label="Updating" />
          ) : null}
          {selectable && ids.length > 0 ? (
            <SelectAll ids={ids} selected={selected} onChange={(on) => onSelectedChange(ids, on)} />
          ) : null}
        </div>
      </div>
      {bulkBar}
      {query.isPending ? (
        <div className="flex justify-center py-14">
          <Spinner className="size-6 text-brand-600" label="Loading candidates" />
        </div>
      ) : query.isError || !page ? (
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : page.data.length === 0 ? (
        <EmptyState
          icon={Users}
          title={filtered ? 'No candidates match these filters' : 'No candidates yet'}
          description={
            filtered
              ? 'Try other words or fewer filters.'
              : 'When people apply to your published opportunities, they show up here.'
          }
        />
      ) : (
        <>
          <ul aria-labelledby="candidates-heading" className="divide-y divide-slate-200">
            {page.data.map((candidate) => (
              <CandidateRow
                key={candidate.id}
                candidate={candidate}
                selectable={selectable}
                selected={selected.has(candidate.id)}
                onSelectedChange={(on) => onSelectedChange([candidate.id], on)}
                onOpen={onOpen}
              />
            ))}
          </ul>
          <div className="px-4 pb-4 sm:px-6">
            <Pagination
              label="Candidate pages"
              page={page.meta.currentPage}
              lastPage={page.meta.lastPage}
              total={page.meta.total}
              onPageChange={onPageChange}
            />
          </div>
        </>
      )}
    </Card>
  );
}
