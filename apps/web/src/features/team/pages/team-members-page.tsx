// `/team-members` (Company Admin, Manager, Recruiter): the team, inviting people, and the
// invitations still open. Pages of both lists live in the URL.

import { usePageParam } from '#web/lib/use-page-param.ts';
import { useTeamMembers } from '../api/team-members.ts';
import { InviteMemberForm } from '../components/invite-member-form.tsx';
import { PendingInvitationsCard } from '../components/pending-invitations-card.tsx';
import { TeamMembersCard } from '../components/team-members-card.tsx';

export default function TeamMembersPage() {
  const [page, setPage] = usePageParam('page');
  const [invitationsPage, setInvitationsPage] = usePageParam('invitations_page');
  const members = useTeamMembers(page);
  const abilities = members.data?.abilities;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <p className="text-slate-600">
        Everyone who works in this company account, and the role each person holds.
      </p>
      {abilities?.invite ? <InviteMemberForm assignableRoles={abilities.assignableRoles} /> : null}
      <TeamMembersCard query={members} onPageChange={setPage} />
      {abilities?.invite ? (
        <PendingInvitationsCard page={invitationsPage} onPageChange={setInvitationsPage} />
      ) : null}
    </div>
  );
}
