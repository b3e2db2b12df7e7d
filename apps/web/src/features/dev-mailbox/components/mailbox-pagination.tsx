import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ButtonLink } from '#web/components/button-link.tsx';
import type { MailboxPage } from '../api/mailbox-query.ts';

/** Previous/next links that keep the page number in the URL (`?page=2`). */
export function MailboxPagination({ meta }: { meta: MailboxPage['meta'] }) {
  if (meta.lastPage <= 1) return null;
  const { currentPage, lastPage, perPage, total } = meta;
  const first = (currentPage - 1) * perPage + 1;
  const last = Math.min(currentPage * perPage, total);
  return (
    <nav
      aria-label="Mailbox pages"
      className="flex items-center justify-between gap-4 border-t border-slate-200 px-4 py-3 sm:px-6"
    >
      <p className="text-sm text-slate-600">
        <span className="font-medium text-slate-900">{first}</span>–
        <span className="font-medium text-slate-900">{last}</span> of{' '}
        <span className="font-medium text-slate-900">{total}</span>
      </p>
      <div className="flex gap-2">
        {currentPage > 1 ? (
          <ButtonLink to={`?page=${currentPage - 1}`} variant="secondary" size="sm">
            <ChevronLeft className="size-4" aria-hidden="true" />
            Newer
          </ButtonLink>
        ) : null}
        {currentPage < lastPage ? (
          <ButtonLink to={`?page=${currentPage + 1}`} variant="secondary" size="sm">
            Older
            <ChevronRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        ) : null}
      </div>
    </nav>
  );
}
