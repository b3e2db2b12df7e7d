// `/enterprise-companies`: the locations (client accounts) the user sees.
import { Plus, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { useCurrentEnterprise } from '../api/current-enterprise.ts';
import { useLocationsPage } from '../api/locations.ts';
import { ListPagination } from '../components/list-pagination.tsx';
import { LoadingPanel } from '../components/loading-panel.tsx';
import { LocationRows } from '../components/location-rows.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { useEnterpriseLabels } from '../hooks/use-enterprise-labels.ts';
import { pageFromSearch } from '../page-number.ts';

export default function LocationsPage() {
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const labels = useEnterpriseLabels();
  const enterprise = useCurrentEnterprise();
  const locations = useLocationsPage(page);
  const noun = labels.companyPlural.toLowerCase();
  const addLink = enterprise.data?.abilities.createLocation ? (
    <ButtonLink to="/enterprise-companies/create">
      <Plus className="size-4" aria-hidden="true" />
      Add {labels.company}
    </ButtonLink>
  ) : null;

  let content: ReactNode;
  if (locations.isPending) {
    content = <LoadingPanel label={`Loading ${noun}`} />;
  } else if (locations.isError) {
    content = <ErrorState onRetry={() => locations.refetch()} retrying={locations.isFetching} />;
  } else if (locations.data.data.length === 0) {
    content = (
      <EmptyState
        icon={Store}
        title={page > 1 ? 'Nothing on this page' : `No ${noun} yet`}
        description={`${labels.companyPlural} in your ${labels.groupPlural.toLowerCase()} appear here.`}
        action={page > 1 ? null : addLink}
      />
    );
  } else {
    content = (
      <>
        <LocationRows locations={locations.data.data} label={labels.companyPlural} />
        <ListPagination meta={locations.data.meta} label={`${labels.companyPlural} pages`} />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageIntro
        title={labels.companyPlural}
        description={`Every ${labels.company.toLowerCase()} you can see. Open one to work in it as a company.`}
        actions={addLink}
      />
      <SectionCard
        title={`All ${noun}`}
        aside={
          locations.data ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              {locations.data.meta.total} in total
            </p>
          ) : null
        }
      >
        {content}
      </SectionCard>
    </div>
  );
}
