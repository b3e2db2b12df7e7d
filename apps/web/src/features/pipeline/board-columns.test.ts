import { describe, expect, it } from 'vitest';
import { buildBoard, neighbourSteps } from './board-columns.ts';
import { candidate, STEPS } from './test-candidates.ts';

describe('buildBoard', () => {
  it('puts candidates in their step, in pipeline order, with the others aside', () => {
    const board = buildBoard(STEPS, [
      candidate({ id: 1, step: { id: 12, name: 'Phone Screen' } }),
      candidate({ id: 2, status: 'hired', step: { id: 14, name: 'Hired' } }),
      candidate({ id: 3, status: 'disqualified', step: { id: 12, name: 'Phone Screen' } }),
      candidate({ id: 4, status: 'withdrawn' }),
      candidate({ id: 5 }),
    ]);
    expect(board.columns.map((column) => [column.step.name, column.candidates.map((c) => c.id)])).toEqual([
      ['Applied', [5]],
      ['Phone Screen', [1]],
      ['Interview', []],
      ['Hired', [2]],
    ]);
    expect(board.disqualified.map((c) => c.id)).toEqual([3]);
    expect(board.withdrawn.map((c) => c.id)).toEqual([4]);
  });

  it('shows a candidate whose step was removed in the first column, as the server counts them', () => {
    const board = buildBoard(STEPS, [
      candidate({ id: 1, step: { id: 99, name: 'Gone' } }),
      candidate({ id: 2, step: null }),
    ]);
    expect(board.columns[0]?.candidates.map((c) => c.id)).toEqual([1, 2]);
  });
});

describe('neighbourSteps', () => {
  it('names the steps either side', () => {
    expect(neighbourSteps(STEPS, 12)).toEqual({ next: STEPS[0], previous: STEPS[1] });
    expect(neighbourSteps(STEPS, 11).previous).toBeNull();
    expect(neighbourSteps(STEPS, 14).next).toBeNull();
  });
});
