// Finding people on Hireloop (candidate sourcing): GET /api/candidate-search, its query rules and
// result cards.

import { pageMetaSchema } from '../api.ts';
import { z } from '../zod.ts';

export const CANDIDATE_SEARCH_TEXT_MAX_LENGTH = 200;
export const CANDIDATE_SEARCH_LOCATION_MAX_LENGTH = 120;
export const CANDIDATE_SEARCH_MAX_PER_PAGE = 50;
export const CANDIDATE_SEARCH_NEEDS_TERMS = 'Enter a name, skill or keyword, or a location.';

/** Whether a search text holds something to look for (a letter or a digit). */
export function hasSearchTerms(text: string | null | undefined): boolean {
  return /[\p{L}\p{N}]/u.test(text ?? '');
}

/**
 * The words of a location filter, lower-case: each must start a word of the candidate's location
 * ("port or" finds "Portland, OR").
 */
export function locationWords(text: string | null | undefined): string[] {
  return (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

const searchText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/**
 * GET /api/candidate-search: `q` matches names, skills, headline, desired roles and résumé text
 * (full text, as `websearch_to_tsquery`); `location` matches the profile's location word by word.
 * At least one of them must hold something to look for.
 */
export const candidateSearchQuerySchema = z
  .object({
    q: searchText(CANDIDATE_SEARCH_TEXT_MAX_LENGTH),
    location: searchText(CANDIDATE_SEARCH_LOCATION_MAX_LENGTH),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    per_page: z.coerce.number().int().min(1).max(CANDIDATE_SEARCH_MAX_PER_PAGE).default(20),
  })
  .superRefine((query, ctx) => {
    if (!hasSearchTerms(query.q) && !hasSearchTerms(query.location)) {
      ctx.addIssue({ code: 'custom', path: ['q'], message: CANDIDATE_SEARCH_NEEDS_TERMS });
    }
  });
export type CandidateSearchQuery = z.infer<typeof candidateSearchQuerySchema>;

/** A person in the candidate search: what their profile shows companies, never how to reach them. */
export const candidateSearchResultSchema = z.object({
  /** The candidate's user id (what "Add to talent pool" sends). */
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  headline: z.string().nullable(),
  location: z.string().nullable(),
  skills: z.array(z.string()),
  /** Already in the active company's talent pool (added from a search, or by the same email). */
  in_talent_pool: z.boolean(),
  /**
   * Already a candidate of the active company: their most recently active sent application there,
   * which the card links to instead of offering the talent pool. null when they never applied.
   */
  application_id: z.number().int().nullable(),
});
export type CandidateSearchResult = z.infer<typeof candidateSearchResultSchema>;

export const candidateSearchListSchema = z.object({
  data: z.array(candidateSearchResultSchema),
  meta: pageMetaSchema,
});
