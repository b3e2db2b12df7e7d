// Active / All, as links: each tab is a URL the candidate can share or come back to.
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { type ApplicationsTab, tabSearch } from '../use-applications-params.ts';

const TABS: Array<{ tab: ApplicationsTab; label: string }> = [
  { tab: 'active', label: 'Active' },
  { tab: 'all', label: 'All' },
];

export function ApplicationsTabs({ current }: { current: ApplicationsTab }) {
  return (
    <nav aria-label="Applications filter" className="border-b border-slate-200">
      <ul className="-mb-px flex gap-6">
        {TABS.map(({ tab, label }) => (
          <li key={tab}>
            <Link
              to={{ search: tabSearch(tab) }}
              aria-current={tab === current ? 'page' : undefined}
              className={clsx(
                'inline-flex h-11 items-center border-b-2 px-1 text-sm font-semibold transition-colors',
                tab === current
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
              )}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
