// Running an import (the job's work): rows in batches, each batch one transaction that adds what
// is new (contacts to the talent pool, or team invitations: import-team-batch.ts), records the rows
// that failed and moves the progress. What already exists is left as it is (a contact's address in
// the talent pool, a member or an open invitation), so re-running a file creates no duplicates. A
// retried job resumes after the last committed batch.
import type { ImportKind } from '@hireloop/shared/imports';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from '#server/db/client.ts';
import { talentPoolContacts, type UserImportRow, userImportErrors, userImports } from '#server/db/schema.ts';
import { type CheckedRow, type Mapping, rowChecker } from './import-rows.ts';
import { inviteTeamBatch } from './import-team-batch.ts';

/** Rows per transaction: large enough to be fast, small enough to show progress. */
export const IMPORT_BATCH_ROWS = 2000;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Valid = Exclude<CheckedRow, { problems: unknown }>;

/** The stored rows of an import. */
export async function readStoredRows(storage: FileStorage, key: string): Promise<string[][]> {
  const data = await storage.read(key);
  if (!data) throw new Error(`import rows missing: ${key}`);
  return JSON.parse(data.toString('utf8')) as string[][];
}

/** Spreadsheet row number of data row `index` (the header is row 1). */
const rowNumberOf = (index: number) => index + 2;

/** Adds a batch's valid rows: how many were created; the rest existed already. */
async function applyBatch(
  tx: Transaction,
  current: UserImportRow,
  valid: Valid[],
  appUrl: string,
): Promise<number> {
  if (valid.length === 0) return 0;
  if ((current.kind as ImportKind) === 'team') {
    const members = valid.flatMap((row) => (row.member ? [row.member] : []));
    return inviteTeamBatch(
      tx,
      { companyId: current.companyId, inviterId: current.createdBy, appUrl },
      members,
    );
  }
  const created = await tx
    .insert(talentPoolContacts)
    .values(
      valid.flatMap((row) =>
        row.contact
          ? [
              {
                companyId: current.companyId,
                createdBy: current.createdBy,
                importId: current.id,
                ...row.contact,
              },
            ]
          : [],
      ),
    )
    .onConflictDoNothing()
    .returning({ id: talentPoolContacts.id });
  return created.length;
}

export async function runImport(
  db: Database,
  storage: FileStorage,
  importId: number,
  appUrl: string,
): Promise<void> {
  const [current] = await db.select().from(userImports).where(eq(userImports.id, importId));
  // Jobs may run late or twice: only a queued or interrupted import runs.
  if (!current || (current.status !== 'queued' && current.status !== 'running')) return;
  await db
    .update(userImports)
    .set({ status: 'running', startedAt: sql`coalesce(${userImports.startedAt}, now())` })
    .where(eq(userImports.id, importId));
  const rows = await readStoredRows(storage, current.storageKey);
  const check = rowChecker(current.kind as ImportKind, current.mapping as Mapping, current.importerRole);
  // First row of each address, over the whole file (a resumed run sees the rows before too).
  const firstRowOf = new Map<string, number>();

  for (let index = 0; index < current.processedRows; index += 1) {
    const checked = check(rows[index]!);
    if ('key' in checked && !firstRowOf.has(checked.key)) firstRowOf.set(checked.key, index);
  }

  for (let start = current.processedRows; start < rows.length; start += IMPORT_BATCH_ROWS) {
    const batch = rows.slice(start, start + IMPORT_BATCH_ROWS);
    const valid: Valid[] = [];
    const errors: Array<typeof userImportErrors.$inferInsert> = [];
    batch.forEach((row, offset) => {
      const index = start + offset;
      const checked = check(row);
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
      const first = firstRowOf.get(checked.key);
      if (first !== undefined) {
        errors.push({
          importId,
          rowNumber: rowNumberOf(index),
          field: 'email',
          message: `The same email is on row ${rowNumberOf(first)}.`,
        });
        return;
      }
      firstRowOf.set(checked.key, index);
      valid.push(checked);
    });
    await db.transaction(async (tx) => {
      const created = await applyBatch(tx, current, valid, appUrl);
      if (errors.length) await tx.insert(userImportErrors).values(errors);
      const failedRows = new Set(errors.map((error) => error.rowNumber)).size;
      await tx
        .update(userImports)
        .set({
          processedRows: start + batch.length,
          createdCount: sql`${userImports.createdCount} + ${created}`,
          existingCount: sql`${userImports.existingCount} + ${valid.length - created}`,
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
