// One pipeline step: its name and count, and its candidates' cards.
import type { Decision } from '@hireloop/shared/applications';
import { useId } from 'react';
import type { CompanyCandidate, PipelineAbilities } from '../../api/pipeline-types.ts';
import type { BoardStep } from '../../board-columns.ts';
import { CandidateCard } from './candidate-card.tsx';

interface BoardColumnProps {
  step: BoardStep;
  count: number;
  candidates: readonly CompanyCandidate[];
  nextStep: BoardStep | null;
  previousStep: BoardStep | null;
  abilities: PipelineAbilities;
  isDeciding: (applicationId: number) => boolean;
  onOpen: (applicationId: number) => void;
  onDecision: (candidate: CompanyCandidate, decision: Decision) => void;
}

export function BoardColumn({
  step,
  count,
  candidates,
  nextStep,
  previousStep,
  abilities,
  isDeciding,
  onOpen,
  onDecision,
}: BoardColumnProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex w-72 shrink-0 snap-start flex-col rounded-xl bg-slate-100/80 p-3 xl:w-auto xl:min-w-48 xl:flex-1 xl:p-2.5"
    >
      <h3
        id={headingId}
        className="flex items-center justify-between gap-2 px-1 text-sm font-semibold text-slate-800"
      >
        <span className="truncate">{step.name}</span>
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200">
          {count}
          <span className="sr-only"> candidates</span>
        </span>
      </h3>
      {candidates.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-600">
          No candidates
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-3 space-y-2">
          {candidates.map((candidate) => (
            <CandidateCard
              key={candidate.id}
              candidate={candidate}
              abilities={abilities}
              nextStepName={nextStep?.name ?? null}
              previousStepName={previousStep?.name ?? null}
              deciding={isDeciding(candidate.id)}
              onOpen={onOpen}
              onDecision={onDecision}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
