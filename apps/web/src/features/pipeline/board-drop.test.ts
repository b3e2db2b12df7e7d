import { describe, expect, it } from 'vitest';
import type { CompanyCandidate } from './api/pipeline-types.ts';
import { planDrop } from './board-drop.ts';
import { candidate, STEPS } from './test-candidates.ts';

const shownOn = (card: CompanyCandidate) => card.step?.id ?? 11;

describe('planDrop', () => {
  const applied = candidate({ id: 1, step: { id: 11, name: 'Applied' } });
  const interview = candidate({ id: 2, step: { id: 13, name: 'Interview' } });

  it('drops one card on the next or previous step as the Move buttons’ decision', () => {
    expect(planDrop(STEPS, [applied], 12, shownOn)).toEqual({
      kind: 'decision',
      candidate: applied,
      decision: 'next-step',
    });
    expect(planDrop(STEPS, [interview], 12, shownOn)).toEqual({
      kind: 'decision',
      candidate: interview,
      decision: 'previous-step',
    });
  });

  it('moves a card over several steps, and several cards at once, with the bulk move', () => {
    expect(planDrop(STEPS, [applied], 13, shownOn)).toEqual({
      kind: 'move',
      candidates: [applied],
      toStepId: 13,
    });
    expect(planDrop(STEPS, [applied, interview], 12, shownOn)).toEqual({
      kind: 'move',
      candidates: [applied, interview],
      toStepId: 12,
    });
    // Of a selection, those already on the step stay; the rest still move together.
    expect(planDrop(STEPS, [applied, interview], 13, shownOn)).toEqual({
      kind: 'move',
      candidates: [applied],
      toStepId: 13,
    });
  });

  it('does nothing for the own step, an unknown step, or cards off the board', () => {
    expect(planDrop(STEPS, [applied], 11, shownOn)).toEqual({ kind: 'none' });
    expect(planDrop(STEPS, [applied], 99, shownOn)).toEqual({ kind: 'none' });
    const withdrawn = candidate({ id: 3, status: 'withdrawn' });
    const disqualified = candidate({ id: 4, status: 'disqualified' });
    expect(planDrop(STEPS, [withdrawn, disqualified], 12, shownOn)).toEqual({ kind: 'none' });
  });
});
