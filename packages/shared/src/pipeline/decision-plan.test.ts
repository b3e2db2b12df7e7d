import { describe, expect, it } from 'vitest';
import { planDecision, planHire, planMove } from './decision-plan.ts';

const STEPS = [
  { id: 1, name: 'Applied' },
  { id: 2, name: 'Interview' },
  { id: 3, name: 'Hired' },
];
const on = (
  currentStepId: number | null,
  status: 'active' | 'hired' | 'disqualified' | 'withdrawn' = 'active',
) => ({
  status,
  currentStepId,
});

describe('planDecision', () => {
  it('moves forward and hires onto the last step, telling the candidate each', () => {
    expect(planDecision(on(1), STEPS, 'next-step')).toEqual({
      kind: 'moved',
      status: 'active',
      step: STEPS[1],
      change: 'moved_forward',
    });
    expect(planDecision(on(2), STEPS, 'next-step-immediately')).toEqual({
      kind: 'hired',
      status: 'hired',
      step: STEPS[2],
      change: 'hired',
    });
  });

  it('reinstates a disqualified candidate on their step, hired again on the last', () => {
    expect(planDecision(on(2, 'disqualified'), STEPS, 'previous-step')).toMatchObject({
      kind: 'reinstated',
      status: 'active',
      change: 'reinstated',
    });
    expect(planDecision(on(3, 'disqualified'), STEPS, 'previous-step')).toMatchObject({
      status: 'hired',
      change: 'hired',
    });
  });

  it('treats a removed step as the first one', () => {
    expect(planDecision(on(99), STEPS, 'next-step')).toMatchObject({ step: STEPS[1] });
  });

  it('refuses what cannot be done, with the reason shown to the user', () => {
    expect(planDecision(on(1, 'withdrawn'), STEPS, 'disqualify')).toEqual({
      refused: 'This candidate withdrew their application.',
    });
    expect(planDecision(on(3, 'hired'), STEPS, 'next-step')).toEqual({
      refused: 'This candidate is already at the last step.',
    });
    expect(planDecision(on(1), STEPS, 'previous-step')).toEqual({
      refused: 'This candidate is already at the first step.',
    });
    expect(planDecision(on(2, 'disqualified'), STEPS, 'disqualify')).toEqual({
      refused: 'This candidate is already disqualified.',
    });
  });
});

describe('planHire and planMove', () => {
  it('hires onto the last step, once', () => {
    expect(planHire(on(1), STEPS)).toMatchObject({ kind: 'hired', step: STEPS[2], change: 'hired' });
    expect(planHire(on(3, 'hired'), STEPS)).toMatchObject({ kind: 'no_decision', change: null });
    expect(planHire(on(1), [])).toEqual({ refused: 'This opportunity has no steps.' });
  });

  it('moves onto any step of the pipeline, hiring on the last', () => {
    expect(planMove(on(1), STEPS, 3)).toEqual({ status: 'hired', step: STEPS[2] });
    expect(planMove(on(3, 'hired'), STEPS, 1)).toEqual({ status: 'active', step: STEPS[0] });
    expect(planMove(on(1), STEPS, 42)).toBeNull();
    expect(planMove(on(1, 'withdrawn'), STEPS, 2)).toBeNull();
  });
});
