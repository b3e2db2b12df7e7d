// Job board feeds of a company (by its career page's slug) or an enterprise: every published job
// of a published career page, companies in their free trial left out (SPEC: trials stay off
// Indeed; decision 086). A scope nobody published answers 404; a trial company's feed is empty.
import type { Database } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import {
  type JobScope,
  type ListedJob,
  listedJobs,
  scopeExists,
} from '../career-pages/listed-jobs.service.ts';

/** Jobs in one feed document (boards read the whole file; this bounds its size). */
export const FEED_JOB_LIMIT = 10_000;
export const FEED_NOT_FOUND = 'No published career page was found here.';

export async function feedJobs(db: Database, scope: JobScope): Promise<ListedJob[]> {
  if (!(await scopeExists(db, scope))) throw notFound(FEED_NOT_FOUND);
  const { rows } = await listedJobs(db, scope, { excludeTrials: true, limit: FEED_JOB_LIMIT });
  return rows;
}
