// Library files given with other records (onboarding tasks today): names for the templates that
// point at them, and copies attached when a record is created from a template.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { modelHasFiles } from '#server/db/schema.ts';
import type { Transaction } from '../applications/application-submission.ts';
import type { FileTarget } from './files.service.ts';

/** Names of the given library records of the company; ids no longer in the library are absent. */
export async function libraryFileNames(
  db: Database | Transaction,
  companyId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: modelHasFiles.id, name: modelHasFiles.currentName })
    .from(modelHasFiles)
    .where(
      and(
        eq(modelHasFiles.companyId, companyId),
        eq(modelHasFiles.modelType, 'library'),
        inArray(modelHasFiles.id, [...new Set(ids)]),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Attaches a copy of each library record to its target in one insert; a record that has left the
 * library is skipped. Returns the new attachment id per target, in the order given.
 */
export async function attachLibraryCopies(
  tx: Transaction,
  companyId: number,
  items: readonly (FileTarget & { libraryId: number })[],
): Promise<(number | null)[]> {
  if (items.length === 0) return [];
  const library = await tx
    .select({ id: modelHasFiles.id, fileId: modelHasFiles.fileId, name: modelHasFiles.currentName })
    .from(modelHasFiles)
    .where(
      and(
        eq(modelHasFiles.companyId, companyId),
        eq(modelHasFiles.modelType, 'library'),
        inArray(modelHasFiles.id, [...new Set(items.map((item) => item.libraryId))]),
      ),
    );
  const byId = new Map(library.map((row) => [row.id, row]));
  const present = items.filter((item) => byId.has(item.libraryId));
  if (present.length === 0) return items.map(() => null);
  const inserted = await tx
    .insert(modelHasFiles)
    .values(
      present.map((item) => {
        const source = byId.get(item.libraryId)!;
        return {
          fileId: source.fileId,
          companyId,
          modelType: item.modelType,
          modelId: item.modelId,
          libraryModelHasFileId: source.id,
          currentName: source.name,
        };
      }),
    )
    .returning({ id: modelHasFiles.id, modelId: modelHasFiles.modelId });
  const attachedByModel = new Map(inserted.map((row) => [row.modelId, row.id]));
  return items.map((item) => (byId.has(item.libraryId) ? (attachedByModel.get(item.modelId) ?? null) : null));
}
