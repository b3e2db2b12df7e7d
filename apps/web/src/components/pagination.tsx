import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';

interface PaginationProps {
  /** Names what is paged, e.g. "Team members pages", for the navigation landmark. */
  label: string;
  page: number;
  lastPage: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Previous / next through a paged list; hidden when everything fits on one page. */
export function Pagination({ label, page, lastPage, total, onPageChange }: PaginationProps) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4 pt-4">
      <p className="text-sm text-slate-600">
        Page {page} of {lastPage} · {total} in all
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= lastPage}
          onClick={() => onPageChange(page + 1)}
        >
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
