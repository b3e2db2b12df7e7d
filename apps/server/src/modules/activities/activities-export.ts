// The report's CSV, streamed: rows are read 500 at a time (keyset on time and id, newest first), written
// as they come, so a year of activity never sits in memory.
import { Readable } from 'node:stream';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { auditEvents } from '#server/db/schema.ts';
import { CSV_HEADER, csvLine, csvRow } from './activities.presenter.ts';
import { selectEvents } from './activities.service.ts';

const CHUNK_ROWS = 500;

export function activityCsvStream(db: Database, where: SQL): Readable {
  async function* lines() {
    yield csvLine(CSV_HEADER);
    let before: { cursor: string; id: number } | null = null;
    for (;;) {
      const condition =
        before === null
          ? where
          : (and(
              where,
              sql`(${auditEvents.createdAt}, ${auditEvents.id}) < (${before.cursor}::timestamptz, ${before.id})`,
            ) as SQL);
      const rows = await selectEvents(db, condition, CHUNK_ROWS);
      if (rows.length > 0) yield rows.map(csvRow).join('');
      if (rows.length < CHUNK_ROWS) return;
      const last = rows[rows.length - 1]!;
      before = { cursor: last.cursor, id: last.id };
    }
  }
  return Readable.from(lines());
}
