// Who invited whom to what, as the invitation link shows it.
import { companyRoleLabel, enterpriseLabels, enterpriseRoleLabel } from '@hireloop/shared/enterprise-labels';
import { fullName } from '@hireloop/shared/people';
import { isCompanyRole, isEnterpriseRole } from '@hireloop/shared/roles';
import { formatDate } from '@hireloop/shared/time';
import { Avatar } from '#web/components/avatar.tsx';
import type { InvitationDetails } from '../api/invitation-by-token.ts';

export function invitationAccountName(invitation: InvitationDetails): string {
  if (invitation.group && invitation.enterprise)
    return `${invitation.group.name} (${invitation.enterprise.name})`;
  return invitation.company?.name ?? invitation.enterprise?.name ?? 'this account';
}

function roleText(invitation: InvitationDetails): string {
  const { role, enterprise } = invitation;
  if (enterprise && isEnterpriseRole(role)) return enterpriseRoleLabel(role, enterprise.type);
  return isCompanyRole(role) ? companyRoleLabel(role, null) : role;
}

export function InvitationSummary({ invitation }: { invitation: InvitationDetails }) {
  const name = invitationAccountName(invitation);
  const labels = invitation.enterprise ? enterpriseLabels(invitation.enterprise.type) : null;
  // A group invitation names the group it joins, within its enterprise.
  const kind =
    invitation.group && labels
      ? `${labels.group} of ${invitation.enterprise?.name}`
      : (labels?.typeName ?? 'Company');
  const title = invitation.group?.name ?? name;
  const groups = invitation.group ? [] : (invitation.groups ?? []);
  return (
    <div className="flex items-start gap-4">
      <Avatar
        name={name}
        src={invitation.company?.avatar ?? invitation.enterprise?.avatar}
        size="lg"
        shape="square"
      />
      <div className="min-w-0">
        <p className="text-sm font-medium text-brand-700">{kind}</p>
        <h1 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">Join {title}</h1>
        <dl className="mt-3 grid gap-1 text-sm text-slate-700">
          <div className="flex gap-1.5">
            <dt className="text-slate-500">Invited by</dt>
            <dd className="font-medium">
              {invitation.invitedBy ? fullName(invitation.invitedBy) : 'A former member'}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-slate-500">Role</dt>
            <dd className="font-medium">{roleText(invitation)}</dd>
          </div>
          {labels && groups.length ? (
            <div className="flex gap-1.5">
              <dt className="shrink-0 text-slate-500">
                {groups.length === 1 ? labels.group : labels.groupPlural}
              </dt>
              <dd className="font-medium">{groups.map((group) => group.name).join(', ')}</dd>
            </div>
          ) : null}
          <div className="flex gap-1.5">
            <dt className="text-slate-500">For</dt>
            <dd className="font-medium break-all">{invitation.email}</dd>
          </div>
          {invitation.status === 'pending' ? (
            <div className="flex gap-1.5">
              <dt className="text-slate-500">Valid until</dt>
              <dd className="font-medium">{formatDate(invitation.expiresAt)}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </div>
  );
}
