// The team of the active company, a page at a time, with role changes and removal.
import { fullName } from '@hireloop/shared/people';
import type { CompanyRole } from '@hireloop/shared/roles';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PagedList, PagedListHeader } from '#web/components/paged-list.tsx';
import {
  type TeamMember,
  type TeamMembersPage,
  useChangeMemberRole,
  useRemoveMember,
} from '../api/team-members.ts';
import { RemoveMemberDialog } from './remove-member-dialog.tsx';
import { TeamMemberRow } from './team-member-row.tsx';

interface TeamMembersCardProps {
  query: {
    data?: TeamMembersPage;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  onPageChange: (page: number) => void;
}

export function TeamMembersCard({ query, onPageChange }: TeamMembersCardProps) {
  const changeRole = useChangeMemberRole();
  const removeMember = useRemoveMember();
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  const onRoleChange = (member: TeamMember, role: CompanyRole) => {
    if (role !== member.role) changeRole.mutate({ userId: member.userId, role });
  };
  const confirmRemoval = () => {
    if (!removing) return;
    removeMember.mutate(removing.userId, { onSettled: () => setRemoving(null) });
  };

  return (
    <Card>
      <PagedListHeader id="team-members-heading" query={query}>
        Members
        {query.data ? (
          <span className="ml-2 text-sm font-normal text-slate-500">{query.data.meta.total}</span>
        ) : null}
      </PagedListHeader>
      <PagedList
        query={query}
        labelledBy="team-members-heading"
        loadingLabel="Loading team members"
        retrySpinner={false}
        empty={
          <EmptyState
            icon={Users}
            title="No members on this page"
            description="Go back to the first page to see your team."
          />
        }
        pagesLabel="Team members pages"
        onPageChange={onPageChange}
      >
        {(member) => (
          <TeamMemberRow
            key={member.userId}
            member={member}
            changingRole={changeRole.isPending && changeRole.variables?.userId === member.userId}
            onRoleChange={onRoleChange}
            onRemove={setRemoving}
          />
        )}
      </PagedList>
      <RemoveMemberDialog
        memberName={removing ? fullName(removing) : null}
        removing={removeMember.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemoval}
      />
    </Card>
  );
}
