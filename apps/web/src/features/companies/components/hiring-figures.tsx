// The hiring figures of the company dashboard (the `hiring` part of GET /api/company-dashboard):
// open opportunities, new applicants this week, time since the last activity, each linking to
// where the work is.
import { relativeTime } from '@hireloop/shared/time';
import { Activity, BriefcaseBusiness, type LucideIcon, UserRoundPlus } from 'lucide-react';
import { Link } from 'react-router';
import type { CompanyDashboard } from '../api/company-dashboard.ts';

/** YYYY-MM-DD of the day a week ago: "this week" is the rolling last seven days, as on the server. */
function weekAgo(now = new Date()): string {
  const day = new Date(now.getTime() - 7 * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** Time since the last activity; a timestamp ahead of this device's clock reads "just now". */
function sinceText(at: string, now = new Date()): string {
  const then = new Date(at);
  return relativeTime(then > now ? now : then, now);
}

interface Figure {
  icon: LucideIcon;
  label: string;
  value: string;
  to: string;
}

export function HiringFigures({ hiring }: { hiring: CompanyDashboard['hiring'] }) {
  const figures: Figure[] = [
    {
      icon: BriefcaseBusiness,
      label: 'Open opportunities',
      value: String(hiring.openOpportunities),
      to: '/company-opportunities',
    },
    {
      icon: UserRoundPlus,
      label: 'New applicants this week',
      value: String(hiring.newApplicantsThisWeek),
      to: `/company-candidates?from=${weekAgo()}`,
    },
    {
      icon: Activity,
      label: 'Last activity',
      value: hiring.lastActivityAt ? sinceText(hiring.lastActivityAt) : 'None yet',
      to: '/company-candidates',
    },
  ];
  return (
    <ul aria-label="Hiring figures" className="grid gap-4 sm:grid-cols-3">
      {figures.map(({ icon: Icon, label, value, to }) => (
        <li key={label}>
          <Link
            to={to}
            className="group flex h-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-card transition hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm text-slate-600">{label}</span>
              <span className="block text-2xl font-semibold tracking-tight text-slate-900 first-letter:uppercase group-hover:text-brand-700">
                {value}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
