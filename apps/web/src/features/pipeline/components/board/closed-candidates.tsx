// Candidates off the board (disqualified, withdrawn), collapsed under their heading so the columns
// stay about the people still in play.
import type { Decision } from '@hireloop/shared/applications';
import { ChevronRight } from 'lucide-react';
import type { CompanyCandidate, PipelineAbilities } from '#web/features/pipeline/api/pipeline-types.ts';
import { CandidateCard } from './candidate-card.tsx';

interface ClosedCandidatesProps {
  title: string;
  candidates: readonly CompanyCandidate[];
  abilities: PipelineAbilities;
  isDeciding: (applicationId: number) => boolean;
  onOpen: (applicationId: number) => void;
  onDecision: (candidate: CompanyCandidate, decision: Decision) => void;
}

export function ClosedCandidates({
  title,
  candidates,
  abilities,
  isDeciding,
  onOpen,
  onDecision,
}: ClosedCandidatesProps) {
  return (
    <details className="group rounded-xl border border-slate-200 bg-white shadow-card">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="size-4 text-slate-500 transition-transform group-open:rotate-90"
          aria-hidden="true"
        />
        {title}
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {candidates.length}
        </span>
      </summary>
      <div className="border-t border-slate-200 p-4">
        {candidates.length === 0 ? (
          <p className="text-sm text-slate-600">Nobody here.</p>
        ) : (
          <ul aria-label={title} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {candidates.map((candidate) => (
              <CandidateCard
                key={candidate.id}
                candidate={candidate}
                abilities={abilities}
                nextStepName={null}
                previousStepName={null}
                deciding={isDeciding(candidate.id)}
                showStep
                onOpen={onOpen}
                onDecision={onDecision}
              />
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
