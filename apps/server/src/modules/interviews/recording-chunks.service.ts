// A recording's bytes (issue 19, decision 120): numbered chunks uploaded as the interviewer's
// MediaRecorder produces them, each stored through the file-storage adapter, and playback of byte
// ranges across them. Chunk n is accepted only when it is the next one; re-sending a stored chunk
// with the same bytes answers as the first time (a retry after a lost answer), with other bytes 409.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { RECORDING_LIMITS } from '@hireloop/shared/interview-recordings';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Actor } from '#server/access/actor.ts';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from '#server/db/client.ts';
import { interviewRecordingChunks, interviewRecordings } from '#server/db/schema.ts';
import { AppError, conflict, validation } from '#server/lib/errors.ts';
import { authorizePlay, authorizeUpload } from './interview-recordings.policy.ts';
import { loadVisibleRecording } from './interview-recordings.service.ts';
import { type ByteRange, parseRange } from './recording-range.ts';

export const RECORDING_COMPLETE = 'This recording is complete: it takes no more chunks.';
export const CHUNK_CHANGED = 'This chunk was already stored with other bytes.';
const tooLarge = (message: string) => new AppError(413, message);

/** Where chunk n lives: its hash in the name, so a losing concurrent upload never overwrites it. */
export const chunkKey = (recordingUuid: string, n: number, sha256: string) =>
  `recordings/${recordingUuid}/${String(n).padStart(6, '0')}-${sha256.slice(0, 16)}.part`;

interface ChunkInput {
  n: number;
  body: Buffer;
}

export async function putChunk(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  key: string,
  input: ChunkInput,
) {
  const { recording, viewer } = await loadVisibleRecording(db, actor, key);
  authorizePlay(viewer);
  authorizeUpload(viewer, recording.startedBy);
  const { n, body } = input;
  const sha256 = createHash('sha256').update(body).digest('hex');
  const ack = (row: { chunkCount: number; sizeBytes: number }) => ({
    chunk: n,
    next_chunk: row.chunkCount,
    size_bytes: row.sizeBytes,
  });

  if (n < recording.chunkCount) {
    const [stored] = await db
      .select({ sha256: interviewRecordingChunks.sha256 })
      .from(interviewRecordingChunks)
      .where(and(eq(interviewRecordingChunks.recordingId, recording.id), eq(interviewRecordingChunks.n, n)));
    if (stored?.sha256 !== sha256) throw conflict(CHUNK_CHANGED);
    return ack(recording);
  }
  if (recording.status !== 'recording') throw conflict(RECORDING_COMPLETE);
  if (n > recording.chunkCount)
    throw conflict(`Chunk ${n} is out of order: the next chunk is ${recording.chunkCount}.`);
  if (body.length === 0) throw validation({ body: ['The chunk is empty.'] });
  if (body.length > RECORDING_LIMITS.chunkBytes)
    throw tooLarge(`A chunk may be at most ${RECORDING_LIMITS.chunkBytes} bytes.`);
  if (recording.sizeBytes + body.length > RECORDING_LIMITS.recordingBytes)
    throw tooLarge('The recording reached its size limit.');
  if (n >= RECORDING_LIMITS.chunks) throw tooLarge('The recording reached its chunk limit.');

  const fileKey = chunkKey(recording.uuid, n, sha256);
  await storage.put(fileKey, body);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(interviewRecordings)
      .set({ chunkCount: n + 1, sizeBytes: recording.sizeBytes + body.length, lastChunkAt: new Date() })
      .where(
        and(
          eq(interviewRecordings.id, recording.id),
          eq(interviewRecordings.chunkCount, n),
          eq(interviewRecordings.status, 'recording'),
        ),
      )
      .returning({ chunkCount: interviewRecordings.chunkCount, sizeBytes: interviewRecordings.sizeBytes });
    if (!row) return null;
    await tx.insert(interviewRecordingChunks).values({
      recordingId: recording.id,
      n,
      sizeBytes: body.length,
      offsetBytes: recording.sizeBytes,
      sha256,
    });
    return row;
  });
  if (updated) return ack(updated);
  // Someone (a retry racing this one, a withdrawn consent) changed the recording meanwhile: answer
  // as for a repeat, or refuse, from what is stored now.
  const [again] = await db
    .select({ sha256: interviewRecordingChunks.sha256 })
    .from(interviewRecordingChunks)
    .where(and(eq(interviewRecordingChunks.recordingId, recording.id), eq(interviewRecordingChunks.n, n)));
  if (again?.sha256 !== sha256) await storage.remove(fileKey);
  return putChunk(db, storage, actor, key, input);
}

/** The chunks overlapping a byte range, oldest first. */
function chunksIn(db: Database, recordingId: number, range: ByteRange) {
  return db
    .select()
    .from(interviewRecordingChunks)
    .where(
      and(
        eq(interviewRecordingChunks.recordingId, recordingId),
        lte(interviewRecordingChunks.offsetBytes, range.end),
        gt(sql`${interviewRecordingChunks.offsetBytes} + ${interviewRecordingChunks.sizeBytes}`, range.start),
      ),
    )
    .orderBy(asc(interviewRecordingChunks.n));
}

/** The bytes of a range as a stream, reading one chunk file at a time. */
function streamRange(
  storage: FileStorage,
  uuid: string,
  chunks: (typeof interviewRecordingChunks.$inferSelect)[],
  range: ByteRange,
): Readable {
  async function* bytes() {
    for (const chunk of chunks) {
      const chunkEnd = chunk.offsetBytes + chunk.sizeBytes - 1;
      if (chunkEnd < range.start || chunk.offsetBytes > range.end) continue;
      const data = await storage.read(chunkKey(uuid, chunk.n, chunk.sha256));
      if (!data) throw new Error(`recording ${uuid}: chunk ${chunk.n} is missing from storage`);
      const from = Math.max(range.start - chunk.offsetBytes, 0);
      const to = Math.min(range.end - chunk.offsetBytes, chunk.sizeBytes - 1);
      yield data.subarray(from, to + 1);
    }
  }
  return Readable.from(bytes());
}

export type MediaAnswer =
  | { status: 200 | 206; size: number; range: ByteRange; mimeType: string; body: Readable }
  | { status: 416; size: number };

/** Playback for the company side: the whole recording or one byte range of it. */
export async function readMedia(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  key: string,
  rangeHeader: string | undefined,
): Promise<MediaAnswer> {
  const { recording, viewer } = await loadVisibleRecording(db, actor, key);
  authorizePlay(viewer);
  const size = recording.sizeBytes;
  const request = parseRange(rangeHeader, size);
  if (request.kind === 'unsatisfiable') return { status: 416, size };
  const range = request.kind === 'range' ? request.range : { start: 0, end: size - 1 };
  const chunks = size === 0 ? [] : await chunksIn(db, recording.id, range);
  const mimeType = recording.mimeType;
  const body = streamRange(storage, recording.uuid, chunks, range);
  return { status: request.kind === 'range' ? 206 : 200, size, range, mimeType, body };
}

/** Every stored file of a recording (the retention job removes them before the rows). */
export async function removeRecordingFiles(
  db: Database,
  storage: FileStorage,
  recording: { id: number; uuid: string },
) {
  const chunks = await db
    .select({ n: interviewRecordingChunks.n, sha256: interviewRecordingChunks.sha256 })
    .from(interviewRecordingChunks)
    .where(eq(interviewRecordingChunks.recordingId, recording.id));
  for (const chunk of chunks) await storage.remove(chunkKey(recording.uuid, chunk.n, chunk.sha256));
  await db.delete(interviewRecordings).where(eq(interviewRecordings.id, recording.id));
}

/** The storage keys of every recorded chunk of the company's interviews (a demo sandbox's expiry). */
export async function recordingChunkKeysOfCompany(db: Database, companyId: number): Promise<string[]> {
  const rows = await db
    .select({
      uuid: interviewRecordings.uuid,
      n: interviewRecordingChunks.n,
      sha256: interviewRecordingChunks.sha256,
    })
    .from(interviewRecordingChunks)
    .innerJoin(interviewRecordings, eq(interviewRecordings.id, interviewRecordingChunks.recordingId))
    .where(eq(interviewRecordings.companyId, companyId));
  return rows.map((chunk) => chunkKey(chunk.uuid, chunk.n, chunk.sha256));
}
