// What a decision will most likely show, so the board and lists can move a card before the
// server answers (optimistic update). The rule is the server's own, shared
// (packages/shared/src/pipeline/decision-plan.ts); the server's answer replaces this prediction,
// and a refusal (422) rolls it back.
import type { Decision } from '@hireloop/shared/applications';
import {
  isRefusal,
  moveChangesNothing,
  planDecision,
  planMove,
} from '@hireloop/shared/pipeline/decision-plan';
import type { CandidateStatus, CompanyCandidate } from './api/pipeline-types.ts';
import { type BoardStep, sortSteps } from './board-columns.ts';

export interface PredictedState {
  status: CandidateStatus;
  step: { id: number; name: string } | null;
}

type PredictedCandidate = Pick<CompanyCandidate, 'status' | 'step'>;

const stepRef = (step: BoardStep | null) => (step ? { id: step.id, name: step.name } : null);

const planned = (candidate: PredictedCandidate) => ({
  status: candidate.status,
  currentStepId: candidate.step?.id ?? null,
});

/**
 * A move straight onto a step (dragging a card, the bulk move): null when nothing changes on
 * screen or the server will refuse it (withdrawn, a step of another opportunity).
 */
export function predictMove(
  candidate: PredictedCandidate,
  steps: readonly BoardStep[],
  toStepId: number,
): PredictedState | null {
  const plan = planMove(candidate, sortSteps(steps), toStepId);
  if (!plan || moveChangesNothing(planned(candidate), plan)) return null;
  return { status: plan.status, step: stepRef(plan.step) };
}

/** null when the decision changes nothing on screen (no decision) or will be refused. */
export function predictDecision(
  candidate: PredictedCandidate,
  steps: readonly BoardStep[],
  decision: Decision,
): PredictedState | null {
  // No steps, no board to show a move on.
  if (steps.length === 0) return null;
  const plan = planDecision(planned(candidate), sortSteps(steps), decision);
  if (isRefusal(plan) || plan.change === null) return null;
  // A disqualified card keeps the step it shows (also when that step was removed).
  const step = plan.status === 'disqualified' ? candidate.step : stepRef(plan.step);
  return { status: plan.status, step };
}
