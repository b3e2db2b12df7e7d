import type { EnterpriseLabels } from '@hireloop/shared/enterprise-labels';
import { ChevronRight, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '#web/components/avatar.tsx';
import type { EnterpriseGroup } from '../api/enterprise-types.ts';
import { countLabel } from './count-label.ts';

interface GroupListProps {
  groups: readonly EnterpriseGroup[];
  labels: EnterpriseLabels;
}

export function GroupList({ groups, labels }: GroupListProps) {
  return (
    <ul className="divide-y divide-slate-200" aria-label={labels.groupPlural}>
      {groups.map((group) => (
        <li key={group.id}>
          <Link
            to={`/enterprise-groups/${group.id}`}
            className="flex items-center gap-4 px-4 py-4 hover:bg-slate-50 focus-visible:-outline-offset-2 sm:px-6"
          >
            <Avatar name={group.name} shape="square" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-slate-900">{group.name}</span>
              <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                <span className="inline-flex items-center gap-1.5">
                  <MapPin className="size-4 text-slate-500" aria-hidden="true" />
                  {countLabel(group.companyCount, labels.company, labels.companyPlural)}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <Users className="size-4 text-slate-500" aria-hidden="true" />
                  {countLabel(group.memberCount, 'member', 'members')}
                </span>
              </span>
            </span>
            <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
