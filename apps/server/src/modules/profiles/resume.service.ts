// The candidate's resume: one file per candidate, replaced by each upload, its text kept for search.
import { RESUME_MIME_TYPES } from '@hireloop/shared/profiles';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from '#server/db/client.ts';
import { candidateProfiles } from '#server/db/schema.ts';
import { randomToken } from '#server/lib/crypto.ts';
import { notFound } from '#server/lib/errors.ts';
import { loadProfile, lockProfile, type ProfileRecord, upsertProfile } from './profile-store.ts';
import { extractResumeText, resumeFileName, resumeKind } from './resume-file.ts';

export const NO_RESUME = 'You have not uploaded a resume.';

export interface ResumeUpload {
  data: Buffer;
  filename: string;
}

/**
 * Checks the file by content, stores it under a new key, records it with its text, then removes
 * the previous file. A failed database write removes the new file again, so nothing is half-done.
 */
export async function replaceResume(
  db: Database,
  storage: FileStorage,
  userId: number,
  upload: ResumeUpload,
  log?: FastifyBaseLogger,
): Promise<ProfileRecord> {
  const kind = await resumeKind(upload.data);
  const text = await extractResumeText(upload.data, kind, log);
  const key = `resumes/${userId}/${randomToken(12)}.${kind}`;
  await storage.put(key, upload.data);
  let previous: string | null = null;
  try {
    await db.transaction(async (tx) => {
      previous = (await lockProfile(tx, userId))?.resumePath ?? null;
      await upsertProfile(tx, userId, {
        resumePath: key,
        resumeName: resumeFileName(upload.filename, kind),
        resumeMimeType: RESUME_MIME_TYPES[kind],
        resumeSizeBytes: upload.data.length,
        resumeText: text,
      });
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  if (previous) await storage.remove(previous);
  return loadProfile(db, userId);
}

export async function removeResume(
  db: Database,
  storage: FileStorage,
  userId: number,
): Promise<ProfileRecord> {
  const previous = await db.transaction(async (tx) => {
    const path = (await lockProfile(tx, userId))?.resumePath ?? null;
    if (!path) throw notFound(NO_RESUME);
    await upsertProfile(tx, userId, {
      resumePath: null,
      resumeName: null,
      resumeMimeType: null,
      resumeSizeBytes: null,
      resumeText: null,
    });
    return path;
  });
  await storage.remove(previous);
  return loadProfile(db, userId);
}

/** The stored file with the name and type it was recorded under. */
export async function readResume(db: Database, storage: FileStorage, userId: number) {
  const [row] = await db
    .select({
      path: candidateProfiles.resumePath,
      name: candidateProfiles.resumeName,
      mimeType: candidateProfiles.resumeMimeType,
    })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId));
  const data = row?.path ? await storage.read(row.path) : null;
  if (!row?.path || !data) throw notFound(NO_RESUME);
  return { data, name: row.name ?? 'resume', mimeType: row.mimeType ?? 'application/octet-stream' };
}

/** The storage keys of the given candidates' résumés. */
export async function resumeKeysOfUsers(db: Database, userIds: readonly number[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ key: candidateProfiles.resumePath })
    .from(candidateProfiles)
    .where(and(inArray(candidateProfiles.userId, [...userIds]), isNotNull(candidateProfiles.resumePath)));
  return rows.flatMap((row) => (row.key === null ? [] : [row.key]));
}
