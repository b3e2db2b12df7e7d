// `/enterprise-access-manager/create` (Invite New User).
import type { ReactNode } from 'react';
import { Card } from '#web/components/card.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { useCurrentEnterprise } from '../api/current-enterprise.ts';
import { useAllGroups } from '../api/groups.ts';
import { BackLink } from '../components/back-link.tsx';
import { InviteForm } from '../components/invite-form.tsx';
import { LoadingPanel } from '../components/loading-panel.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { useEnterpriseLabels } from '../hooks/use-enterprise-labels.ts';
import { useEnterpriseType } from '../hooks/use-enterprise-type.ts';

export default function InviteUserPage() {
  const labels = useEnterpriseLabels();
  const type = useEnterpriseType();
  const enterprise = useCurrentEnterprise();
  const groups = useAllGroups();

  let content: ReactNode;
  if (enterprise.isPending || groups.isPending) content = <LoadingPanel label="Loading the form" />;
  else if (enterprise.isError || groups.isError)
    content = (
      <ErrorState
        onRetry={() => {
          void enterprise.refetch();
          void groups.refetch();
        }}
        retrying={enterprise.isFetching || groups.isFetching}
      />
    );
  else
    content = (
      <div className="p-5 sm:p-6">
        <InviteForm
          roles={enterprise.data.abilities.assignableRoles}
          groups={groups.data}
          type={type}
          labels={labels}
        />
      </div>
    );

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageIntro
        eyebrow={<BackLink to="/enterprise-access-manager">Users</BackLink>}
        title="Invite someone to this enterprise"
        description={`Choose what they may do and which ${labels.groupPlural.toLowerCase()} they look after.`}
      />
      <Card>{content}</Card>
    </div>
  );
}
