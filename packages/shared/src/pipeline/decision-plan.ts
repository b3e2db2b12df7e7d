// What a decision or a move does to an application, as a pure function of its status and its
// step's position in the pipeline (docs/api/pipeline.md "Decisions"). Written once for both sides:
// the server applies the plan in a transaction; the web client shows it before the server answers
// (an optimistic update that the server's answer replaces). No zod here: the web entry imports it.
import type { ApplicationStatus, Decision } from '../applications.ts';
import type { ApplicationEventKind } from './candidates.ts';

/** What the candidate is told about a change of their application. */
export type ApplicationChange = 'moved_forward' | 'moved_back' | 'hired' | 'disqualified' | 'reinstated';

/** Where a decision leaves an application: `Status` is the status it had (kept by some decisions). */
export interface DecisionPlan<Step, Status extends ApplicationStatus = ApplicationStatus> {
  kind: ApplicationEventKind;
  status: Status | 'active' | 'hired' | 'disqualified';
  /** The step after the decision (unchanged unless the decision moves). */
  step: Step | null;
  /** What the candidate is told; null when nothing changes for them (no-decision). */
  change: ApplicationChange | null;
}

/** The decision cannot be taken; `reason` is the message shown under the decision field. */
export interface DecisionRefusal {
  refused: string;
}

interface PlannedApplication<Status extends ApplicationStatus = ApplicationStatus> {
  status: Status;
  currentStepId: number | null;
}

const refuse = (reason: string): DecisionRefusal => ({ refused: reason });

export function isRefusal<Plan extends object>(plan: Plan | DecisionRefusal): plan is DecisionRefusal {
  return 'refused' in plan;
}

/** Moving onto the last step hires; any other step keeps the application in progress. */
export function statusAt(steps: readonly unknown[], index: number): 'hired' | 'active' {
  return index === steps.length - 1 ? 'hired' : 'active';
}

/** `steps` in pipeline order. */
export function planDecision<Step extends { id: number }, Status extends ApplicationStatus>(
  application: PlannedApplication<Status>,
  steps: readonly Step[],
  decision: Decision,
): DecisionPlan<Step, Status> | DecisionRefusal {
  const { status } = application;
  if (status === 'withdrawn') return refuse('This candidate withdrew their application.');
  // A step removed from under the application counts as the first one.
  const index = Math.max(
    0,
    steps.findIndex((step) => step.id === application.currentStepId),
  );
  const current = steps[index] ?? null;

  switch (decision) {
    case 'no-decision':
      return { kind: 'no_decision', status, step: current, change: null };
    case 'disqualify':
      if (status === 'disqualified') return refuse('This candidate is already disqualified.');
      return { kind: 'disqualified', status: 'disqualified', step: current, change: 'disqualified' };
    case 'next-step':
    case 'next-step-immediately': {
      if (status === 'disqualified') {
        return refuse('This candidate was disqualified. Move them back to the pipeline first.');
      }
      if (index >= steps.length - 1) return refuse('This candidate is already at the last step.');
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
      if (index === 0) return refuse('This candidate is already at the first step.');
      return { kind: 'moved', status: 'active', step: steps[index - 1]!, change: 'moved_back' };
    }
  }
}

/**
 * Straight onto the last step, as an accepted offer does: the same hire as a decision that moves
 * there. Already hired there: nothing changes.
 */
export function planHire<Step extends { id: number }, Status extends ApplicationStatus>(
  application: PlannedApplication<Status>,
  steps: readonly Step[],
): DecisionPlan<Step, Status> | DecisionRefusal {
  if (application.status === 'withdrawn') return refuse('This candidate withdrew their application.');
  const last = steps[steps.length - 1];
  if (!last) return refuse('This opportunity has no steps.');
  if (application.status === 'hired' && application.currentStepId === last.id) {
    return { kind: 'no_decision', status: 'hired', step: last, change: null };
  }
  return { kind: 'hired', status: statusAt(steps, steps.length - 1), step: last, change: 'hired' };
}

export interface MovePlan<Step> {
  status: 'hired' | 'active';
  step: Step;
}

/**
 * A move straight onto a step (the bulk move, dragging a card): the step and the status it gives.
 * null when the step is not one of `steps` (in pipeline order) or the candidate withdrew.
 */
export function planMove<Step extends { id: number }>(
  application: { status: ApplicationStatus },
  steps: readonly Step[],
  toStepId: number,
): MovePlan<Step> | null {
  if (application.status === 'withdrawn') return null;
  const index = steps.findIndex((step) => step.id === toStepId);
  if (index < 0) return null;
  return { status: statusAt(steps, index), step: steps[index]! };
}

/** Whether the application already stands where the move would put it. */
export function moveChangesNothing(application: PlannedApplication, plan: MovePlan<{ id: number }>): boolean {
  return application.currentStepId === plan.step.id && application.status === plan.status;
}
