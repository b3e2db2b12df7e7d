// Bulk imports of talent-pool contacts or team members: upload (rows read and stored, columns mapped by their
// headers), change the mapping (every row checked, problems counted), start (a background job),
// read progress and counts, and the rows that failed as CSV. Tenant from the actor; another
// company's import answers 404.

import type { PaginationQuery } from '@hireloop/shared/api';
import {
  detectMapping,
  IMPORT_FIELDS,
  IMPORT_FIELDS_BY_KIND,
  type ImportKind,
  REQUIRED_FIELDS_BY_KIND,
  type updateImportSchema,
} from '@hireloop/shared/imports';
import type { z } from '@hireloop/shared/zod';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from '#server/db/client.ts';
import { type UserImportRow, userImportErrors, userImports, users } from '#server/db/schema.ts';
import { enqueueJob } from '#server/jobs/enqueue.ts';
import { randomToken } from '#server/lib/crypto.ts';
import { notFound, validation } from '#server/lib/errors.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import { readImportFile } from './import-files.ts';
import { userImportJob } from './import-job.ts';
import { countInvalidRows, type Mapping, rowChecker } from './import-rows.ts';
import { readStoredRows } from './import-run.ts';
import { authorize } from './imports.policy.ts';

export const IMPORT_NOT_FOUND = 'This import was not found.';
const SAMPLE_ROWS = 5;

export type ImportView = UserImportRow & { createdByName: string | null };

async function findImport(db: Database, company: CompanyAccess, id: number): Promise<ImportView> {
  const [row] = await db
    .select({ userImport: userImports, firstName: users.firstName, lastName: users.lastName })
    .from(userImports)
    .leftJoin(users, eq(users.id, userImports.createdBy))
    .where(and(eq(userImports.id, id), eq(userImports.companyId, company.id)));
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  return { ...row.userImport, createdByName: row.firstName ? `${row.firstName} ${row.lastName}` : null };
}

export async function getImport(db: Database, company: CompanyAccess, id: number): Promise<ImportView> {
  authorize(company, 'import');
  return findImport(db, company, id);
}

export async function listImports(db: Database, company: CompanyAccess, query: PaginationQuery) {
  authorize(company, 'import');
  const [rows, [total]] = await Promise.all([
    db
      .select({ userImport: userImports, firstName: users.firstName, lastName: users.lastName })
      .from(userImports)
      .leftJoin(users, eq(users.id, userImports.createdBy))
      .where(eq(userImports.companyId, company.id))
      .orderBy(desc(userImports.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(userImports).where(eq(userImports.companyId, company.id)),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row.userImport,
      createdByName: row.firstName ? `${row.firstName} ${row.lastName}` : null,
    })),
    total: Number(total?.n ?? 0),
  };
}

/** POST /api/user-imports: reads the file, stores its rows, proposes the mapping. */
export async function createImport(
  db: Database,
  storage: FileStorage,
  company: CompanyAccess,
  userId: number,
  file: { data: Buffer; filename: string },
  kind: ImportKind = 'contacts',
): Promise<ImportView> {
  authorize(company, kind === 'team' ? 'importTeam' : 'import');
  const table = await readImportFile(file.data);
  const mapping = detectMapping(table.headers, kind);
  const key = `imports/${company.id}/${randomToken(12)}.json`;
  await storage.put(key, Buffer.from(JSON.stringify(table.rows)));
  const [created] = await db
    .insert(userImports)
    .values({
      companyId: company.id,
      createdBy: userId,
      kind,
      importerRole: company.role,
      fileName: file.filename.replaceAll('\u0000', '').slice(0, 200) || 'import',
      storageKey: key,
      headers: table.headers,
      mapping,
      sample: table.rows.slice(0, SAMPLE_ROWS).map((row) => row.map((cell) => cell.replaceAll('\u0000', ''))),
      totalRows: table.rows.length,
      invalidRows: countInvalidRows(table.rows, rowChecker(kind, mapping, company.role)),
    })
    .returning({ id: userImports.id });
  return findImport(db, company, created!.id);
}

/** The mapping of the kind's fields (the others are dropped), or 422 with what is wrong. */
function checkMapping(kind: ImportKind, input: Mapping, columns: number): Mapping {
  const errors: Record<string, string[]> = {};
  const mapping = Object.fromEntries(
    IMPORT_FIELDS.map((field) => [
      field,
      IMPORT_FIELDS_BY_KIND[kind].includes(field) ? (input[field] ?? null) : null,
    ]),
  ) as Mapping;
  for (const field of IMPORT_FIELDS) {
    const column = mapping[field];
    if (column === null && REQUIRED_FIELDS_BY_KIND[kind].includes(field))
      errors[`mapping.${field}`] = ['Choose the column that holds this.'];
    if (column !== null && column >= columns) errors[`mapping.${field}`] = ['The file has no such column.'];
  }
  const used = IMPORT_FIELDS.map((field) => mapping[field]).filter((column) => column !== null);
  if (new Set(used).size !== used.length) errors.mapping = ['Each column may be used for one field only.'];
  if (Object.keys(errors).length > 0) throw validation(errors);
  return mapping;
}

const kindOf = (row: ImportView) => row.kind as ImportKind;

/** The import, for someone who may run its kind (team imports follow the team-invitation rules). */
async function getImportToChange(db: Database, company: CompanyAccess, id: number): Promise<ImportView> {
  const current = await getImport(db, company, id);
  if (kindOf(current) === 'team') authorize(company, 'importTeam');
  return current;
}

/** PUT /api/user-imports/{id}: a new mapping, checked against every row. Only before it starts. */
export async function updateImportMapping(
  db: Database,
  storage: FileStorage,
  company: CompanyAccess,
  id: number,
  input: z.output<typeof updateImportSchema>,
): Promise<ImportView> {
  const current = await getImportToChange(db, company, id);
  if (current.status !== 'uploaded')
    throw validation({ mapping: ['This import has started: its mapping is fixed.'] });
  const mapping = checkMapping(kindOf(current), input.mapping, current.headers.length);
  const rows = await readStoredRows(storage, current.storageKey);
  await db
    .update(userImports)
    .set({
      mapping,
      importerRole: company.role,
      invalidRows: countInvalidRows(rows, rowChecker(kindOf(current), mapping, company.role)),
    })
    .where(and(eq(userImports.id, id), eq(userImports.status, 'uploaded')));
  return findImport(db, company, id);
}

/** POST /api/user-imports/{id}/start: queues the job in the same transaction. */
export async function startImport(db: Database, company: CompanyAccess, id: number): Promise<ImportView> {
  const current = await getImportToChange(db, company, id);
  checkMapping(kindOf(current), current.mapping as Mapping, current.headers.length);
  await db.transaction(async (tx) => {
    // Who starts it bounds the roles a team import may give.
    const started = await tx
      .update(userImports)
      .set({ status: 'queued', importerRole: company.role })
      .where(and(eq(userImports.id, id), eq(userImports.status, 'uploaded')))
      .returning({ id: userImports.id });
    if (started.length === 0) throw validation({ status: ['This import has already started.'] });
    await enqueueJob(tx, userImportJob, { importId: id }, { key: `user-import:${id}` });
  });
  return findImport(db, company, id);
}

/** The rows that could not be imported, as CSV (row, field, problem). */
export async function importErrorsCsv(db: Database, company: CompanyAccess, id: number): Promise<string> {
  await getImport(db, company, id);
  const rows = await db
    .select({
      rowNumber: userImportErrors.rowNumber,
      field: userImportErrors.field,
      message: userImportErrors.message,
    })
    .from(userImportErrors)
    .where(eq(userImportErrors.importId, id))
    .orderBy(asc(userImportErrors.rowNumber), asc(userImportErrors.id));
  const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  const lines = rows.map((row) => [String(row.rowNumber), row.field, row.message].map(quote).join(','));
  return `row,field,problem\r\n${lines.join('\r\n')}${lines.length ? '\r\n' : ''}`;
}

/** Progress 0–100 of an import. */
export function progressOf(row: Pick<UserImportRow, 'status' | 'processedRows' | 'totalRows'>): number {
  if (row.status === 'completed') return 100;
  return row.totalRows === 0 ? 0 : Math.floor((row.processedRows / row.totalRows) * 100);
}
