import { describe, expect, it } from 'vitest';
import { predictDecision, predictMove } from './decision-prediction.ts';
import { STEPS } from './test-candidates.ts';

const at = (
  stepId: number,
  name: string,
  status: 'active' | 'hired' | 'disqualified' | 'withdrawn' = 'active',
) => ({
  status,
  step: { id: stepId, name },
});

describe('predictDecision', () => {
  it('moves to the next step, and hires onto the last', () => {
    expect(predictDecision(at(11, 'Applied'), STEPS, 'next-step')).toEqual(at(12, 'Phone Screen'));
    expect(predictDecision(at(13, 'Interview'), STEPS, 'next-step-immediately')).toEqual(
      at(14, 'Hired', 'hired'),
    );
  });

  it('moves back, and a hired candidate becomes active again', () => {
    expect(predictDecision(at(14, 'Hired', 'hired'), STEPS, 'previous-step')).toEqual(at(13, 'Interview'));
  });

  it('reinstates a disqualified candidate on the same step', () => {
    expect(predictDecision(at(12, 'Phone Screen', 'disqualified'), STEPS, 'previous-step')).toEqual(
      at(12, 'Phone Screen'),
    );
  });

  it('disqualifies where the candidate stands', () => {
    expect(predictDecision(at(12, 'Phone Screen'), STEPS, 'disqualify')).toEqual(
      at(12, 'Phone Screen', 'disqualified'),
    );
  });

  it('predicts nothing for decisions that change nothing or that the server refuses', () => {
    expect(predictDecision(at(12, 'Phone Screen'), STEPS, 'no-decision')).toBeNull();
    expect(predictDecision(at(14, 'Hired', 'hired'), STEPS, 'next-step')).toBeNull();
    expect(predictDecision(at(11, 'Applied'), STEPS, 'previous-step')).toBeNull();
    expect(predictDecision(at(12, 'Phone Screen', 'disqualified'), STEPS, 'next-step')).toBeNull();
    expect(predictDecision(at(12, 'Phone Screen', 'disqualified'), STEPS, 'disqualify')).toBeNull();
    expect(predictDecision(at(12, 'Phone Screen', 'withdrawn'), STEPS, 'disqualify')).toBeNull();
  });
});

describe('predictMove', () => {
  it('puts the candidate on any step, hiring on the last and reinstating the disqualified', () => {
    expect(predictMove(at(11, 'Applied'), STEPS, 13)).toEqual(at(13, 'Interview'));
    expect(predictMove(at(11, 'Applied'), STEPS, 14)).toEqual(at(14, 'Hired', 'hired'));
    expect(predictMove(at(14, 'Hired', 'hired'), STEPS, 11)).toEqual(at(11, 'Applied'));
    expect(predictMove(at(12, 'Phone Screen', 'disqualified'), STEPS, 12)).toEqual(at(12, 'Phone Screen'));
  });

  it('changes nothing for the same step, a step of another opportunity or a withdrawn candidate', () => {
    expect(predictMove(at(12, 'Phone Screen'), STEPS, 12)).toBeNull();
    expect(predictMove(at(12, 'Phone Screen'), STEPS, 999)).toBeNull();
    expect(predictMove(at(12, 'Phone Screen', 'withdrawn'), STEPS, 13)).toBeNull();
  });
});
