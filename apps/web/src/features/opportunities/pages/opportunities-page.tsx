// `/opportunities`: search published opportunities, read one, apply. Filters, the page, the open
// opportunity (`?opportunity=<id>`) and an invitation (`?invite=<token>`) live in the URL. From
// 1024 px the opportunity opens in a panel beside the results; below, it replaces them.
import { BriefcaseBusiness } from 'lucide-react';
import { useEffect } from 'react';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { useOpportunityInvite } from '../api/opportunity-invite.ts';
import { useOpportunitySearch } from '../api/opportunity-search.ts';
import { InviteBanner } from '../components/invite-banner.tsx';
import { OpportunityDetailPane } from '../components/opportunity-detail-pane.tsx';
import { OpportunityResults } from '../components/opportunity-results.tsx';
import { SearchForm } from '../components/search-form.tsx';
import { activeFilterCount } from '../search-params.ts';
import { useOpportunitiesParams } from '../use-opportunities-params.ts';

const WIDE_SCREEN = '(min-width: 1024px)';

export default function OpportunitiesPage() {
  const { params, filters, change, clearFilters, hrefOf, backSearch } = useOpportunitiesParams();
  const search = useOpportunitySearch(filters);
  const invite = useOpportunityInvite(params.invite);
  const openId = params.opportunity;
  const invitedTo = invite.data?.opportunity.id;

  // An invitation link opens its opportunity (the emailed link names it too; this covers a bare token).
  useEffect(() => {
    if (invitedTo && openId === null) change({ opportunity: String(invitedTo) }, { replace: true });
  }, [invitedTo, openId, change]);

  // On phones the opportunity replaces the list: start reading it from the top.
  useEffect(() => {
    if (openId !== null && !window.matchMedia?.(WIDE_SCREEN).matches) window.scrollTo({ top: 0 });
  }, [openId]);

  const detailOpen = openId !== null;
  // Nothing to choose from: the results (or their empty state) take the whole width.
  const nothingToSelect = !detailOpen && search.data?.data.length === 0;
  const hasFilters = filters.q !== '' || activeFilterCount(filters) > 0;

  return (
    <div className="mx-auto max-w-7xl space-y-5">
      {params.invite ? (
        <InviteBanner token={params.invite} onDismiss={() => change({ invite: null }, { replace: true })} />
      ) : null}
      <Card className={detailOpen ? 'hidden p-4 sm:p-5 lg:block' : 'p-4 sm:p-5'}>
        <SearchForm filters={filters} onApply={change} />
      </Card>
      <div
        className={
          nothingToSelect
            ? undefined
            : 'lg:grid lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start lg:gap-6 xl:grid-cols-[minmax(0,30rem)_minmax(0,1fr)]'
        }
      >
        <div className={detailOpen ? 'hidden lg:block' : undefined}>
          <OpportunityResults
            query={search}
            selectedId={openId}
            hrefOf={hrefOf}
            hasFilters={hasFilters}
            onClearFilters={clearFilters}
            onPageChange={(page) => change({ page: String(page) })}
          />
        </div>
        <div className={detailOpen ? undefined : 'hidden lg:block'}>
          {openId !== null ? (
            <section
              key={openId}
              aria-label="Opportunity details"
              className="lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:rounded-xl"
            >
              <OpportunityDetailPane id={openId} backSearch={backSearch} />
            </section>
          ) : nothingToSelect ? null : (
            <Card className="lg:sticky lg:top-20">
              <EmptyState
                icon={BriefcaseBusiness}
                title="Select an opportunity"
                description="Choose one from the list to read the details and apply."
              />
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}
