// Small builders for the pipeline's unit tests.
import type { CompanyCandidate } from './api/pipeline-types.ts';
import type { BoardStep } from './board-columns.ts';

export const STEPS: BoardStep[] = [
  { id: 13, name: 'Interview', position: 2 },
  { id: 11, name: 'Applied', position: 0 },
  { id: 12, name: 'Phone Screen', position: 1 },
  { id: 14, name: 'Hired', position: 3 },
];

export function candidate(overrides: Partial<CompanyCandidate> & { id: number }): CompanyCandidate {
  return {
    uuid: `uuid-${overrides.id}`,
    status: 'active',
    candidate: {
      id: 100 + overrides.id,
      firstName: 'Avery',
      lastName: 'Johnson',
      email: 'avery@example.com',
      avatar: null,
      headline: null,
      location: null,
    },
    opportunity: { id: 7, title: 'Barista' },
    step: { id: 11, name: 'Applied' },
    appliedAt: '2026-01-05T10:00:00.000Z',
    lastActivityAt: '2026-01-05T10:00:00.000Z',
    scoresNeeded: false,
    ...overrides,
  };
}
