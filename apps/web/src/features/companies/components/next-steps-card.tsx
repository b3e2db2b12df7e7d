// The company's getting-started tour (its "demo", docs/decisions/015): the steps the viewer's
// role allows, until the company publishes its first opportunity or someone finishes or dismisses
// the tour. Finishing it lets links into company pages open where they point (SPEC.md §2).
import { ArrowRight, Building2, Megaphone, UserPlus, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import type { UserCompany } from '#web/lib/session/session-user.ts';
import type { CompanyDashboard } from '../api/company-dashboard.ts';
import { useCompleteDemo } from '../api/company-demo.ts';
import { type GettingStartedStepId, gettingStartedSteps, showGettingStarted } from '../getting-started.ts';

const ICONS: Record<GettingStartedStepId, typeof Building2> = {
  'post-opportunity': Megaphone,
  'company-profile': Building2,
  'invite-team': UserPlus,
};

export function NextStepsCard({ dashboard, company }: { dashboard: CompanyDashboard; company: UserCompany }) {
  const complete = useCompleteDemo();
  if (!showGettingStarted(company, dashboard.abilities)) return null;
  const steps = gettingStartedSteps(dashboard.abilities);
  const mayFinish = dashboard.abilities.completeDemo;
  const finish = () => complete.mutate(company.id);

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="getting-started-heading">
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <h2 id="getting-started-heading" className="text-base font-semibold text-slate-900">
              Getting started
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              A short tour of your first steps. It ends when you publish your first opportunity.
            </p>
          </div>
          {mayFinish ? (
            <button
              type="button"
              onClick={finish}
              disabled={complete.isPending}
              className="-m-1 shrink-0 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50"
            >
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">Dismiss the tour</span>
            </button>
          ) : null}
        </div>
        {steps.length > 0 ? (
          <ul className="mt-4 grid gap-3 md:grid-cols-2 lg:grid-cols-3">
            {steps.map(({ id, title, text, to }) => {
              const Icon = ICONS[id];
              return (
                <li key={id}>
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
              );
            })}
          </ul>
        ) : null}
        {mayFinish ? (
          <div className="mt-4 flex justify-end">
            <Button variant="secondary" loading={complete.isPending} onClick={finish}>
              Finish the tour
            </Button>
          </div>
        ) : null}
      </section>
    </Card>
  );
}
