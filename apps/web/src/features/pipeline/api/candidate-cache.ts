// Changing one application inside every cached answer that shows it: list pages of
// /company-candidates, board pages (infinite) and the opportunity's per-step counts. Used for
// optimistic decisions and for writing the server's answer back.
import type { InfiniteData } from '@tanstack/react-query';
import type {
  CandidateStatus,
  CompanyCandidate,
  CompanyCandidatesPage,
  OpportunityDetail,
} from './pipeline-types.ts';

export type CandidateChange = Pick<CompanyCandidate, 'status' | 'step'>;

type ListData = CompanyCandidatesPage | InfiniteData<CompanyCandidatesPage>;

function updatePage(page: CompanyCandidatesPage, id: number, change: CandidateChange): CompanyCandidatesPage {
  if (!page.data.some((candidate) => candidate.id === id)) return page;
  return {
    ...page,
    data: page.data.map((candidate) =>
      candidate.id === id ? { ...candidate, ...change, lastActivityAt: new Date().toISOString() } : candidate,
    ),
  };
}

/** The cached list (a page, or a board's pages) with the application changed; same object when absent. */
export function updateCandidateInList<T extends ListData | undefined>(
  data: T,
  id: number,
  change: CandidateChange,
): T {
  if (!data) return data;
  if ('pages' in data) {
    const pages = data.pages.map((page) => updatePage(page, id, change));
    return pages.every((page, index) => page === data.pages[index]) ? data : ({ ...data, pages } as T);
  }
  return updatePage(data, id, change) as T;
}

/** In the board columns: in progress and hired candidates count; disqualified and withdrawn do not. */
const onBoard = (status: CandidateStatus) => status === 'active' || status === 'hired';

/** The opportunity's `candidate_count` per step after a candidate moved from `before` to `after`. */
export function updateStepCounts(
  opportunity: OpportunityDetail | undefined,
  before: CandidateChange,
  after: CandidateChange,
): OpportunityDetail | undefined {
  if (!opportunity) return opportunity;
  const delta = new Map<number, number>();
  if (onBoard(before.status) && before.step) delta.set(before.step.id, -1);
  if (onBoard(after.status) && after.step) delta.set(after.step.id, (delta.get(after.step.id) ?? 0) + 1);
  if ([...delta.values()].every((value) => value === 0)) return opportunity;
  return {
    ...opportunity,
    pipelineSteps: opportunity.pipelineSteps.map((step) => ({
      ...step,
      candidateCount: Math.max(0, step.candidateCount + (delta.get(step.id) ?? 0)),
    })),
  };
}
