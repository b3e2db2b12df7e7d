// The company file library. A stored file is one `files` row; every place it is attached (an
// offer, an onboarding task, a message, the library itself) is a `model_has_files` row with its
// own name and order. Files are checked by their content (as message attachments are) and stored
// through the storage adapter under random names.
import type { FileLibraryQuery } from '@hireloop/shared/files';
import { MESSAGE_ATTACHMENT_TYPES } from '@hireloop/shared/messages';
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from '#server/db/client.ts';
import { files, modelHasFiles } from '#server/db/schema.ts';
import { randomToken } from '#server/lib/crypto.ts';
import { notFound, validation } from '#server/lib/errors.ts';
import { likePattern } from '#server/lib/like-pattern.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import type { Transaction } from '../applications/application-submission.ts';
import { checkAttachments } from './attachment-checks.ts';
import * as filesPolicy from './files.policy.ts';
import { moveLibraryFile, nextLibraryOrder } from './library-order.ts';

export type FileModelType = 'library' | 'offer' | 'onboarding_task' | 'message';

export const LIBRARY_FILE_NOT_FOUND = 'The file was not found in the library.';

export interface FileTarget {
  modelType: Exclude<FileModelType, 'library'>;
  modelId: number;
}

export interface CheckedUpload {
  name: string;
  mimeType: keyof typeof MESSAGE_ATTACHMENT_TYPES;
  data: Buffer;
}

/** The upload's real type from its bytes, or a 422 on `field`. */
export async function checkUpload(
  field: string,
  upload: { name: string; data: Buffer },
): Promise<CheckedUpload> {
  const { attachments, errors } = await checkAttachments([{ index: 0, ...upload }]);
  const first = attachments[0];
  if (!first) throw validation({ [field]: errors['files.0'] ?? [`The ${field} is not a supported file.`] });
  return first;
}

/**
 * Stores a checked file for the company and attaches it to `target` (and to the library when
 * asked). Call inside the transaction that writes the target; the bytes are written first, so a
 * failed transaction leaves at most an unreferenced file, never a row without its bytes.
 */
export async function storeCompanyFile(
  tx: Transaction,
  storage: FileStorage,
  input: {
    companyId: number;
    userId: number | null;
    upload: CheckedUpload;
    target: FileTarget | null;
    addToLibrary: boolean;
  },
): Promise<{ attachmentId: number | null; libraryId: number | null }> {
  const { companyId, upload } = input;
  const storagePath = `company-files/${companyId}/${randomToken(16)}.${MESSAGE_ATTACHMENT_TYPES[upload.mimeType]}`;
  await storage.put(storagePath, upload.data);
  const [file] = await tx
    .insert(files)
    .values({
      companyId,
      storagePath,
      mimeType: upload.mimeType,
      sizeBytes: upload.data.length,
      uploadedBy: input.userId,
    })
    .returning({ id: files.id });
  let libraryId: number | null = null;
  if (input.addToLibrary || !input.target) {
    const [library] = await tx
      .insert(modelHasFiles)
      .values({
        fileId: file!.id,
        companyId,
        modelType: 'library',
        modelId: companyId,
        currentName: upload.name,
        order: await nextLibraryOrder(tx, companyId),
      })
      .returning({ id: modelHasFiles.id });
    libraryId = library!.id;
  }
  let attachmentId: number | null = null;
  if (input.target) {
    const [attached] = await tx
      .insert(modelHasFiles)
      .values({
        fileId: file!.id,
        companyId,
        modelType: input.target.modelType,
        modelId: input.target.modelId,
        libraryModelHasFileId: libraryId,
        currentName: upload.name,
      })
      .returning({ id: modelHasFiles.id });
    attachmentId = attached!.id;
  }
  return { attachmentId, libraryId };
}

/** Attaches a file of the company's library to `target`; 422 on `field` when it is not theirs. */
export async function attachFromLibrary(
  tx: Transaction,
  companyId: number,
  libraryId: number,
  target: FileTarget & { field: string },
): Promise<number> {
  const [library] = await tx
    .select()
    .from(modelHasFiles)
    .where(
      and(
        eq(modelHasFiles.id, libraryId),
        eq(modelHasFiles.companyId, companyId),
        eq(modelHasFiles.modelType, 'library'),
      ),
    );
  if (!library) throw validation({ [target.field]: ['The selected file is not in your library.'] });
  const [attached] = await tx
    .insert(modelHasFiles)
    .values({
      fileId: library.fileId,
      companyId,
      modelType: target.modelType,
      modelId: target.modelId,
      libraryModelHasFileId: library.id,
      currentName: library.currentName,
    })
    .returning({ id: modelHasFiles.id });
  return attached!.id;
}

export function selectAttachments(db: Database) {
  return db
    .select({
      id: modelHasFiles.id,
      libraryModelHasFileId: modelHasFiles.libraryModelHasFileId,
      modelType: modelHasFiles.modelType,
      currentName: modelHasFiles.currentName,
      order: modelHasFiles.order,
      mimeType: files.mimeType,
      sizeBytes: files.sizeBytes,
      createdAt: modelHasFiles.createdAt,
    })
    .from(modelHasFiles)
    .innerJoin(files, eq(files.id, modelHasFiles.fileId))
    .$dynamic();
}

export type AttachmentView = Awaited<ReturnType<ReturnType<typeof selectAttachments>['execute']>>[number];

export async function listLibrary(db: Database, company: CompanyAccess, query: FileLibraryQuery) {
  filesPolicy.authorize(company, 'manage');
  const companyId = company.id;
  const where = and(
    eq(modelHasFiles.companyId, companyId),
    eq(modelHasFiles.modelType, 'library'),
    query.search ? ilike(modelHasFiles.currentName, likePattern(query.search)) : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    selectAttachments(db)
      .where(where)
      .orderBy(asc(modelHasFiles.order), asc(modelHasFiles.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(modelHasFiles).where(where),
  ]);
  return { rows, total };
}

async function findLibraryRow(db: Database, companyId: number, id: number) {
  const [row] = await selectAttachments(db)
    .where(
      and(
        eq(modelHasFiles.id, id),
        eq(modelHasFiles.companyId, companyId),
        eq(modelHasFiles.modelType, 'library'),
      ),
    )
    .limit(1);
  if (!row) throw notFound(LIBRARY_FILE_NOT_FOUND);
  return row;
}

/** `readUpload` is called once the caller may use the library: nothing is read before. */
export async function addLibraryFile(
  db: Database,
  storage: FileStorage,
  actor: { userId: number; company: CompanyAccess },
  readUpload: () => Promise<{ name: string; data: Buffer }>,
) {
  filesPolicy.authorize(actor.company, 'manage');
  const { userId, company } = actor;
  const companyId = company.id;
  const upload = await readUpload();
  const checked = await checkUpload('file', upload);
  const { libraryId } = await db.transaction((tx) =>
    storeCompanyFile(tx, storage, { companyId, userId, upload: checked, target: null, addToLibrary: true }),
  );
  return findLibraryRow(db, companyId, libraryId!);
}

export async function updateLibraryFile(
  db: Database,
  company: CompanyAccess,
  id: number,
  input: { current_name?: string | undefined; order?: number | undefined },
) {
  filesPolicy.authorize(company, 'manage');
  const companyId = company.id;
  await findLibraryRow(db, companyId, id);
  if (input.current_name !== undefined) {
    await db.update(modelHasFiles).set({ currentName: input.current_name }).where(eq(modelHasFiles.id, id));
  }
  // `order` is the place in the library (0 first): the others move round it.
  if (input.order !== undefined) await moveLibraryFile(db, companyId, id, input.order);
  return findLibraryRow(db, companyId, id);
}

/** Takes the file out of the library; places it is attached to keep it. */
export async function removeLibraryFile(db: Database, company: CompanyAccess, id: number): Promise<void> {
  filesPolicy.authorize(company, 'manage');
  const companyId = company.id;
  await findLibraryRow(db, companyId, id);
  await db.delete(modelHasFiles).where(eq(modelHasFiles.id, id));
}

/** The bytes of an attachment record of the company (library or attached copy). */
export async function readCompanyFile(db: Database, storage: FileStorage, companyId: number, id: number) {
  const [row] = await db
    .select({ storagePath: files.storagePath, mimeType: files.mimeType, name: modelHasFiles.currentName })
    .from(modelHasFiles)
    .innerJoin(files, eq(files.id, modelHasFiles.fileId))
    .where(and(eq(modelHasFiles.id, id), eq(modelHasFiles.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('The file was not found.');
  const data = await storage.read(row.storagePath);
  if (!data) throw notFound('The file was not found.');
  return { name: row.name, mimeType: row.mimeType, data };
}

/** A file of the library, downloaded by someone who may use the library. */
export async function readLibraryFile(
  db: Database,
  storage: FileStorage,
  company: CompanyAccess,
  id: number,
) {
  filesPolicy.authorize(company, 'manage');
  return readCompanyFile(db, storage, company.id, id);
}

/** The storage keys of every file the company stored (library, offers, onboarding, messages). */
export async function storedFileKeysOfCompany(db: Database, companyId: number): Promise<string[]> {
  const rows = await db.select({ key: files.storagePath }).from(files).where(eq(files.companyId, companyId));
  return rows.map((row) => row.key);
}
