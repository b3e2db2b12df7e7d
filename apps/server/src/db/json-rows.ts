// Rows of a table carried as JSON inside another statement (decision 031: one statement per
// first-screen call): `json_build_object` keyed by the columns' TypeScript names, and the row read
// back with its timestamps as Dates, as Drizzle would have returned it.
import { getTableColumns, type InferSelectModel, type SQL, sql, type Table } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';

/** `json_build_object('id', t.id, 'userId', t.user_id, …)` of every column of `table`. */
export function jsonRowOf(table: Table): SQL<Record<string, unknown>> {
  const pairs = Object.entries(getTableColumns(table)).map(
    // The keys are the schema's own property names (identifiers), never input.
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`,
  );
  return sql<Record<string, unknown>>`json_build_object(${sql.join(pairs, sql`, `)})`;
}

const timestampKeysOf = new WeakMap<Table, string[]>();

function timestampKeys(table: Table): string[] {
  let keys = timestampKeysOf.get(table);
  if (!keys) {
    keys = Object.entries(getTableColumns(table))
      .filter(([, column]) => column instanceof PgTimestamp)
      .map(([key]) => key);
    timestampKeysOf.set(table, keys);
  }
  return keys;
}

/** A row built by `jsonRowOf`, as Drizzle returns that table's rows (timestamps as Dates). */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = { ...json };
  for (const key of timestampKeys(table)) {
    const value = row[key];
    if (typeof value === 'string') row[key] = new Date(value);
  }
  return row as InferSelectModel<T>;
}
