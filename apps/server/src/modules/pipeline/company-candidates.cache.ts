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

/** What reading a page needs; lru-cache hands it to `fetchMethod`. */
interface PageRead {
  db: Database;
  actor: CompanyActor;
  query: CompanyCandidatesQuery;
}

type RecentPages = LRUCache<string, CompanyCandidatesPage, PageRead>;

const recentPagesByDatabase = new WeakMap<Database, RecentPages>();

/** One cache per database handle: company ids and versions mean nothing across databases (092). */
function recentPagesOf(db: Database): RecentPages {
  let pages = recentPagesByDatabase.get(db);
  if (!pages) {
    pages = new LRUCache<string, CompanyCandidatesPage, PageRead>({
      // Bounded in bytes (a page holds 5 to 100 rows), so it cannot grow the process past its budget.
      maxSize: 16 * 1024 * 1024,
      sizeCalculation: approximateBytes,
      // lru-cache's fetch shares a read under way with every request for the same key meanwhile.
      // A read evicted while under way still answers its requests (and is kept): a page's key
      // holds its version, so it is never wrong for that key.
      ignoreFetchAbort: true,
      fetchMethod: (_key, _stale, { context }) =>
        readCompanyCandidates(context.db, context.actor, context.query),
    });
    recentPagesByDatabase.set(db, pages);
  }
  return pages;
}

/**
 * One primary-key read, then the page from the cache, from the read of it already under way, or
 * one statement. Without the shared read, every request arriving between a change and the first
 * new page read the page again: after each move of a busy team, tens of identical statements,
 * which on the embedded database (one thread) could outlast the next move and never catch up.
 */
export async function listCompanyCandidates(
  db: Database,
  actor: CompanyActor,
  query: CompanyCandidatesQuery,
): Promise<CompanyCandidatesPage> {
  const version = await readCandidatesVersion(db, actor.company.id);
  // The query as its schema parsed it: the same filters always give the same key order.
  const key = JSON.stringify([actor.company.id, version, query]);
  // Read after the version: a change committed in between is in the page, never missing from it. A
  // read under way for this key started after its requester read the same version, so it holds
  // every change up to it, as a cached page does.
  const page = await recentPagesOf(db).fetch(key, { context: { db, actor, query } });
  // fetch answers undefined only for a read that gave nothing, which a page read never does.
  return page ?? readCompanyCandidates(db, actor, query);
}
