// `/enterprise-access-manager/:id` (Manage Access): one member's role and groups, or removing them.
import { fullName } from '@hireloop/shared/people';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Avatar } from '#web/components/avatar.tsx';
import { Card } from '#web/components/card.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { useEnterpriseMembers } from '../api/access.ts';
import { useCurrentEnterprise } from '../api/current-enterprise.ts';
import { useAllGroups } from '../api/groups.ts';
import { BackLink } from '../components/back-link.tsx';
import { LoadingPanel } from '../components/loading-panel.tsx';
import { ManageAccessForm } from '../components/manage-access-form.tsx';
import { NotFoundPanel } from '../components/not-found-panel.tsx';
import { RemoveAccessDialog } from '../components/remove-access-dialog.tsx';
import { RoleBadge } from '../components/role-badge.tsx';
import { useEnterpriseLabels } from '../hooks/use-enterprise-labels.ts';
import { useEnterpriseType } from '../hooks/use-enterprise-type.ts';
import { idFromParam } from '../page-number.ts';

const NOT_FOUND = {
  title: 'User not found',
  description: 'This person has no access to the enterprise, or you may not manage their access.',
  backTo: '/enterprise-access-manager',
  backLabel: 'All users',
};

export default function ManageAccessPage() {
  const userId = idFromParam(useParams().id);
  const labels = useEnterpriseLabels();
  const type = useEnterpriseType();
  const enterprise = useCurrentEnterprise();
  const members = useEnterpriseMembers();
  const groups = useAllGroups();

  let content: ReactNode;
  if (enterprise.isPending || members.isPending || groups.isPending) {
    content = <LoadingPanel label="Loading access" />;
  } else if (enterprise.isError || members.isError || groups.isError) {
    content = (
      <Card>
        <ErrorState
          onRetry={() => {
            void enterprise.refetch();
            void members.refetch();
            void groups.refetch();
          }}
          retrying={enterprise.isFetching || members.isFetching || groups.isFetching}
        />
      </Card>
    );
  } else {
    const member = members.data.data.find((item) => item.userId === userId);
    if (!member?.abilities.manage) {
      content = <NotFoundPanel {...NOT_FOUND} />;
    } else {
      const name = fullName(member);
      content = (
        <div className="space-y-6">
          <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
            <Avatar name={name} size="base" />
            <div className="min-w-0 flex-1">
              <h2 className="text-lg font-semibold break-words text-slate-900">{name}</h2>
              <p className="truncate text-sm text-slate-600">{member.email}</p>
            </div>
            <RoleBadge role={member.role} type={type} />
          </Card>
          <Card className="p-5 sm:p-6">
            <h3 className="mb-5 text-base font-semibold text-slate-900">
              Role and {labels.groupPlural.toLowerCase()}
            </h3>
            <ManageAccessForm
              member={member}
              roles={enterprise.data.abilities.assignableRoles}
              groups={groups.data}
              type={type}
              labels={labels}
            />
          </Card>
          <Card className="flex flex-col gap-4 border-red-200 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
            <div>
              <h3 className="text-base font-semibold text-slate-900">Remove access</h3>
              <p className="mt-1 text-sm text-slate-600">
                {name} loses access to every {labels.group.toLowerCase()} of {enterprise.data.name}.
              </p>
            </div>
            <RemoveAccessDialog userId={member.userId} name={name} enterpriseName={enterprise.data.name} />
          </Card>
        </div>
      );
    }
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink to="/enterprise-access-manager">Users</BackLink>
      {content}
    </div>
  );
}
