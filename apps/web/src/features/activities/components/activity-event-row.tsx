// One event of the list: what, when, where from, and who was really at the keyboard when a super
// admin impersonated the member.
import { formatDate } from '@hireloop/shared/time';
import type { ActivityEvent } from '../api/activities.ts';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

export function ActivityEventRow({ event }: { event: ActivityEvent }) {
  return (
    <li className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{event.label}</p>
        <p className="truncate font-mono text-xs text-slate-600" title={event.target}>
          {event.action.split(' ')[0]} {event.target}
        </p>
        {event.impersonator ? (
          <p className="text-xs font-medium text-amber-800">By {event.impersonator.name}, impersonating</p>
        ) : null}
      </div>
      <div className="text-sm text-slate-600 sm:text-right">
        <p>
          <time dateTime={event.createdAt}>
            {formatDate(event.createdAt)}, {timeOf(event.createdAt)}
          </time>
        </p>
        {event.ipAddress ? <p className="text-xs">{event.ipAddress}</p> : null}
      </div>
    </li>
  );
}
