// The embedded database has no autovacuum: PGlite runs PostgreSQL as a single backend, without the
// launcher that vacuums and analyzes tables on a server. Rows replaced by an update or a delete
// stayed in the tables and indexes for good, so every scan of a busy table (a company's
// applications moving between steps, the job queue) read more of them over time (issue 15: the
// hiring bench's lists while moving slowed from run to run on one folder, and a VACUUM restored
// them). Here the app does what autovacuum would (decision 146).
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './client.ts';

/** The PGlite client behind `db`, or undefined on PostgreSQL (whose autovacuum does this). */
function embeddedClientOf(db: Database): PGlite | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : undefined;
}

/**
 * VACUUM (and with `analyze`, fresh planner statistics) of the whole embedded database; nothing on
 * PostgreSQL. Returns whether it ran. It holds PGlite's one connection meanwhile: on the 1,000,000-
 * application bench folder ~0.1 s idle and ~0.4 s after a busy run; ANALYZE adds ~2 s.
 */
export async function vacuumEmbeddedDatabase(db: Database, options: { analyze: boolean }): Promise<boolean> {
  const client = embeddedClientOf(db);
  if (!client) return false;
  // Not inside a transaction block (VACUUM refuses one): PGlite runs `exec` between transactions.
  await client.exec(options.analyze ? 'VACUUM (ANALYZE)' : 'VACUUM');
  return true;
}
