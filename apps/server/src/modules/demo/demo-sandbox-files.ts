// The stored files a demo sandbox leaves behind: deleting its company and people removes their rows
// by cascade, but not the bytes in file storage (recordings, stored company files, message
// attachments, avatars, résumés). The expiry job removes these first, then the rows (decision 121's
// rule). Each module that stores files names its own keys.
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from '#server/db/client.ts';
import { companyAvatarKeys } from '../companies/company-profile.service.ts';
import { storedFileKeysOfCompany } from '../files/files.service.ts';
import { recordingChunkKeysOfCompany } from '../interviews/recording-chunks.service.ts';
import { attachmentKeysOfCompany } from '../messages/message-attachments.service.ts';
import { resumeKeysOfUsers } from '../profiles/resume.service.ts';
import { avatarKeysOfUsers } from '../users/users.service.ts';

interface SandboxOwners {
  companyId: number | null;
  userIds: number[];
}

/** Every storage key of the sandbox's company and people. */
export async function storedFilesOfSandbox(db: Database, { companyId, userIds }: SandboxOwners) {
  const ofCompany =
    companyId === null
      ? []
      : [
          recordingChunkKeysOfCompany(db, companyId),
          storedFileKeysOfCompany(db, companyId),
          attachmentKeysOfCompany(db, companyId),
          companyAvatarKeys(db, companyId),
        ];
  const keys = await Promise.all([
    ...ofCompany,
    avatarKeysOfUsers(db, userIds),
    resumeKeysOfUsers(db, userIds),
  ]);
  return [...new Set(keys.flat())];
}

/** Removes the sandbox's stored files; a file already gone is not an error (a retry finds fewer). */
export async function removeSandboxFiles(db: Database, storage: FileStorage, owners: SandboxOwners) {
  const keys = await storedFilesOfSandbox(db, owners);
  for (const key of keys) await storage.remove(key);
  return keys.length;
}
