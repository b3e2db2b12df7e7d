// All / Published / Draft / Paused / Closed: links that set `?status=` (so each tab can be shared).
import type { OpportunityStatus } from '@hireloop/shared/opportunities';
import { clsx } from 'clsx';
import { Link, useSearchParams } from 'react-router';

const TABS: Array<{ status: OpportunityStatus | null; label: string }> = [
  { status: null, label: 'All' },
  { status: 'published', label: 'Published' },
  { status: 'draft', label: 'Draft' },
  { status: 'paused', label: 'Paused' },
  { status: 'closed', label: 'Closed' },
];

export function OpportunityStatusTabs({ current }: { current: OpportunityStatus | null }) {
  const [searchParams] = useSearchParams();
  const linkTo = (status: OpportunityStatus | null) => {
    const params = new URLSearchParams(searchParams);
    params.delete('page');
    if (status) params.set('status', status);
    else params.delete('status');
    const query = params.toString();
    return query ? `?${query}` : '?';
  };

  return (
    <nav aria-label="Opportunity status" className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 px-1">
        {TABS.map((tab) => {
          const active = tab.status === current;
          return (
            <li key={tab.label}>
              <Link
                to={linkTo(tab.status)}
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold transition-colors',
                  active
                    ? 'bg-brand-600 text-white shadow-sm'
                    : 'text-slate-600 hover:bg-white hover:text-slate-900',
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
