// `/enterprise-companies`: the locations (client accounts) the user sees.
import { Plus, Store } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { useCurrentEnterprise } from '../api/current-enterprise.ts';
import { useLocationsPage } from '../api/locations.ts';
import { LocationRows } from '../components/location-rows.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { PagedListSection } from '../components/paged-list-section.tsx';
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

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageIntro
        title={labels.companyPlural}
        description={`Every ${labels.company.toLowerCase()} you can see. Open one to work in it as a company.`}
        actions={addLink}
      />
      <PagedListSection
        title={`All ${noun}`}
        list={locations}
        page={page}
        loadingLabel={`Loading ${noun}`}
        empty={{
          icon: Store,
          title: `No ${noun} yet`,
          description: `${labels.companyPlural} in your ${labels.groupPlural.toLowerCase()} appear here.`,
          action: addLink,
        }}
        paginationLabel={`${labels.companyPlural} pages`}
      >
        {(items) => <LocationRows locations={items} label={labels.companyPlural} />}
      </PagedListSection>
    </div>
  );
}
