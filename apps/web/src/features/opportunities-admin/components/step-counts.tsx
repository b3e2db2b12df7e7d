// Where an opportunity's candidates are: a thin bar split by step, and each step's count.
import type { OpportunitySummary } from '../api/opportunities.ts';

/** One shade per position, light to dark, so later steps read as further along. */
const STEP_COLOURS = [
  'bg-brand-200',
  'bg-brand-300',
  'bg-brand-400',
  'bg-brand-500',
  'bg-brand-600',
  'bg-brand-700',
];

const colourOf = (index: number, count: number) =>
  index === count - 1 ? 'bg-emerald-500' : STEP_COLOURS[Math.min(index, STEP_COLOURS.length - 1)];

export function StepCounts({ steps }: { steps: OpportunitySummary['pipelineSteps'] }) {
  const total = steps.reduce((sum, step) => sum + step.candidateCount, 0);
  return (
    <div className="space-y-2">
      <div className="flex h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        {total > 0
          ? steps.map((step, index) =>
              step.candidateCount > 0 ? (
                <span
                  key={step.id}
                  className={colourOf(index, steps.length)}
                  style={{ width: `${(step.candidateCount / total) * 100}%` }}
                />
              ) : null,
            )
          : null}
      </div>
      <ul aria-label="Candidates per step" className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
        {steps.map((step, index) => (
          <li key={step.id} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={`size-2 rounded-full ${colourOf(index, steps.length)}`} />
            {step.name}
            <span className="font-semibold text-slate-900">{step.candidateCount}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
