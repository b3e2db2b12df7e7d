// Where the candidate is in onboarding: numbered steps, done ones ticked, the current one marked.
import { clsx } from 'clsx';
import { Check } from 'lucide-react';

export function OnboardingStepper({
  steps,
  current,
}: {
  steps: readonly { title: string }[];
  current: number;
}) {
  return (
    <ol className="flex items-center gap-2 sm:gap-3" aria-label="Steps">
      {steps.map((step, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li
            key={step.title}
            // The last step takes only its own width; the others stretch to draw the line between.
            className={clsx('flex items-center gap-2', index < steps.length - 1 && 'flex-1')}
            aria-current={active ? 'step' : undefined}
          >
            <span
              className={clsx(
                'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                done && 'bg-brand-600 text-white',
                active && 'bg-brand-50 text-brand-700 ring-2 ring-brand-600',
                !done && !active && 'bg-slate-100 text-slate-600',
              )}
            >
              {done ? <Check className="size-4" strokeWidth={3} aria-hidden="true" /> : index + 1}
              <span className="sr-only">{done ? ' (done)' : ''}</span>
            </span>
            <span
              className={clsx(
                // Whole titles ("What you are looking for"), wrapping onto a second line when narrow.
                'text-sm leading-snug',
                active ? 'font-semibold text-slate-900' : 'text-slate-600',
                !active && 'hidden sm:inline',
              )}
            >
              {step.title}
            </span>
            {index < steps.length - 1 ? (
              <span className="hidden h-px min-w-4 flex-1 bg-slate-200 sm:block" aria-hidden="true" />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
