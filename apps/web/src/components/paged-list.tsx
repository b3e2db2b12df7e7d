// A list in a card that the server hands out a page at a time (DESIGN.md §3): the heading row with
// an "Updating" spinner while a page reloads, then the first load, the error with Try again, the
// empty state, or the rows with Previous / Next.
import type { ReactNode } from 'react';
import { ErrorState } from './error-state.tsx';
import { Pagination } from './pagination.tsx';
import { Spinner } from './spinner.tsx';

/** What the list reads of a TanStack query of one page (`{ data, meta }`). */
export interface PagedQuery<TItem> {
  data?: { data: TItem[]; meta: { currentPage: number; lastPage: number; total: number } };
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface PagedListHeaderProps {
  /** The heading's id, for the list's `aria-labelledby`. */
  id: string;
  query: Pick<PagedQuery<unknown>, 'isPending' | 'isFetching'>;
  /** The heading: a title, and a count beside it once the page is there. */
  children: ReactNode;
}

export function PagedListHeader({ id, query, children }: PagedListHeaderProps) {
  return (
    <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-4 sm:px-6">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {children}
      </h2>
      {query.isFetching && !query.isPending ? (
        <Spinner className="size-4 text-slate-400" label="Updating" />
      ) : null}
    </div>
  );
}

interface PagedListProps<TItem> {
  query: PagedQuery<TItem>;
  /** Id of the heading that names the list. */
  labelledBy: string;
  /** Announced while the first page loads, e.g. "Loading notifications". */
  loadingLabel: string;
  /** A shorter loading area, for a secondary card. */
  compact?: boolean;
  /** Whether Try again shows its spinner while the list reloads (default: it does). */
  retrySpinner?: boolean;
  /** Shown when the page has no items: an <EmptyState>. */
  empty: ReactNode;
  /** Names the page navigation, e.g. "Notification pages". */
  pagesLabel: string;
  onPageChange: (page: number) => void;
  /** One row: an <li> with its key. */
  children: (item: TItem) => ReactNode;
}

export function PagedList<TItem>({
  query,
  labelledBy,
  loadingLabel,
  compact = false,
  retrySpinner = true,
  empty,
  pagesLabel,
  onPageChange,
  children,
}: PagedListProps<TItem>) {
  if (query.isPending) {
    return (
      <div className={compact ? 'flex justify-center py-10' : 'flex justify-center py-14'}>
        <Spinner className="size-6 text-brand-600" label={loadingLabel} />
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <ErrorState
        onRetry={() => void query.refetch()}
        retrying={retrySpinner ? query.isFetching : undefined}
      />
    );
  }
  if (query.data.data.length === 0) return empty;
  const { data: items, meta } = query.data;
  return (
    <>
      <ul aria-labelledby={labelledBy} className="divide-y divide-slate-200">
        {items.map((item) => children(item))}
      </ul>
      <div className="px-4 pb-4 sm:px-6">
        <Pagination
          label={pagesLabel}
          page={meta.currentPage}
          lastPage={meta.lastPage}
          total={meta.total}
          onPageChange={onPageChange}
        />
      </div>
    </>
  );
}
