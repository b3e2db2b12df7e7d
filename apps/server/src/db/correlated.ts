// Drizzle writes the top-level columns of a single-table select without their table names. A
// correlated subquery in such a select (`(select count(*) from b where b.a_id = a.id)`) would then
// read `id` from its own table; nested one level, its columns keep their table names.
import { type SQL, sql } from 'drizzle-orm';

export function correlated<T>(subquery: SQL<T>): SQL<T> {
  return sql<T>`${subquery}`;
}
