// The demo's recorded interview (issue 19): Northwind's completed video interview was recorded under
// `ask` with everyone's consent; its short recording (a 4-second WebM made with MediaRecorder,
// fixtures/demo-recording.webm) is stored in three chunks through the file storage, as an upload
// from the room would have. Needs the storage, so it runs at start-up; idempotent.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import { chunkKey } from '#server/modules/interviews/recording-chunks.service.ts';
import type { Database } from '../client.ts';
import {
  interviewRecordingChunks,
  interviewRecordingConsents,
  interviewRecordings,
  interviews,
} from '../schema.ts';
import { findDemoRoomInterview } from './demo-interview-room.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'demo-recording.webm');
const DURATION_MS = 4_000;

export async function seedDemoInterviewRecording(db: Database, storage: FileStorage): Promise<void> {
  const interview = await findDemoRoomInterview(db);
  if (!interview) return;
  const [already] = await db
    .select({ id: interviewRecordings.id })
    .from(interviewRecordings)
    .where(eq(interviewRecordings.interviewId, interview.id))
    .limit(1);
  if (already) return;
  const bytes = await fs.readFile(FIXTURE);
  const [row] = await db.select().from(interviews).where(eq(interviews.id, interview.id));
  if (!row) return;
  const everyone = new Set([interview.candidateUserId, interview.recruiter, interview.manager]);
  if (row.organizerUserId !== null) everyone.add(row.organizerUserId);
  const third = Math.ceil(bytes.length / 3);
  const parts = [0, 1, 2].map((n) => bytes.subarray(n * third, Math.min(bytes.length, (n + 1) * third)));
  const hashes = parts.map((part) => createHash('sha256').update(part).digest('hex'));

  await db.transaction(async (tx) => {
    await tx.update(interviews).set({ recordingPreference: 'ask' }).where(eq(interviews.id, interview.id));
    await tx
      .insert(interviewRecordingConsents)
      .values(
        [...everyone].map((userId) => ({
          interviewId: interview.id,
          userId,
          granted: true,
          decidedAt: interview.at(0.5),
        })),
      )
      .onConflictDoNothing();
    const [recording] = await tx
      .insert(interviewRecordings)
      .values({
        interviewId: interview.id,
        companyId: row.companyId,
        startedBy: interview.recruiter,
        mediaKind: 'video',
        mimeType: 'video/webm',
        status: 'completed',
        chunkCount: parts.length,
        sizeBytes: bytes.length,
        durationMs: DURATION_MS,
        // Recent, so the retention job keeps it for the demo's life.
        startedAt: new Date(),
        lastChunkAt: new Date(),
        completedAt: new Date(),
      })
      .returning();
    let offset = 0;
    for (const [n, part] of parts.entries()) {
      await storage.put(chunkKey(recording!.uuid, n, hashes[n]!), part);
      await tx.insert(interviewRecordingChunks).values({
        recordingId: recording!.id,
        n,
        sizeBytes: part.length,
        offsetBytes: offset,
        sha256: hashes[n]!,
      });
      offset += part.length;
    }
  });
}
