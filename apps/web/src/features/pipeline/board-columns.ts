// Sorting an opportunity's candidates onto its pipeline board: one column per step for those in
// progress (and hired, on the last step), plus the disqualified and withdrawn off to the side.
import type { CompanyCandidate } from './api/pipeline-types.ts';

export interface BoardStep {
  id: number;
  name: string;
  position: number;
}

export interface BoardColumn {
  step: BoardStep;
  candidates: CompanyCandidate[];
}

export interface Board {
  columns: BoardColumn[];
  disqualified: CompanyCandidate[];
  withdrawn: CompanyCandidate[];
}

export function sortSteps<T extends BoardStep>(steps: readonly T[]): T[] {
  return [...steps].sort((a, b) => a.position - b.position || a.id - b.id);
}

export function buildBoard(steps: readonly BoardStep[], candidates: readonly CompanyCandidate[]): Board {
  const columns = sortSteps(steps).map((step) => ({ step, candidates: [] as CompanyCandidate[] }));
  const byStep = new Map(columns.map((column) => [column.step.id, column]));
  const board: Board = { columns, disqualified: [], withdrawn: [] };
  for (const candidate of candidates) {
    if (candidate.status === 'disqualified') board.disqualified.push(candidate);
    else if (candidate.status === 'withdrawn') board.withdrawn.push(candidate);
    else {
      // As on the server, a step removed from under an application counts as the first one.
      const column = (candidate.step && byStep.get(candidate.step.id)) || columns[0];
      column?.candidates.push(candidate);
    }
  }
  return board;
}

/** The step after / before the candidate's, for the labels of the move actions. */
export function neighbourSteps(steps: readonly BoardStep[], stepId: number | null) {
  const ordered = sortSteps(steps);
  const index = Math.max(
    0,
    ordered.findIndex((step) => step.id === stepId),
  );
  return { next: ordered[index + 1] ?? null, previous: index > 0 ? (ordered[index - 1] ?? null) : null };
}
