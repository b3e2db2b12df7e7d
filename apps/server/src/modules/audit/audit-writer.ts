// Writes audit rows in batches (decision 107): a request adds its row to a buffer and answers; the
// buffer is written with one multi-row insert when it holds BATCH_SIZE rows or MAX_DELAY_MS after
// its first row, whichever comes first, and on shutdown. Impersonated requests wait for their row
// (decision 099): `record(entry, { wait: true })` writes the buffer before returning. Readers of the
// log in this process call `flush()` first, so a report always includes the requests before it.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { auditEvents } from '#server/db/schema.ts';

export type AuditEntry = typeof auditEvents.$inferInsert;

export interface AuditWriter {
  record(entry: AuditEntry, options?: { wait?: boolean }): Promise<void>;
  /** Writes every buffered row (and waits for writes already under way). */
  flush(): Promise<void>;
}

export const AUDIT_BATCH_SIZE = 100;
export const AUDIT_MAX_DELAY_MS = 200;
/** Rows kept in memory while the database refuses them, before the oldest are dropped (and logged). */
const MAX_BUFFERED = 10_000;

export function createAuditWriter(
  db: Database,
  log: FastifyBaseLogger,
  settings: { batchSize?: number; maxDelayMs?: number } = {},
): AuditWriter {
  const batchSize = settings.batchSize ?? AUDIT_BATCH_SIZE;
  const maxDelayMs = settings.maxDelayMs ?? AUDIT_MAX_DELAY_MS;
  let buffer: AuditEntry[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  const write = (): Promise<void> => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (buffer.length === 0) return writing.catch(() => undefined);
    const rows = buffer;
    buffer = [];
    // Writes run one after another, so rows land in the order the requests were answered.
    writing = writing
      .catch(() => undefined)
      .then(async () => {
        try {
          await db.insert(auditEvents).values(rows);
        } catch (error) {
          // Put the rows back for the next write; a database that stays down loses the oldest.
          buffer = [...rows, ...buffer];
          const dropped = buffer.length - MAX_BUFFERED;
          if (dropped > 0) buffer = buffer.slice(dropped);
          log.error(
            { err: error, rows: rows.length, dropped: Math.max(0, dropped) },
            'audit rows not written',
          );
          throw error;
        }
      });
    return writing;
  };

  const writeQuietly = () => {
    write().catch(() => {
      // Logged above; the rows wait in the buffer for the next write.
    });
  };

  return {
    async record(entry, options = {}) {
      buffer.push(entry);
      if (options.wait) return write();
      if (buffer.length >= batchSize) writeQuietly();
      else if (!timer) {
        timer = setTimeout(writeQuietly, maxDelayMs);
        timer.unref();
      }
    },
    flush: write,
  };
}
