// One pipeline step: its name and count, and its candidates' cards; a place to drop cards on.
import { useDroppable } from '@dnd-kit/core';
import type { Decision } from '@hireloop/shared/applications';
import { clsx } from 'clsx';
import { useId } from 'react';
import type { CompanyCandidate, PipelineAbilities } from '#web/features/pipeline/api/pipeline-types.ts';
import type { BoardStep } from '#web/features/pipeline/board-columns.ts';
import { stepDropId } from './board-drag-and-drop.tsx';
import { DraggableCandidateCard } from './draggable-candidate-card.tsx';

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
  isSelected: (applicationId: number) => boolean;
  onSelectedChange: (applicationId: number, selected: boolean) => void;
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
  isSelected,
  onSelectedChange,
}: BoardColumnProps) {
  const headingId = useId();
  const { setNodeRef, isOver, active } = useDroppable({ id: stepDropId(step.id) });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={clsx(
        'flex w-72 shrink-0 snap-start flex-col rounded-xl p-3 transition-colors xl:w-auto xl:min-w-48 xl:flex-1 xl:p-2.5',
        isOver && active ? 'bg-brand-50 ring-2 ring-brand-300' : 'bg-slate-100/80',
      )}
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
            <DraggableCandidateCard
              key={candidate.id}
              candidate={candidate}
              selected={isSelected(candidate.id)}
              onSelectedChange={onSelectedChange}
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
