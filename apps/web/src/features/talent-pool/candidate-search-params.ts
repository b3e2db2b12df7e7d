// "Find people on Hireloop" keeps its search in the URL (DESIGN.md §2): `?q=pastry&location=portland&page=2`
// on /company-candidates/rolodex-contact/create. Reading, writing, and what a result card shows.
import { hasSearchTerms } from '@hireloop/shared/pipeline';

export interface CandidateSearchParams {
  q: string;
  location: string;
  page: number;
}

export function readCandidateSearch(params: URLSearchParams): CandidateSearchParams {
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    location: params.get('location') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL after a change; new words start again at the first page. Other parameters are kept. */
export function writeCandidateSearch(
  current: URLSearchParams,
  changes: Partial<CandidateSearchParams>,
): URLSearchParams {
  const params = new URLSearchParams(current);
  const write = (key: string, value: string | null) => {
    if (value) params.set(key, value);
    else params.delete(key);
  };
  if ('q' in changes) write('q', changes.q?.trim() || null);
  if ('location' in changes) write('location', changes.location?.trim() || null);
  const page = changes.page ?? 1;
  write('page', page > 1 ? String(page) : null);
  return params;
}

/** The server answers 422 without a word to look for, so the client does not ask. */
export function canSearch(search: Pick<CandidateSearchParams, 'q' | 'location'>): boolean {
  return hasSearchTerms(search.q) || hasSearchTerms(search.location);
}

/** A result shows its first few skills and how many more there are. */
export function skillsPreview(skills: readonly string[], max = 6): { shown: string[]; more: number } {
  return { shown: skills.slice(0, max), more: Math.max(0, skills.length - max) };
}
