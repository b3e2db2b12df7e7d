// `/enterprise-companies/create`: a new location in groups the user manages (not for Viewers).
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { useCurrentEnterprise } from '../api/current-enterprise.ts';
import { useAllGroups } from '../api/groups.ts';
import { BackLink } from '../components/back-link.tsx';
import { LoadingPanel } from '../components/loading-panel.tsx';
import { LocationForm } from '../components/location-form.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { useEnterpriseLabels } from '../hooks/use-enterprise-labels.ts';
import { idFromParam } from '../page-number.ts';

export default function LocationCreatePage() {
  const labels = useEnterpriseLabels();
  const [searchParams] = useSearchParams();
  const enterprise = useCurrentEnterprise();
  const groups = useAllGroups();
  const preselected = idFromParam(searchParams.get('group') ?? undefined);

  let content: ReactNode;
  if (enterprise.isPending || groups.isPending) {
    content = <LoadingPanel label="Loading the form" />;
  } else if (enterprise.isError || groups.isError) {
    content = (
      <ErrorState
        onRetry={() => {
          void enterprise.refetch();
          void groups.refetch();
        }}
        retrying={enterprise.isFetching || groups.isFetching}
      />
    );
  } else if (!enterprise.data.abilities.createLocation) {
    content = (
      <EmptyState
        icon={Lock}
        title={`You cannot add ${labels.companyPlural.toLowerCase()}`}
        description={`Your access is view-only. Ask an admin of your ${labels.groupPlural.toLowerCase()} to add one.`}
        action={
          <ButtonLink to="/enterprise-companies" variant="secondary">
            Back to {labels.companyPlural.toLowerCase()}
          </ButtonLink>
        }
      />
    );
  } else {
    const manageable = groups.data.filter((group) => group.abilities.update);
    const initial = manageable.some((group) => group.id === preselected) && preselected ? [preselected] : [];
    content = (
      <div className="p-5 sm:p-6">
        <LocationForm
          labels={labels}
          groups={manageable}
          initialGroupIds={initial}
          groupsRequired={enterprise.data.role !== 'Enterprise Owner'}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageIntro
        eyebrow={<BackLink to="/enterprise-companies">{labels.companyPlural}</BackLink>}
        title={`Add a ${labels.company.toLowerCase()}`}
        description={`A ${labels.company.toLowerCase()} is a company of its own, with its own team, opportunities and candidates.`}
      />
      <Card>{content}</Card>
    </div>
  );
}
