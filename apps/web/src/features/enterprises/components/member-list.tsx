import type { EnterpriseLabels, EnterpriseType } from '@hireloop/shared/enterprise-labels';
import { fullName } from '@hireloop/shared/people';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '#web/components/avatar.tsx';
import type { EnterpriseMember } from '../api/enterprise-types.ts';
import { groupNames } from './group-names.ts';
import { RoleBadge } from './role-badge.tsx';

interface MemberListProps {
  members: readonly EnterpriseMember[];
  type: EnterpriseType;
  labels: EnterpriseLabels;
  groupNamesById: ReadonlyMap<number, string>;
}

/** Everyone with access to the enterprise: role and groups; a Manage link where allowed. */
export function MemberList({ members, type, labels, groupNamesById }: MemberListProps) {
  return (
    <ul className="divide-y divide-slate-200" aria-label="Users">
      {members.map((member) => {
        const name = fullName(member);
        const groups = groupNames(member.role, member.groupIds, groupNamesById, labels.groupPlural);
        const body = (
          <>
            <Avatar name={name} size="md" />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="truncate text-sm font-semibold text-slate-900">{name}</span>
                <RoleBadge role={member.role} type={type} />
              </span>
              <span className="mt-0.5 block truncate text-sm text-slate-600">{member.email}</span>
              <span className="mt-0.5 block text-sm text-slate-600">
                <span className="sr-only">{labels.groupPlural}: </span>
                {groups}
              </span>
            </span>
          </>
        );
        return (
          <li key={member.userId}>
            {member.abilities.manage ? (
              <Link
                to={`/enterprise-access-manager/${member.userId}`}
                aria-label={`Manage access for ${name}`}
                className="flex items-center gap-4 px-4 py-4 hover:bg-slate-50 focus-visible:-outline-offset-2 sm:px-6"
              >
                {body}
                <span className="hidden text-sm font-medium text-brand-700 sm:inline">Manage</span>
                <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
              </Link>
            ) : (
              <div className="flex items-center gap-4 px-4 py-4 sm:px-6">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
