// What a decision does to an application, as a pure function of its status and position in the
// pipeline (docs/api/pipeline.md "Decisions"). The service applies the plan in a transaction.
import type { ApplicationStatus, Decision } from '@hireloop/shared/applications';
import type { ApplicationEventKind } from '@hireloop/shared/pipeline';
import { validation } from '#server/lib/errors.ts';
import type { ApplicationChange } from '../applications/application-updates.ts';

export interface StepRef {
  id: number;
  name: string;
}

export interface DecisionPlan {
  kind: ApplicationEventKind;
  status: ApplicationStatus;
  /** The step after the decision (unchanged unless the decision moves). */
  step: StepRef | null;
  /** What the candidate is told; null when nothing changes for them (no-decision). */
  change: ApplicationChange | null;
}

const refuse = (message: string) => validation({ decision: [message] });

/** Moving onto the last step hires; any other step keeps the application in progress. */
export function statusAt(steps: readonly StepRef[], index: number): ApplicationStatus {
  return index === steps.length - 1 ? 'hired' : 'active';
}

export function planDecision(
  application: { status: ApplicationStatus; currentStepId: number | null },
  steps: readonly StepRef[],
  decision: Decision,
): DecisionPlan {
  const { status } = application;
  if (status === 'withdrawn') throw refuse('This candidate withdrew their application.');
  // A step removed from under the application counts as the first one.
  const index = Math.max(
    0,
    steps.findIndex((step) => step.id === application.currentStepId),
  );
  const current = steps[index] ?? null;
  const stay = { status, step: current };

  switch (decision) {
    case 'no-decision':
      return { kind: 'no_decision', ...stay, change: null };
    case 'disqualify':
      if (status === 'disqualified') throw refuse('This candidate is already disqualified.');
      return { kind: 'disqualified', status: 'disqualified', step: current, change: 'disqualified' };
    case 'next-step':
    case 'next-step-immediately': {
      if (status === 'disqualified') {
        throw refuse('This candidate was disqualified. Move them back to the pipeline first.');
      }
      if (index >= steps.length - 1) throw refuse('This candidate is already at the last step.');
      const next = index + 1;
      const hired = statusAt(steps, next) === 'hired';
      return {
        kind: hired ? 'hired' : 'moved',
        status: statusAt(steps, next),
        step: steps[next]!,
        change: hired ? 'hired' : 'moved_forward',
      };
    }
    case 'previous-step': {
      // Undoing a disqualification keeps the step the candidate was on.
      if (status === 'disqualified') {
        // Back on the last step is back to hired, and the candidate is told so.
        const restored = statusAt(steps, index);
        return {
          kind: 'reinstated',
          status: restored,
          step: current,
          change: restored === 'hired' ? 'hired' : 'reinstated',
        };
      }
      if (index === 0) throw refuse('This candidate is already at the first step.');
      return { kind: 'moved', status: 'active', step: steps[index - 1]!, change: 'moved_back' };
    }
  }
}

/**
 * Straight onto the last step, as an accepted offer does: the same hire as a decision that moves
 * there. Already hired there: nothing changes.
 */
export function planHire(
  application: { status: ApplicationStatus; currentStepId: number | null },
  steps: readonly StepRef[],
): DecisionPlan {
  if (application.status === 'withdrawn') throw refuse('This candidate withdrew their application.');
  const last = steps[steps.length - 1];
  if (!last) throw refuse('This opportunity has no steps.');
  if (application.status === 'hired' && application.currentStepId === last.id) {
    return { kind: 'no_decision', status: 'hired', step: last, change: null };
  }
  return { kind: 'hired', status: statusAt(steps, steps.length - 1), step: last, change: 'hired' };
}
