// `/enterprise-access-manager` (Users): who has access to the enterprise and open invitations.
import { MailPlus, UserPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '#web/components/button-link.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { useEnterpriseInvitations, useEnterpriseMembers } from '../api/access.ts';
import { InvitationList } from '../components/invitation-list.tsx';
import { LoadingPanel } from '../components/loading-panel.tsx';
import { MemberList } from '../components/member-list.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { useEnterpriseLabels } from '../hooks/use-enterprise-labels.ts';
import { useEnterpriseType } from '../hooks/use-enterprise-type.ts';
import { useGroupNames } from '../hooks/use-group-names.ts';

export default function AccessManagerPage() {
  const labels = useEnterpriseLabels();
  const type = useEnterpriseType();
  const groupNamesById = useGroupNames();
  const members = useEnterpriseMembers();
  const invitations = useEnterpriseInvitations();
  const inviteLink = (
    <ButtonLink to="/enterprise-access-manager/create">
      <UserPlus className="size-4" aria-hidden="true" />
      Invite New User
    </ButtonLink>
  );

  let memberContent: ReactNode;
  if (members.isPending) memberContent = <LoadingPanel label="Loading users" />;
  else if (members.isError)
    memberContent = <ErrorState onRetry={() => members.refetch()} retrying={members.isFetching} />;
  else if (members.data.data.length === 0)
    memberContent = <EmptyState icon={Users} title="No users yet" action={inviteLink} />;
  else
    memberContent = (
      <MemberList members={members.data.data} type={type} labels={labels} groupNamesById={groupNamesById} />
    );

  let invitationContent: ReactNode;
  if (invitations.isPending) invitationContent = <LoadingPanel label="Loading invitations" />;
  else if (invitations.isError)
    invitationContent = (
      <ErrorState onRetry={() => invitations.refetch()} retrying={invitations.isFetching} />
    );
  else if (invitations.data.data.length === 0)
    invitationContent = (
      <EmptyState
        icon={MailPlus}
        title="No pending invitations"
        description="People you invite appear here until they accept."
      />
    );
  else
    invitationContent = (
      <InvitationList
        invitations={invitations.data.data}
        type={type}
        labels={labels}
        groupNamesById={groupNamesById}
      />
    );

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      {/* The header already names the page "Users". */}
      <PageIntro
        description={`People with access to this enterprise and the ${labels.groupPlural.toLowerCase()} each one looks after.`}
        actions={inviteLink}
      />
      <SectionCard
        headingLevel={2}
        title="Members"
        aside={
          members.data ? <p className="text-sm text-slate-600">{members.data.meta.total} in total</p> : null
        }
      >
        {memberContent}
      </SectionCard>
      <SectionCard headingLevel={2} title="Pending invitations">
        {invitationContent}
      </SectionCard>
    </div>
  );
}
