// Queries run on every request are built once per database: Drizzle keeps their SQL text, and
// PostgreSQL keeps the parsed statement and its plan per connection (a named prepared statement).
import type { Database } from './client.ts';

/** `prepare` runs once per database (test runs open many); later calls return the same query. */
export function preparedPerDatabase<Query>(prepare: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = prepare(db);
      built.set(db, query);
    }
    return query;
  };
}
