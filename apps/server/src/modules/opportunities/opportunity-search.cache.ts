// Search pages, kept for a short while. Ranking a common word reads up to a thousand rows per
// request; the same popular searches ("barista", "driver") arrive again and again, so a page (ranked
// ids, match count, cards with snippets) is reused for SEARCH_CACHE_SECONDS (30 by default). Every
// request still checks which of its opportunities are published now and whether the user applied,
// so a closed or paused opportunity drops out at once everywhere. On the instance that made a change
// through the API the cache is cleared at once; other instances show new postings and edited card
// text (or a renamed company) within the time to live.
import type { OpportunitySearchQuery } from '@hireloop/shared/opportunities';
import { LRUCache } from 'lru-cache';
import { approximateBytes } from '#server/lib/approximate-size.ts';

/** Bounded in bytes, not entries: pages of 100 cards with snippets are ~20 times pages of 5. */
export const SEARCH_CACHE_BYTES = 16 * 1024 * 1024;

/** `Page` is what the search service keeps of a page (opportunity-search.service.ts, CachedSearchPage). */
export interface SearchWindowCache<Page extends object> {
  /**
   * The page of `query`: kept, being read for another request (that read is shared), or read now
   * with `read` and kept for the time to live.
   */
  read(query: OpportunitySearchQuery, read: () => Promise<Page>): Promise<Page>;
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

export function createSearchWindowCache<Page extends object>(
  ttlMs: number,
  maxBytes = SEARCH_CACHE_BYTES,
): SearchWindowCache<Page> {
  // lru-cache's fetch shares a read under way with every request for the same search: when a popular
  // search's window expires, the requests arriving meanwhile wait for one ranking instead of each
  // ranking it again.
  const entries = new LRUCache<string, Page, () => Promise<Page>>({
    maxSize: maxBytes,
    sizeCalculation: approximateBytes,
    ttl: ttlMs,
    // A read under way when the cache is cleared (an opportunity changed) is not kept, and its
    // requests are answered by a read made after the change (below).
    allowStaleOnFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    read: async (query, read) => (await entries.fetch(searchCacheKey(query), { context: read })) ?? read(),
    clear: () => entries.clear(),
  };
}
