// What a decision will most likely show, so the board and lists can move a card before the
// server answers (optimistic update). The server decides; its answer replaces this prediction,
// and a refusal (422) rolls it back. Mirrors docs/api/pipeline.md "Decisions".
import type { Decision } from '@hireloop/shared/applications';
import type { CandidateStatus, CompanyCandidate } from './api/pipeline-types.ts';
import { type BoardStep, sortSteps } from './board-columns.ts';

export interface PredictedState {
  status: CandidateStatus;
  step: { id: number; name: string } | null;
}

/** Where a candidate stands on the step at `position`: the last step hires (as the server's `statusAt`). */
function stateAt(ordered: readonly BoardStep[], position: number): PredictedState {
  const step = ordered[position]!;
  return {
    status: position === ordered.length - 1 ? 'hired' : 'active',
    step: { id: step.id, name: step.name },
  };
}

/**
 * A move straight onto a step (dragging a card, the bulk move): null when nothing changes on
 * screen or the server will refuse it (withdrawn, a step of another opportunity).
 */
export function predictMove(
  candidate: Pick<CompanyCandidate, 'status' | 'step'>,
  steps: readonly BoardStep[],
  toStepId: number,
): PredictedState | null {
  if (candidate.status === 'withdrawn') return null;
  const ordered = sortSteps(steps);
  const position = ordered.findIndex((step) => step.id === toStepId);
  if (position < 0) return null;
  const predicted = stateAt(ordered, position);
  if (candidate.step?.id === toStepId && candidate.status === predicted.status) return null;
  return predicted;
}

/** null when the decision changes nothing on screen (no decision) or will be refused. */
export function predictDecision(
  candidate: Pick<CompanyCandidate, 'status' | 'step'>,
  steps: readonly BoardStep[],
  decision: Decision,
): PredictedState | null {
  if (candidate.status === 'withdrawn' || steps.length === 0) return null;
  const ordered = sortSteps(steps);
  const index = Math.max(
    0,
    ordered.findIndex((step) => step.id === candidate.step?.id),
  );
  const at = (position: number) => stateAt(ordered, position);
  switch (decision) {
    case 'no-decision':
      return null;
    case 'disqualify':
      return candidate.status === 'disqualified' ? null : { status: 'disqualified', step: candidate.step };
    case 'next-step':
    case 'next-step-immediately':
      if (candidate.status === 'disqualified' || index >= ordered.length - 1) return null;
      return at(index + 1);
    case 'previous-step':
      if (candidate.status === 'disqualified') return at(index);
      return index === 0 ? null : { ...at(index - 1), status: 'active' };
  }
}
