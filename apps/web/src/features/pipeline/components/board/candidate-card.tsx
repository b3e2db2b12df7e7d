// One candidate on the board: who, since when, and (for Recruiter and above) the next move at
// hand with the other decisions in a menu. The name opens the candidate panel.
import type { Decision } from '@hireloop/shared/applications';
import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Avatar } from '#web/components/avatar.tsx';
import { Button } from '#web/components/button.tsx';
import type { CompanyCandidate, PipelineAbilities } from '#web/features/pipeline/api/pipeline-types.ts';
import { candidateName } from '#web/features/pipeline/candidate-name.ts';
import { timeSince } from '#web/features/pipeline/time-since.ts';
import { DecisionMenu } from '../decisions/decision-menu.tsx';
import { ScoresNeededBadge } from '../scores-needed-badge.tsx';
import { StatusBadge } from '../status-badge.tsx';

interface CandidateCardProps {
  candidate: CompanyCandidate;
  abilities: PipelineAbilities;
  nextStepName: string | null;
  previousStepName: string | null;
  deciding: boolean;
  /** Off the board (disqualified, withdrawn) the card says which step the candidate reached. */
  showStep?: boolean;
  onOpen: (applicationId: number) => void;
  onDecision: (candidate: CompanyCandidate, decision: Decision) => void;
  /** On the board's columns: what drag and drop adds (see draggable-candidate-card.tsx). */
  drag?: {
    ref: Ref<HTMLLIElement>;
    /** Mouse and touch pick the card up anywhere on it. */
    pointerHandlers: HTMLAttributes<HTMLLIElement>;
    /** The keyboard picks it up from its handle. */
    handle: ReactNode;
    selectBox: ReactNode;
    dragging: boolean;
  };
}

export function CandidateCard({
  candidate,
  abilities,
  nextStepName,
  previousStepName,
  deciding,
  showStep = false,
  onOpen,
  onDecision,
  drag,
}: CandidateCardProps) {
  const name = candidateName(candidate.candidate);
  const canAct = abilities.move && candidate.status !== 'withdrawn';
  const applied = candidate.appliedAt ? timeSince(candidate.appliedAt) : null;
  const nextAction = candidate.status === 'disqualified' ? 'previous-step' : 'next-step';
  return (
    <li
      ref={drag?.ref}
      {...drag?.pointerHandlers}
      className={clsx(
        'rounded-lg border border-slate-200 bg-white p-3 shadow-card',
        drag && 'cursor-grab touch-manipulation',
        drag?.dragging && 'opacity-40',
      )}
      aria-busy={deciding || undefined}
    >
      <div className="flex items-start gap-2.5">
        <Avatar name={name} src={candidate.candidate.avatar} size="sm" />
        <div className="min-w-0 flex-1">
          <button
            type="button"
            onClick={() => onOpen(candidate.id)}
            className="block max-w-full truncate text-left text-sm font-semibold text-slate-900 hover:text-brand-700 hover:underline"
          >
            {name}
          </button>
          {candidate.candidate.headline ? (
            <p className="truncate text-xs text-slate-600">{candidate.candidate.headline}</p>
          ) : null}
          <p className="mt-0.5 text-xs text-slate-500">
            {applied ? `Applied ${applied}` : 'Not sent'}
            {showStep && candidate.step ? ` · ${candidate.step.name}` : null}
          </p>
          {candidate.status !== 'active' || candidate.scoresNeeded ? (
            <div className="mt-1.5 flex flex-wrap gap-1.5">
              {candidate.status === 'active' ? null : <StatusBadge status={candidate.status} />}
              {candidate.scoresNeeded ? <ScoresNeededBadge /> : null}
            </div>
          ) : null}
        </div>
        {drag?.handle}
      </div>
      {canAct ? (
        <div className="mt-3 flex items-center gap-2">
          {drag?.selectBox}
          {candidate.status === 'disqualified' || nextStepName ? (
            <Button
              size="sm"
              variant="secondary"
              className="min-w-0 flex-1"
              disabled={deciding}
              title={nextAction === 'next-step' ? `Move to ${nextStepName}` : undefined}
              aria-label={
                nextAction === 'next-step'
                  ? `Move ${name} to ${nextStepName}`
                  : `Move ${name} back into the pipeline`
              }
              onClick={() => onDecision(candidate, nextAction)}
            >
              {nextAction === 'next-step' ? (
                <>
                  <span className="truncate">{nextStepName}</span>
                  <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
                </>
              ) : (
                'Reinstate'
              )}
            </Button>
          ) : (
            <span className="flex-1" />
          )}
          <DecisionMenu
            name={name}
            status={candidate.status}
            nextStepName={nextStepName}
            previousStepName={previousStepName}
            disabled={deciding}
            onDecision={(decision) => onDecision(candidate, decision)}
          />
        </div>
      ) : null}
    </li>
  );
}
