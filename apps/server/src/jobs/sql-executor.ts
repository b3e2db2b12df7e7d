// pg-boss talks to the database through `{ executeSql(text, values) }`. These adapters let it run on
// the app's own connections: the embedded PGlite client (one connection, shared with the app) and
// any Drizzle database or transaction (so a job is inserted in the caller's transaction).
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/client.ts';

export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
}

interface Queryable {
  query(text: string, values?: unknown[]): Promise<SqlResult>;
  exec?(text: string): Promise<SqlResult[]>;
}

/**
 * pg-boss sends its schema set-up and maintenance as one string of several statements without
 * parameters (`BEGIN; …; COMMIT;`). PGlite's `query` runs one statement (extended protocol), so such
 * strings go through `exec` (simple protocol). A failing statement there leaves the explicit
 * transaction open and aborted on the only connection, so it is rolled back before rethrowing.
 */
async function run(client: Queryable, text: string, values?: unknown[]): Promise<SqlResult> {
  if ((values === undefined || values.length === 0) && client.exec) {
    try {
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    } catch (error) {
      await client.exec('ROLLBACK').catch(() => {});
      throw error;
    }
  }
  return await client.query(text, values);
}

/** The embedded database's client (pg-boss' own maintenance, fetches and completions). */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  const queryable = client as unknown as Queryable;
  return { executeSql: (text, values) => run(queryable, text, values) };
}

/**
 * A Drizzle database or transaction as an executor. Drizzle keeps the driver's client on its
 * session: a node-postgres Pool or PoolClient, or a PGlite client or transaction; each answers
 * `query(text, values)` with `{ rows }`. Inside a transaction nothing but single statements with
 * parameters is sent, which both drivers run through `query`.
 */
export function drizzleExecutor(db: Database): SqlExecutor {
  const client = (db as unknown as { session?: { client?: Queryable } }).session?.client;
  if (!client || typeof client.query !== 'function') {
    throw new Error('jobs: this Drizzle database does not expose its driver client');
  }
  return {
    executeSql: async (text, values) => {
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
  };
}
