// `/enterprise-companies/:id`: one location, its groups, and opening it as a company.
import { Network } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Avatar } from '#web/components/avatar.tsx';
import { Banner } from '#web/components/banner.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { useCurrentEnterprise } from '../api/current-enterprise.ts';
import { useLocation } from '../api/locations.ts';
import { BackLink } from '../components/back-link.tsx';
import { LoadingPanel } from '../components/loading-panel.tsx';
import { NotFoundPanel } from '../components/not-found-panel.tsx';
import { OpenAsCompanyButton } from '../components/open-as-company-button.tsx';
import { QueryError } from '../components/query-error.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { useEnterpriseLabels } from '../hooks/use-enterprise-labels.ts';
import { idFromParam } from '../page-number.ts';

function LocationDetails({ id }: { id: number }) {
  const labels = useEnterpriseLabels();
  const enterprise = useCurrentEnterprise();
  const location = useLocation(id);
  if (location.isPending) return <LoadingPanel label={`Loading ${labels.company.toLowerCase()}`} />;
  if (location.isError) {
    return (
      <QueryError
        error={location.error}
        onRetry={() => location.refetch()}
        retrying={location.isFetching}
        notFound={{
          title: `${labels.company} not found`,
          description: `This ${labels.company.toLowerCase()} does not exist or is outside your ${labels.groupPlural.toLowerCase()}.`,
          backTo: '/enterprise-companies',
          backLabel: `All ${labels.companyPlural.toLowerCase()}`,
        }}
      />
    );
  }
  const { name, nickname, avatar, city, groups } = location.data;
  const readOnly = enterprise.data?.role === 'Enterprise Viewer';
  return (
    <div className="space-y-6">
      <BackLink to="/enterprise-companies">{labels.companyPlural}</BackLink>
      <Card className="p-5 sm:p-6">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <Avatar name={name} src={avatar} size="lg" shape="square" />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium text-brand-700">{labels.company}</p>
            <h2 className="text-xl font-semibold tracking-tight break-words text-slate-900 sm:text-2xl">
              {name}
            </h2>
            <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
              <div className="flex gap-1.5">
                <dt className="text-slate-600">Nickname</dt>
                <dd className="font-medium text-slate-900">{nickname || 'None'}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-slate-600">City</dt>
                <dd className="font-medium text-slate-900">{city || 'Not set'}</dd>
              </div>
            </dl>
          </div>
          <div className="sm:self-start">
            <OpenAsCompanyButton locationId={id} readOnly={readOnly} />
          </div>
        </div>
        {readOnly ? (
          <Banner className="mt-5">
            Your access is view-only, so this {labels.company.toLowerCase()} opens read-only.
          </Banner>
        ) : null}
      </Card>
      <SectionCard title={labels.groupPlural}>
        {groups.length ? (
          <ul className="divide-y divide-slate-200" aria-label={labels.groupPlural}>
            {groups.map((group) => (
              <li key={group.id}>
                <Link
                  to={`/enterprise-groups/${group.id}`}
                  className="flex items-center gap-3 px-4 py-3 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:-outline-offset-2 sm:px-6"
                >
                  <Network className="size-4 text-slate-500" aria-hidden="true" />
                  {group.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={Network}
            title={`Not in any ${labels.group.toLowerCase()} you can see`}
            description={`Only the account owner sees ${labels.companyPlural.toLowerCase()} outside every ${labels.group.toLowerCase()}.`}
          />
        )}
      </SectionCard>
    </div>
  );
}

export default function LocationPage() {
  const labels = useEnterpriseLabels();
  const id = idFromParam(useParams().id);
  return (
    <div className="mx-auto max-w-3xl">
      {id === null ? (
        <NotFoundPanel
          title={`${labels.company} not found`}
          description="This address does not point to a location."
          backTo="/enterprise-companies"
          backLabel={`All ${labels.companyPlural.toLowerCase()}`}
        />
      ) : (
        <LocationDetails id={id} />
      )}
    </div>
  );
}
