// One paged list of an enterprise page (groups, billing groups, locations) in its titled card: the
// total beside the title, then loading, error with retry, an empty state ("Nothing on this page"
// past the last page) or the rows with Previous/Next links that keep `?page=` in the URL.
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import type { ResourcePage } from '#web/lib/resource-client.ts';
import { ListPagination } from './list-pagination.tsx';
import { LoadingPanel } from './loading-panel.tsx';
import { SectionCard } from './section-card.tsx';

interface PagedListSectionProps<T> {
  title: string;
  list: UseQueryResult<ResourcePage<T>>;
  /** The page asked for in the URL. */
  page: number;
  loadingLabel: string;
  /** The empty state of the first page; its action (such as "Create") shows only there. */
  empty: { icon: LucideIcon; title: string; description: string; action: ReactNode };
  /** What the pages hold, for screen readers: "Franchisees pages". */
  paginationLabel: string;
  children: (items: T[]) => ReactNode;
}

export function PagedListSection<T>({
  title,
  list,
  page,
  loadingLabel,
  empty,
  paginationLabel,
  children,
}: PagedListSectionProps<T>) {
  let content: ReactNode;
  if (list.isPending) {
    content = <LoadingPanel label={loadingLabel} />;
  } else if (list.isError) {
    content = <ErrorState onRetry={() => list.refetch()} retrying={list.isFetching} />;
  } else if (list.data.data.length === 0) {
    content = (
      <EmptyState
        icon={empty.icon}
        title={page > 1 ? 'Nothing on this page' : empty.title}
        description={empty.description}
        action={page > 1 ? null : empty.action}
      />
    );
  } else {
    content = (
      <>
        {children(list.data.data)}
        <ListPagination meta={list.data.meta} label={paginationLabel} />
      </>
    );
  }

  return (
    <SectionCard
      title={title}
      aside={
        list.data ? (
          <p className="text-sm text-slate-600" aria-live="polite">
            {list.data.meta.total} in total
          </p>
        ) : null
      }
    >
      {content}
    </SectionCard>
  );
}
