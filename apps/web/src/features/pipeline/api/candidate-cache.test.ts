import { describe, expect, it } from 'vitest';
import { candidate } from '../test-candidates.ts';
import { updateCandidateInList, updateStepCounts } from './candidate-cache.ts';
import type { CompanyCandidatesPage, OpportunityDetail } from './pipeline-types.ts';

const page = (ids: number[]): CompanyCandidatesPage => ({
  data: ids.map((id) => candidate({ id })),
  meta: { currentPage: 1, perPage: 25, total: ids.length, lastPage: 1 },
  abilities: { move: true, disqualify: true, note: true, message: true },
});

const moved = { status: 'active' as const, step: { id: 12, name: 'Phone Screen' } };

describe('updateCandidateInList', () => {
  it('changes the application on a list page', () => {
    const updated = updateCandidateInList(page([1, 2]), 2, moved);
    expect(updated.data[1]).toMatchObject(moved);
    expect(updated.data[0]?.step).toEqual({ id: 11, name: 'Applied' });
  });

  it('changes it inside a board of several pages and leaves other pages as they were', () => {
    const board = { pages: [page([1]), page([2])], pageParams: [1, 2] };
    const updated = updateCandidateInList(board, 2, moved);
    expect(updated.pages[0]).toBe(board.pages[0]);
    expect(updated.pages[1]?.data[0]).toMatchObject(moved);
  });

  it('returns the same data when the application is not there', () => {
    const list = page([1]);
    expect(updateCandidateInList(list, 9, moved)).toBe(list);
    expect(updateCandidateInList(undefined, 9, moved)).toBeUndefined();
  });
});

describe('updateStepCounts', () => {
  const opportunity = {
    pipelineSteps: [
      { id: 11, name: 'Applied', position: 0, candidateCount: 2, applicationCount: 2 },
      { id: 12, name: 'Phone Screen', position: 1, candidateCount: 0, applicationCount: 0 },
    ],
  } as OpportunityDetail;

  it('moves one from the old step to the new one', () => {
    const updated = updateStepCounts(
      opportunity,
      { status: 'active', step: { id: 11, name: 'Applied' } },
      moved,
    );
    expect(updated?.pipelineSteps.map((step) => step.candidateCount)).toEqual([1, 1]);
  });

  it('takes a disqualified candidate off the count', () => {
    const updated = updateStepCounts(
      opportunity,
      { status: 'active', step: { id: 11, name: 'Applied' } },
      { status: 'disqualified', step: { id: 11, name: 'Applied' } },
    );
    expect(updated?.pipelineSteps.map((step) => step.candidateCount)).toEqual([1, 0]);
  });
});
