// What to do next in a new company: the steps the viewer's role allows.
import { ArrowRight, Building2, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/card.tsx';
import type { CompanyDashboard } from '../api/company-dashboard.ts';

export function NextStepsCard({ dashboard }: { dashboard: CompanyDashboard }) {
  const steps = [
    dashboard.abilities.editProfile && {
      icon: Building2,
      title: 'Complete your company profile',
      text: 'Add your logo, a description and where you are, so candidates know who you are.',
      to: '/company-profile/quick',
    },
    dashboard.abilities.manageTeam && {
      icon: UserPlus,
      title: 'Invite your team',
      text: 'Hiring is a team sport. Invite colleagues and give each the right role.',
      to: '/team-members',
    },
  ].filter((step) => step !== false);
  if (steps.length === 0) return null;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">Next steps</h2>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {steps.map(({ icon: Icon, title, text, to }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full gap-4 rounded-lg border border-slate-200 p-4 transition hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-slate-900">{title}</span>
                <span className="mt-1 block text-sm leading-relaxed text-slate-600">{text}</span>
              </span>
              <ArrowRight
                className="mt-2 size-4 shrink-0 text-slate-400 group-hover:text-brand-600"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
