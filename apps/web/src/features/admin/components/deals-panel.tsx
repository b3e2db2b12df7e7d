// Deals (issue 23): each with what it gives, its state and redemptions; a new one from a dialog;
// ending one (deleted while unused, otherwise expired now so its count stays).
import { dealSummary } from '@hireloop/shared/deals';
import { clsx } from 'clsx';
import { Plus, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PagedList, PagedListHeader } from '#web/components/paged-list.tsx';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { type AdminDeal, useAdminDeals, useEndDeal } from '../api/growth.ts';
import { DealFormDialog } from './deal-form-dialog.tsx';
import { formatDay } from './format.ts';

const STATE_STYLES = {
  available: 'bg-emerald-50 text-emerald-800',
  expired: 'bg-slate-100 text-slate-700',
  exhausted: 'bg-amber-50 text-amber-800',
} as const;
const STATE_LABELS = { available: 'Live', expired: 'Ended', exhausted: 'All claimed' } as const;

function DealRow({ deal }: { deal: AdminDeal }) {
  const end = useEndDeal();
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
      <div className="w-full min-w-0 sm:w-auto sm:flex-1">
        <p className="truncate font-medium text-slate-900">
          <Link to={`/deals/${deal.slug}`} className="hover:underline">
            {deal.title}
          </Link>
        </p>
        <p className="truncate text-sm text-slate-600">
          {dealSummary(deal)} · /deals/{deal.slug}
        </p>
        <p className="text-xs text-slate-600">
          {deal.redemptions}
          {deal.maxRedemptions !== null ? ` of ${deal.maxRedemptions}` : ''} redeemed · ends{' '}
          {formatDay(deal.expiresAt)}
        </p>
      </div>
      <span
        className={clsx(
          'mr-auto rounded-full px-2 py-0.5 text-xs font-medium sm:mr-0',
          STATE_STYLES[deal.state],
        )}
      >
        {STATE_LABELS[deal.state]}
      </span>
      {deal.state !== 'expired' || deal.redemptions === 0 ? (
        <Button size="sm" variant="secondary" loading={end.isPending} onClick={() => end.mutate(deal.id)}>
          {deal.redemptions === 0 ? 'Delete' : 'End now'}
          <span className="sr-only"> {deal.title}</span>
        </Button>
      ) : null}
    </li>
  );
}

export function DealsPanel() {
  const [page, setPage] = usePageParam('deal_page');
  const deals = useAdminDeals(page);
  const [creating, setCreating] = useState(false);
  return (
    <Card className="overflow-hidden">
      <PagedListHeader id="admin-deals" query={deals}>
        Deals
      </PagedListHeader>
      <div className="border-b border-slate-200 px-4 py-3 sm:px-6">
        <Button size="sm" onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden="true" />
          New deal
        </Button>
      </div>
      <PagedList
        query={deals}
        labelledBy="admin-deals"
        loadingLabel="Loading deals"
        pagesLabel="Deal pages"
        onPageChange={setPage}
        compact
        empty={
          <EmptyState
            icon={TicketPercent}
            title="No deals yet"
            description="A deal gives new companies a longer trial or a discount through its own page."
          />
        }
      >
        {(deal) => <DealRow key={deal.id} deal={deal} />}
      </PagedList>
      <DealFormDialog open={creating} onOpenChange={setCreating} />
    </Card>
  );
}
