// `/enterprise-groups/:id`: one group's locations and members; rename and invite people into it
// (decision 103) when allowed.
import { MapPin, Plus, Users } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { useCurrentEnterprise } from '../api/current-enterprise.ts';
import { useGroup } from '../api/groups.ts';
import { BackLink } from '../components/back-link.tsx';
import { countLabel } from '../components/count-label.ts';
import { GroupInvitations } from '../components/group-invitations.tsx';
import { GroupMembers } from '../components/group-members.tsx';
import { LoadingPanel } from '../components/loading-panel.tsx';
import { LocationRows } from '../components/location-rows.tsx';
import { NotFoundPanel } from '../components/not-found-panel.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { QueryError } from '../components/query-error.tsx';
import { RenameGroupDialog } from '../components/rename-group-dialog.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { useEnterpriseLabels } from '../hooks/use-enterprise-labels.ts';
import { useEnterpriseType } from '../hooks/use-enterprise-type.ts';
import { idFromParam } from '../page-number.ts';

function GroupDetails({ id }: { id: number }) {
  const labels = useEnterpriseLabels();
  const type = useEnterpriseType();
  const enterprise = useCurrentEnterprise();
  const group = useGroup(id);
  const back = <BackLink to="/enterprise-groups">{labels.groupPlural}</BackLink>;

  if (group.isPending) return <LoadingPanel label={`Loading ${labels.group.toLowerCase()}`} />;
  if (group.isError) {
    return (
      <QueryError
        error={group.error}
        onRetry={() => group.refetch()}
        retrying={group.isFetching}
        notFound={{
          title: `${labels.group} not found`,
          description: `This ${labels.group.toLowerCase()} does not exist or is not one of yours.`,
          backTo: '/enterprise-groups',
          backLabel: `All ${labels.groupPlural.toLowerCase()}`,
        }}
      />
    );
  }

  const { name, companies, members, abilities } = group.data;
  const canAddLocation = abilities.update && (enterprise.data?.abilities.createLocation ?? false);
  return (
    <div className="space-y-6">
      <PageIntro
        eyebrow={back}
        title={name}
        description={`${countLabel(companies.length, labels.company, labels.companyPlural)} · ${countLabel(members.length, 'member', 'members')}`}
        actions={
          <>
            {abilities.update ? <RenameGroupDialog groupId={id} name={name} noun={labels.group} /> : null}
            {canAddLocation ? (
              <ButtonLink to={`/enterprise-companies/create?group=${id}`}>
                <Plus className="size-4" aria-hidden="true" />
                Add {labels.company}
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title={labels.companyPlural}>
          {companies.length ? (
            <LocationRows locations={companies} label={labels.companyPlural} />
          ) : (
            <EmptyState
              icon={MapPin}
              title={`No ${labels.companyPlural.toLowerCase()} yet`}
              description={`${labels.companyPlural} added to this ${labels.group.toLowerCase()} appear here.`}
            />
          )}
        </SectionCard>
        <SectionCard title="Members">
          {members.length ? (
            <GroupMembers members={members} type={type} />
          ) : (
            <EmptyState
              icon={Users}
              title="No members yet"
              description={`People given access to this ${labels.group.toLowerCase()} appear here. Owners see every ${labels.group.toLowerCase()}.`}
            />
          )}
        </SectionCard>
      </div>
      {abilities.update ? (
        <GroupInvitations groupId={id} groupName={name} type={type} labels={labels} />
      ) : null}
    </div>
  );
}

export default function GroupPage() {
  const labels = useEnterpriseLabels();
  const id = idFromParam(useParams().id);
  return (
    <div className="mx-auto max-w-5xl">
      {id === null ? (
        <NotFoundPanel
          title={`${labels.group} not found`}
          description="This address does not point to a group."
          backTo="/enterprise-groups"
          backLabel={`All ${labels.groupPlural.toLowerCase()}`}
        />
      ) : (
        <GroupDetails id={id} />
      )}
    </div>
  );
}
