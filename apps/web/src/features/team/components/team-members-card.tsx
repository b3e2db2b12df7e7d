// The team of the active company, a page at a time, with role changes and removal.
import type { CompanyRole } from '@hireloop/shared/roles';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { Spinner } from '../../../components/spinner.tsx';
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
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-4 sm:px-6">
        <h2 id="team-members-heading" className="text-base font-semibold text-slate-900">
          Members
          {query.data ? (
            <span className="ml-2 text-sm font-normal text-slate-500">{query.data.meta.total}</span>
          ) : null}
        </h2>
        {query.isFetching && !query.isPending ? (
          <Spinner className="size-4 text-slate-400" label="Updating" />
        ) : null}
      </div>
      {query.isPending ? (
        <div className="flex justify-center py-14">
          <Spinner className="size-6 text-brand-600" label="Loading team members" />
        </div>
      ) : query.isError || !query.data ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No members on this page"
          description="Go back to the first page to see your team."
        />
      ) : (
        <>
          <ul aria-labelledby="team-members-heading" className="divide-y divide-slate-200">
            {query.data.data.map((member) => (
              <TeamMemberRow
                key={member.userId}
                member={member}
                changingRole={changeRole.isPending && changeRole.variables?.userId === member.userId}
                onRoleChange={onRoleChange}
                onRemove={setRemoving}
              />
            ))}
          </ul>
          <div className="px-4 pb-4 sm:px-6">
            <Pagination
              label="Team members pages"
              page={query.data.meta.currentPage}
              lastPage={query.data.meta.lastPage}
              total={query.data.meta.total}
              onPageChange={onPageChange}
            />
          </div>
        </>
      )}
      <RemoveMemberDialog
        memberName={removing ? `${removing.firstName} ${removing.lastName}`.trim() : null}
        removing={removeMember.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemoval}
      />
    </Card>
  );
}
