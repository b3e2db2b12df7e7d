// The open invitations into one group, for those who manage it: invite someone, revoke a link.
import type { EnterpriseLabels, EnterpriseType } from '@hireloop/shared/enterprise-labels';
import { GROUP_INVITATION_ROLES } from '@hireloop/shared/tenancy';
import { Mail } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { useCurrentEnterprise } from '../api/current-enterprise.ts';
import { useGroupInvitations } from '../api/group-invitations.ts';
import { GroupInviteDialog } from './group-invite-dialog.tsx';
import { InvitationList } from './invitation-list.tsx';
import { SectionCard } from './section-card.tsx';

interface GroupInvitationsProps {
  groupId: number;
  groupName: string;
  type: EnterpriseType;
  labels: EnterpriseLabels;
}

export function GroupInvitations({ groupId, groupName, type, labels }: GroupInvitationsProps) {
  const [page, setPage] = useState(1);
  const invitations = useGroupInvitations(groupId, page, true);
  const enterprise = useCurrentEnterprise();
  const roles = (enterprise.data?.abilities.assignableRoles ?? []).filter((role) =>
    (GROUP_INVITATION_ROLES as readonly string[]).includes(role),
  );
  const names = useMemo(() => new Map([[groupId, groupName]]), [groupId, groupName]);
  const noun = labels.group.toLowerCase();

  return (
    <SectionCard
      title="Invitations"
      aside={
        roles.length ? (
          <GroupInviteDialog
            groupId={groupId}
            groupName={groupName}
            roles={roles}
            type={type}
            labels={labels}
          />
        ) : null
      }
    >
      {invitations.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner className="size-5 text-brand-600" label="Loading invitations" />
        </div>
      ) : invitations.isError ? (
        <ErrorState onRetry={() => void invitations.refetch()} retrying={invitations.isFetching} />
      ) : invitations.data.data.length === 0 ? (
        <EmptyState
          icon={Mail}
          title="No open invitations"
          description={`Invite someone by email to work with this ${noun}; they join it when they accept.`}
        />
      ) : (
        <>
          <InvitationList
            invitations={invitations.data.data}
            type={type}
            labels={labels}
            groupNamesById={names}
          />
          <div className="px-4 pb-4 sm:px-6">
            <Pagination
              label="Invitation pages"
              page={invitations.data.meta.currentPage}
              lastPage={invitations.data.meta.lastPage}
              total={invitations.data.meta.total}
              onPageChange={setPage}
            />
          </div>
        </>
      )}
    </SectionCard>
  );
}
