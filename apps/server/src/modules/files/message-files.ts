// The file library in messages (issue 20, decision 050): a company-side message may attach files
// of the company's library and keep its uploads in the library. The message's own attachments
// (`message_attachments`) still carry what the conversation shows; `model_has_files` rows of type
// `message` record where each library file went.
import { MAX_MESSAGE_ATTACHMENTS, type MessageAttachmentMime } from '@hireloop/shared/messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { files, modelHasFiles } from '#server/db/schema.ts';
import { validation } from '#server/lib/errors.ts';
import type { Transaction } from '../applications/application-submission.ts';

export interface LibraryFileForMessage {
  libraryId: number;
  fileId: number;
  storagePath: string;
  originalName: string;
  mimeType: MessageAttachmentMime;
  sizeBytes: number;
}

/** The company's library files by id, in the order asked; 422 on `library_file_ids` otherwise. */
export async function libraryFilesForMessage(
  db: Database,
  companyId: number,
  ids: readonly number[],
  uploadCount: number,
): Promise<LibraryFileForMessage[]> {
  if (ids.length === 0) return [];
  if (ids.length + uploadCount > MAX_MESSAGE_ATTACHMENTS) {
    throw validation({ files: [`The files may not have more than ${MAX_MESSAGE_ATTACHMENTS} items.`] });
  }
  const rows = await db
    .select({
      libraryId: modelHasFiles.id,
      fileId: files.id,
      storagePath: files.storagePath,
      originalName: modelHasFiles.currentName,
      mimeType: files.mimeType,
      sizeBytes: files.sizeBytes,
    })
    .from(modelHasFiles)
    .innerJoin(files, eq(files.id, modelHasFiles.fileId))
    .where(
      and(
        eq(modelHasFiles.companyId, companyId),
        eq(modelHasFiles.modelType, 'library'),
        inArray(modelHasFiles.id, [...ids]),
      ),
    );
  const byId = new Map(rows.map((row) => [row.libraryId, row]));
  if (ids.some((id) => !byId.has(id))) {
    throw validation({ library_file_ids: ['The selected file is not in your library.'] });
  }
  return ids.map((id) => ({ ...byId.get(id)!, mimeType: byId.get(id)!.mimeType as MessageAttachmentMime }));
}

/** Records the message's library files, and puts its uploads into the library when asked. */
export async function recordMessageFiles(
  tx: Transaction,
  input: {
    companyId: number;
    userId: number;
    messageId: number;
    library: readonly LibraryFileForMessage[];
    uploadsToKeep: readonly {
      storagePath: string;
      originalName: string;
      mimeType: string;
      sizeBytes: number;
    }[];
  },
): Promise<void> {
  const { companyId, messageId } = input;
  const rows: (typeof modelHasFiles.$inferInsert)[] = input.library.map((file) => ({
    fileId: file.fileId,
    companyId,
    modelType: 'message',
    modelId: messageId,
    libraryModelHasFileId: file.libraryId,
    currentName: file.originalName,
  }));
  for (const upload of input.uploadsToKeep) {
    const [file] = await tx
      .insert(files)
      .values({
        companyId,
        storagePath: upload.storagePath,
        mimeType: upload.mimeType,
        sizeBytes: upload.sizeBytes,
        uploadedBy: input.userId,
      })
      .returning({ id: files.id });
    const [library] = await tx
      .insert(modelHasFiles)
      .values({
        fileId: file!.id,
        companyId,
        modelType: 'library',
        modelId: companyId,
        currentName: upload.originalName,
      })
      .returning({ id: modelHasFiles.id });
    rows.push({
      fileId: file!.id,
      companyId,
      modelType: 'message',
      modelId: messageId,
      libraryModelHasFileId: library!.id,
      currentName: upload.originalName,
    });
  }
  if (rows.length > 0) await tx.insert(modelHasFiles).values(rows);
}
