import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import type { ResourcePage } from '#web/lib/resource-client.ts';
import { pageRange } from '../page-number.ts';

interface ListPaginationProps {
  meta: ResourcePage<unknown>['meta'];
  /** What the list holds, for screen readers: "Franchisees pages". */
  label: string;
}

/** Previous and next links that keep the page in the URL (`?page=2`) beside other filters. */
export function ListPagination({ meta, label }: ListPaginationProps) {
  const [searchParams] = useSearchParams();
  if (meta.lastPage <= 1) return null;
  const { first, last } = pageRange(meta);
  const linkTo = (page: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('page', String(page));
    return `?${next.toString()}`;
  };
  return (
    <nav
      aria-label={label}
      className="flex items-center justify-between gap-4 border-t border-slate-200 px-4 py-3 sm:px-6"
    >
      <p className="text-sm text-slate-600">
        <span className="font-medium text-slate-900">{first}</span>–
        <span className="font-medium text-slate-900">{last}</span> of{' '}
        <span className="font-medium text-slate-900">{meta.total}</span>
      </p>
      <div className="flex gap-2">
        {meta.currentPage > 1 ? (
          <ButtonLink to={linkTo(meta.currentPage - 1)} variant="secondary" size="sm">
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </ButtonLink>
        ) : null}
        {meta.currentPage < meta.lastPage ? (
          <ButtonLink to={linkTo(meta.currentPage + 1)} variant="secondary" size="sm">
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        ) : null}
      </div>
    </nav>
  );
}
