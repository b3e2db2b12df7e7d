// Candidates in each pipeline step across the published opportunities, as a bar list: where the
// hiring work piles up.
import { KanbanSquare } from 'lucide-react';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import type { CompanyDashboard } from '../api/company-dashboard.ts';

export function CandidatesPerStepCard({ hiring }: { hiring: CompanyDashboard['hiring'] }) {
  const steps = hiring.candidatesPerStep;
  const total = steps.reduce((sum, step) => sum + step.count, 0);
  const largest = Math.max(1, ...steps.map((step) => step.count));
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center justify-between gap-4">
        <h2 id="per-step-heading" className="text-base font-semibold text-slate-900">
          Candidates per step
        </h2>
        <span className="text-sm text-slate-600">{total} in progress</span>
      </div>
      {total === 0 ? (
        <EmptyState
          icon={KanbanSquare}
          title="No candidates in your pipelines yet"
          description="Publish an opportunity and the people who apply will show up here, step by step."
          action={
            <ButtonLink to="/company-opportunities" variant="secondary">
              Your opportunities
            </ButtonLink>
          }
        />
      ) : (
        <ul aria-labelledby="per-step-heading" className="mt-5 space-y-3">
          {steps.map((step) => (
            <li
              key={step.name}
              className="grid grid-cols-[minmax(0,8rem)_1fr_2.5rem] items-center gap-3 sm:grid-cols-[10rem_1fr_3rem]"
            >
              <span className="truncate text-sm text-slate-700">{step.name}</span>
              <span className="h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                <span
                  className="block h-full rounded-full bg-gradient-to-r from-brand-500 to-accent-500"
                  style={{ width: `${(step.count / largest) * 100}%` }}
                />
              </span>
              <span className="text-right text-sm font-semibold text-slate-900 tabular-nums">
                {step.count}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
