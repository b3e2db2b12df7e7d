// The stored files a demo sandbox leaves behind: deleting its company and people removes their rows
// by cascade, but not the bytes in file storage (recordings, the file library, message attachments,
// avatars, résumés). The expiry job removes these first, then the rows (decision 121's rule).
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from '#server/db/client.ts';
import {
  candidateProfiles,
  companies,
  conversations,
  files,
  interviewRecordingChunks,
  interviewRecordings,
  messageAttachments,
  messages,
  users,
} from '#server/db/schema.ts';
import { chunkKey } from '../interviews/recording-chunks.service.ts';

interface SandboxOwners {
  companyId: number | null;
  userIds: number[];
}

/** Every storage key of the sandbox's company and people. */
export async function storedFilesOfSandbox(db: Database, { companyId, userIds }: SandboxOwners) {
  const byCompany = companyId ?? -1;
  const [chunks, libraryFiles, attachments, companyAvatars, userAvatars, resumes] = await Promise.all([
    db
      .select({
        uuid: interviewRecordings.uuid,
        n: interviewRecordingChunks.n,
        sha256: interviewRecordingChunks.sha256,
      })
      .from(interviewRecordingChunks)
      .innerJoin(interviewRecordings, eq(interviewRecordings.id, interviewRecordingChunks.recordingId))
      .where(eq(interviewRecordings.companyId, byCompany)),
    db.select({ key: files.storagePath }).from(files).where(eq(files.companyId, byCompany)),
    db
      .select({ key: messageAttachments.storagePath })
      .from(messageAttachments)
      .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(eq(conversations.companyId, byCompany)),
    db
      .select({ key: companies.avatarPath })
      .from(companies)
      .where(and(eq(companies.id, byCompany), isNotNull(companies.avatarPath))),
    userIds.length === 0
      ? []
      : db
          .select({ key: users.avatarPath })
          .from(users)
          .where(and(inArray(users.id, userIds), isNotNull(users.avatarPath))),
    userIds.length === 0
      ? []
      : db
          .select({ key: candidateProfiles.resumePath })
          .from(candidateProfiles)
          .where(and(inArray(candidateProfiles.userId, userIds), isNotNull(candidateProfiles.resumePath))),
  ]);
  const keys = [
    ...chunks.map((chunk) => chunkKey(chunk.uuid, chunk.n, chunk.sha256)),
    ...[...libraryFiles, ...attachments, ...companyAvatars, ...userAvatars, ...resumes].map((row) => row.key),
  ];
  return [...new Set(keys.filter((key): key is string => typeof key === 'string'))];
}

/** Removes the sandbox's stored files; a file already gone is not an error (a retry finds fewer). */
export async function removeSandboxFiles(db: Database, storage: FileStorage, owners: SandboxOwners) {
  const keys = await storedFilesOfSandbox(db, owners);
  for (const key of keys) await storage.remove(key);
  return keys.length;
}
