// Company candidate pages read recently, by company, candidates_version and query (decision 020,
// as restated by 052). A page is reused only while the company's version is the one read before the
// page was: triggers (migration 0007) raise it with any change the page could show, on every
// instance, so reuse is exact on both databases. A recruiter team reloading lists costs one
// primary-key read each until someone changes something.
import type { CompanyCandidatesQuery } from '@hireloop/shared/pipeline';
import { LRUCache } from 'lru-cache';
import type { Database } from '#server/db/client.ts';
import { approximateBytes } from '#server/lib/approximate-size.ts';
import {
  type CompanyCandidatesPage,
  readCandidatesVersion,
  readCompanyCandidates,
} from './company-candidates.service.ts';
import type { CompanyActor } from './pipeline.policy.ts';

const recentPagesByDatabase = new WeakMap<Database, LRUCache<string, CompanyCandidatesPage>>();

/** One cache per database handle: company ids and versions mean nothing across databases (092). */
function recentPagesOf(db: Database): LRUCache<string, CompanyCandidatesPage> {
  let pages = recentPagesByDatabase.get(db);
  if (!pages) {
    pages = new LRUCache<string, CompanyCandidatesPage>({
      // Bounded in bytes (a page holds 5 to 100 rows), so it cannot grow the process past its budget.
      maxSize: 16 * 1024 * 1024,
      sizeCalculation: approximateBytes,
    });
    recentPagesByDatabase.set(db, pages);
  }
  return pages;
}

/** One primary-key read, then the page from the cache or one statement. */
export async function listCompanyCandidates(
  db: Database,
  actor: CompanyActor,
  query: CompanyCandidatesQuery,
): Promise<CompanyCandidatesPage> {
  const version = await readCandidatesVersion(db, actor.company.id);
  // The query as its schema parsed it: the same filters always give the same key order.
  const key = JSON.stringify([actor.company.id, version, query]);
  const recentPages = recentPagesOf(db);
  const reused = recentPages.get(key);
  if (reused) return reused;
  // Read after the version: a change committed in between is in the page, never missing from it.
  const page = await readCompanyCandidates(db, actor, query);
  recentPages.set(key, page);
  return page;
}
