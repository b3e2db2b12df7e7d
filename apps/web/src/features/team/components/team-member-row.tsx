// One member of the team: who they are, their role (changeable when the viewer may), and removal.
import { fullName } from '@hireloop/shared/people';
import type { CompanyRole } from '@hireloop/shared/roles';
import { formatDate } from '@hireloop/shared/time';
import { History, UserMinus } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '#web/components/avatar.tsx';
import { Button } from '#web/components/button.tsx';
import { buttonClasses } from '#web/components/button-styles.ts';
import { SelectField } from '#web/components/select-field.tsx';
import { useCompanyRoleLabel } from '#web/lib/session/session-role-label.ts';
import type { TeamMember } from '../api/team-members.ts';

interface TeamMemberRowProps {
  member: TeamMember;
  changingRole: boolean;
  onRoleChange: (member: TeamMember, role: CompanyRole) => void;
  onRemove: (member: TeamMember) => void;
}

export function TeamMemberRow({ member, changingRole, onRoleChange, onRemove }: TeamMemberRowProps) {
  const roleLabel = useCompanyRoleLabel();
  const name = fullName(member);
  // The current role stays selectable even if it is beyond what the viewer could hand out.
  const roles = member.abilities.assignableRoles.includes(member.role)
    ? member.abilities.assignableRoles
    : [member.role, ...member.abilities.assignableRoles];
  return (
    <li className="flex flex-col gap-4 px-4 py-4 sm:flex-row sm:items-center sm:px-6">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={name} src={member.avatar} size="md" />
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">
            {name}
            {member.isCurrentUser ? (
              <span className="ml-2 text-xs font-normal text-slate-500">(you)</span>
            ) : null}
          </p>
          <p className="truncate text-sm text-slate-600">{member.email}</p>
          <p className="text-xs text-slate-500">Joined {formatDate(member.joinedAt)}</p>
        </div>
      </div>
      <div className="flex items-center gap-2 sm:w-96 sm:justify-end">
        {member.abilities.viewActivity ? (
          <Link
            to={`/activities/${member.userId}`}
            aria-label={`Activity of ${name}`}
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            <History className="size-4" aria-hidden="true" />
            {/* Icon only on phones, where the role select needs the room. */}
            <span className="sr-only sm:not-sr-only">Activity</span>
          </Link>
        ) : null}
        {member.abilities.changeRole ? (
          <SelectField
            label={`Role of ${name}`}
            hideLabel
            className="flex-1 sm:w-48 sm:flex-none"
            value={member.role}
            disabled={changingRole}
            onChange={(event) => onRoleChange(member, event.target.value as CompanyRole)}
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
              </option>
            ))}
          </SelectField>
        ) : (
          <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
            {roleLabel(member.role)}
          </span>
        )}
        {member.abilities.remove ? (
          <Button variant="ghost" size="sm" onClick={() => onRemove(member)} aria-label={`Remove ${name}`}>
            <UserMinus className="size-4" aria-hidden="true" />
            <span className="sm:sr-only">Remove</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
