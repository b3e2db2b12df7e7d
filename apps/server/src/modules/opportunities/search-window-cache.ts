// Ranked search windows, kept for a short while. Ranking a common word reads up to a thousand rows
// per request; the same popular searches ("barista", "driver") arrive again and again, so the page
// of ranked ids and the match count are reused for SEARCH_CACHE_SECONDS (30 by default). Only ids are kept: the
// cards themselves are read fresh (and still published) on every request, so an edit shows at once
// and a closed opportunity drops out at once; a newly published one appears within the TTL on
// other server instances, at once on the instance that published it (writes clear the cache).
import type { OpportunitySearchQuery } from '@hireloop/shared/opportunities';
import { LRUCache } from 'lru-cache';

const SEARCH_CACHE_ENTRIES = 2_000;

export interface RankedWindowPage {
  /** The ids of the requested page, in ranked order. */
  ids: number[];
  /** How many published opportunities matched (up to the window plus one). */
  matched: number;
}

export interface SearchWindowCache {
  get(query: OpportunitySearchQuery): RankedWindowPage | undefined;
  set(query: OpportunitySearchQuery, page: RankedWindowPage): void;
  /** Forgets every window: an opportunity was created, changed or deleted on this instance. */
  clear(): void;
}

/** The same search written differently (case, spacing, parameter order) shares one entry. */
export function searchCacheKey(query: OpportunitySearchQuery): string {
  return JSON.stringify([
    query.q?.trim().toLowerCase().replace(/\s+/g, ' ') ?? '',
    query.location?.trim().toLowerCase().replace(/\s+/g, ' ') ?? '',
    query.remote ?? null,
    query.employment_type ?? null,
    query.pay_min ?? null,
    query.pay_period ?? null,
    query.page,
    query.per_page,
  ]);
}

export function createSearchWindowCache(ttlMs: number): SearchWindowCache {
  const entries = new LRUCache<string, RankedWindowPage>({ max: SEARCH_CACHE_ENTRIES, ttl: ttlMs });
  return {
    get: (query) => entries.get(searchCacheKey(query)),
    set: (query, page) => {
      entries.set(searchCacheKey(query), page);
    },
    clear: () => entries.clear(),
  };
}
