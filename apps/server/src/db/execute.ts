import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** Rows of a raw SQL statement; PGlite and node-postgres both answer with `{ rows }`. */
export async function executeRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** PostgreSQL unique_violation, raised by either driver. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}
