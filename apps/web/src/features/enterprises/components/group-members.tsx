import type { EnterpriseType } from '@hireloop/shared/enterprise-labels';
import { fullName } from '@hireloop/shared/people';
import { Avatar } from '#web/components/avatar.tsx';
import type { GroupMember } from '../api/enterprise-types.ts';
import { RoleBadge } from './role-badge.tsx';

/** People with access to a group, with their enterprise role. */
export function GroupMembers({ members, type }: { members: readonly GroupMember[]; type: EnterpriseType }) {
  return (
    <ul className="divide-y divide-slate-200" aria-label="Members">
      {members.map((member) => {
        const name = fullName(member);
        return (
          <li key={member.userId} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
            <Avatar name={name} size="sm" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-slate-900">{name}</span>
              <span className="block truncate text-sm text-slate-600">{member.email}</span>
            </span>
            <RoleBadge role={member.role} type={type} />
          </li>
        );
      })}
    </ul>
  );
}
