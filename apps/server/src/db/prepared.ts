// Queries run on every request are built once per database: Drizzle keeps their SQL text. A named
// statement also keeps its parsed form and may keep its plan: PostgreSQL per connection (node-postgres
// named statements), PGlite through pglite-statements.ts. A statement whose best plan depends on the
// values it is given (how many people match a search) stays unnamed and is planned every time.
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './client.ts';
import { allowPlanReuse } from './pglite-statements.ts';

interface Preparable<Query> {
  prepare(name: string): Query;
}

/**
 * `build` runs once per database (test runs open many); later calls return the same prepared query.
 * `name` null: unnamed, planned with each execution's values.
 */
export function preparedPerDatabase<Query>(
  name: string | null,
  build: (db: Database) => Preparable<Query>,
): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      // node-postgres treats an empty name as the unnamed statement.
      query = build(db).prepare(name ?? '');
      const client = (db as { $client?: unknown }).$client;
      const text = (query as { queryString?: string }).queryString;
      if (name && client instanceof PGlite && text) allowPlanReuse(client, text);
      built.set(db, query);
    }
    return query;
  };
}
