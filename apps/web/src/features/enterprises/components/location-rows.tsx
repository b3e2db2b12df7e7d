import { ChevronRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '#web/components/avatar.tsx';
import type { EnterpriseLocation } from '../api/enterprise-types.ts';

/** Locations (client accounts), each linking to its page. */
export function LocationRows({
  locations,
  label,
}: {
  locations: readonly EnterpriseLocation[];
  label: string;
}) {
  return (
    <ul className="divide-y divide-slate-200" aria-label={label}>
      {locations.map((location) => (
        <li key={location.id}>
          <Link
            to={`/enterprise-companies/${location.id}`}
            className="flex items-center gap-4 px-4 py-4 hover:bg-slate-50 focus-visible:-outline-offset-2 sm:px-6"
          >
            <Avatar name={location.name} src={location.avatar} shape="square" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-slate-900">{location.name}</span>
              {location.nickname || location.city ? (
                <span className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-slate-600">
                  {location.nickname ? <span className="truncate">{location.nickname}</span> : null}
                  {location.city ? (
                    <span className="inline-flex items-center gap-1">
                      <MapPin className="size-3.5 text-slate-500" aria-hidden="true" />
                      {location.city}
                    </span>
                  ) : null}
                </span>
              ) : null}
            </span>
            <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
