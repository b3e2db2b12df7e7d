// What dropping cards on a step does, decided once for mouse, touch and keyboard. One card onto
// the step after or before its own is exactly the Move buttons' decision (`next-step` /
// `previous-step`, same toasts, same notifications); any other drop (a jump over steps, several
// cards at once) is the bulk move onto that step. The server applies its rules either way.
import type { CompanyCandidate } from './api/pipeline-types.ts';
import { type BoardStep, neighbourSteps } from './board-columns.ts';

export type DropPlan =
  | { kind: 'none' }
  | { kind: 'decision'; candidate: CompanyCandidate; decision: 'next-step' | 'previous-step' }
  | { kind: 'move'; candidates: CompanyCandidate[]; toStepId: number };

/** Cards on the columns can be dragged; the disqualified and withdrawn have their own buttons. */
export const isDraggable = (candidate: Pick<CompanyCandidate, 'status'>) =>
  candidate.status === 'active' || candidate.status === 'hired';

export function planDrop(
  steps: readonly BoardStep[],
  dragged: readonly CompanyCandidate[],
  toStepId: number,
  /** The step each card is shown on (a card whose step was removed shows on the first). */
  shownOn: (candidate: CompanyCandidate) => number | null,
): DropPlan {
  if (!steps.some((step) => step.id === toStepId)) return { kind: 'none' };
  const moving = dragged.filter((candidate) => isDraggable(candidate) && shownOn(candidate) !== toStepId);
  if (moving.length === 0) return { kind: 'none' };
  if (moving.length === 1 && dragged.length === 1) {
    const candidate = moving[0]!;
    const { next, previous } = neighbourSteps(steps, shownOn(candidate));
    if (next?.id === toStepId) return { kind: 'decision', candidate, decision: 'next-step' };
    if (previous?.id === toStepId) return { kind: 'decision', candidate, decision: 'previous-step' };
  }
  return { kind: 'move', candidates: moving, toStepId };
}
