// What a decision does to an application. The rule itself is shared with the web client, which
// shows its outcome before the server answers (packages/shared/src/pipeline/decision-plan.ts);
// here a refusal becomes a 422 on the `decision` field. The service applies the plan in a
// transaction (docs/api/pipeline.md "Decisions").
import type { ApplicationStatus, Decision } from '@hireloop/shared/applications';
import {
  type DecisionRefusal,
  isRefusal,
  planDecision as planSharedDecision,
  planHire as planSharedHire,
  type DecisionPlan as SharedDecisionPlan,
} from '@hireloop/shared/pipeline/decision-plan';
import { validation } from '#server/lib/errors.ts';

export { statusAt } from '@hireloop/shared/pipeline/decision-plan';

export interface StepRef {
  id: number;
  name: string;
}

export type DecisionPlan = SharedDecisionPlan<StepRef>;

type PlannedApplication = { status: ApplicationStatus; currentStepId: number | null };

function orRefuse(plan: DecisionPlan | DecisionRefusal): DecisionPlan {
  if (isRefusal(plan)) throw validation({ decision: [plan.refused] });
  return plan;
}

export function planDecision(
  application: PlannedApplication,
  steps: readonly StepRef[],
  decision: Decision,
): DecisionPlan {
  return orRefuse(planSharedDecision(application, steps, decision));
}

/**
 * Straight onto the last step, as an accepted offer does: the same hire as a decision that moves
 * there. Already hired there: nothing changes.
 */
export function planHire(application: PlannedApplication, steps: readonly StepRef[]): DecisionPlan {
  return orRefuse(planSharedHire(application, steps));
}
