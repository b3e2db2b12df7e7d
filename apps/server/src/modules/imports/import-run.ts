// Running an import (the job's work): rows in batches, each batch one transaction that adds the
// new contacts (an address already in the talent pool is left as it is: re-running a file creates
// no duplicates), records the rows that failed and moves the progress. A retried job resumes
// after the last committed batch.
import { checkImportRow, type ImportField } from '@hireloop/shared/imports';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from '#server/db/client.ts';
import { talentPoolContacts, userImportErrors, userImports } from '#server/db/schema.ts';

/** Rows per transaction: large enough to be fast, small enough to show progress. */
export const IMPORT_BATCH_ROWS = 2000;

type Mapping = Record<ImportField, number | null>;

/** The stored rows of an import. */
export async function readStoredRows(storage: FileStorage, key: string): Promise<string[][]> {
  const data = await storage.read(key);
  if (!data) throw new Error(`import rows missing: ${key}`);
  return JSON.parse(data.toString('utf8')) as string[][];
}

/** How many rows have a problem under the mapping, duplicates within the file included. */
export function countInvalidRows(rows: readonly string[][], mapping: Mapping): number {
  const seen = new Set<string>();
  let invalid = 0;
  for (const row of rows) {
    const checked = checkImportRow(row, mapping);
    if ('problems' in checked) invalid += 1;
    else if (seen.has(checked.contact.email)) invalid += 1;
    else seen.add(checked.contact.email);
  }
  return invalid;
}

/** Spreadsheet row number of data row `index` (the header is row 1). */
const rowNumberOf = (index: number) => index + 2;

export async function runImport(db: Database, storage: FileStorage, importId: number): Promise<void> {
  const [current] = await db.select().from(userImports).where(eq(userImports.id, importId));
  // Jobs may run late or twice: only a queued or interrupted import runs.
  if (!current || (current.status !== 'queued' && current.status !== 'running')) return;
  await db
    .update(userImports)
    .set({ status: 'running', startedAt: sql`coalesce(${userImports.startedAt}, now())` })
    .where(eq(userImports.id, importId));
  const rows = await readStoredRows(storage, current.storageKey);
  const mapping = current.mapping as Mapping;
  // First row of each address, over the whole file (a resumed run sees the rows before too).
  const firstRowOf = new Map<string, number>();

  for (let index = 0; index < current.processedRows; index += 1) {
    const checked = checkImportRow(rows[index]!, mapping);
    if ('contact' in checked && !firstRowOf.has(checked.contact.email))
      firstRowOf.set(checked.contact.email, index);
  }

  for (let start = current.processedRows; start < rows.length; start += IMPORT_BATCH_ROWS) {
    const batch = rows.slice(start, start + IMPORT_BATCH_ROWS);
    const contacts: Array<typeof talentPoolContacts.$inferInsert> = [];
    const errors: Array<typeof userImportErrors.$inferInsert> = [];
    batch.forEach((row, offset) => {
      const index = start + offset;
      const checked = checkImportRow(row, mapping);
      if ('problems' in checked) {
        for (const problem of checked.problems)
          errors.push({
            importId,
            rowNumber: rowNumberOf(index),
            field: problem.field,
            message: problem.message,
          });
        return;
      }
      const first = firstRowOf.get(checked.contact.email);
      if (first !== undefined) {
        errors.push({
          importId,
          rowNumber: rowNumberOf(index),
          field: 'email',
          message: `The same email is on row ${rowNumberOf(first)}.`,
        });
        return;
      }
      firstRowOf.set(checked.contact.email, index);
      contacts.push({ companyId: current.companyId, createdBy: current.createdBy, ...checked.contact });
    });
    await db.transaction(async (tx) => {
      const created = contacts.length
        ? await tx
            .insert(talentPoolContacts)
            .values(contacts)
            .onConflictDoNothing()
            .returning({ id: talentPoolContacts.id })
        : [];
      if (errors.length) await tx.insert(userImportErrors).values(errors);
      const failedRows = new Set(errors.map((error) => error.rowNumber)).size;
      await tx
        .update(userImports)
        .set({
          processedRows: start + batch.length,
          createdCount: sql`${userImports.createdCount} + ${created.length}`,
          existingCount: sql`${userImports.existingCount} + ${contacts.length - created.length}`,
          errorCount: sql`${userImports.errorCount} + ${failedRows}`,
        })
        .where(and(eq(userImports.id, importId), inArray(userImports.status, ['running'])));
    });
  }
  await db
    .update(userImports)
    .set({ status: 'completed', finishedAt: sql`now()` })
    .where(eq(userImports.id, importId));
}
