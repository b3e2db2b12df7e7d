// A recording's bytes (issue 19): chunk uploads are idempotent per number and resume from the next
// expected one; out-of-order, oversized, empty or non-binary chunks are refused with a 4xx; playback
// answers HTTP range requests (206 + Content-Range, 416 for bad ranges) with exactly the stored
// bytes; the retention job deletes old recordings' files and rows.
import { RECORDING_LIMITS } from '@hireloop/shared/interview-recordings';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { interviewRecordingChunks, interviewRecordings } from '#server/db/schema.ts';
import { jobDefinitions } from '#server/jobs/job-registry.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { interviewActorsOf } from '#server-test/interview-actors.ts';
import {
  putChunk,
  scheduleRecordedInterview,
  startVideoRecording,
} from '#server-test/recording-factories.ts';
import { chunkKey } from './recording-chunks.service.ts';
import { OPEN_RANGE_WINDOW, parseRange } from './recording-range.ts';
import { deleteExpiredRecordings, deleteExpiredRecordingsJob } from './recording-retention.ts';

const {
  ctx,
  companies: [company, other],
} = await companyAppForThisFile('Acme Bakery', 'Rival Rolls');
const { candidate, interviewer } = await interviewActorsOf(ctx, company, other);
const recruiter = company.members.Recruiter.client;
const db = ctx.database.db;
const DAY = 86_400_000;

const newRecording = async () => {
  const interview = await scheduleRecordedInterview(
    ctx,
    company,
    { candidateUserId: candidate.user.id, interviewerUserId: interviewer.user.id },
    'always',
  );
  return startVideoRecording(recruiter, interview.id);
};

const parts = [Buffer.from('0123456789'), Buffer.from('abcdefghij'), Buffer.from('KLMNO')];
const whole = Buffer.concat(parts);
let recordingId: number;

beforeAll(async () => {
  recordingId = await newRecording();
});

describe('chunk uploads', () => {
  it('stores chunks in order, answers a repeat like the first time, refuses other bytes', async () => {
    const first = await putChunk(recruiter, recordingId, 0, parts[0]!);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ chunk: 0, next_chunk: 1, size_bytes: 10 });
    const again = await putChunk(recruiter, recordingId, 0, parts[0]!);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ chunk: 0, next_chunk: 1, size_bytes: 10 });
    const changed = await putChunk(recruiter, recordingId, 0, Buffer.from('different!'));
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe('This chunk was already stored with other bytes.');
  });

  it('refuses a chunk out of order, and resumes from the next expected one', async () => {
    const skipped = await putChunk(recruiter, recordingId, 2, parts[2]!);
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toBe('Chunk 2 is out of order: the next chunk is 1.');
    // A dropped connection: the recorder asks where to resume, then sends the rest.
    const meta = await recruiter.get(`/api/recordings/${recordingId}`);
    expect(meta.json()).toMatchObject({ next_chunk: 1, size_bytes: 10, status: 'recording' });
    for (const n of [1, 2])
      expect((await putChunk(recruiter, recordingId, n, parts[n]!)).statusCode).toBe(200);
    const rows = await db
      .select()
      .from(interviewRecordingChunks)
      .where(eq(interviewRecordingChunks.recordingId, recordingId));
    expect(rows.map((row) => [row.n, row.offsetBytes, row.sizeBytes])).toEqual([
      [0, 0, 10],
      [1, 10, 10],
      [2, 20, 5],
    ]);
  });

  it('refuses oversized, empty, non-binary and badly numbered chunks', async () => {
    const next = (await recruiter.get(`/api/recordings/${recordingId}`)).json().next_chunk as number;
    const huge = await putChunk(
      recruiter,
      recordingId,
      next,
      Buffer.alloc(RECORDING_LIMITS.chunkBytes + 1, 1),
    );
    expect(huge.statusCode).toBe(413);
    const empty = await putChunk(recruiter, recordingId, next, Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    const json = await recruiter.put(`/api/recordings/${recordingId}/chunks/${next}`, { bytes: 'x' });
    expect(json.statusCode).toBe(415);
    for (const n of ['-1', 'abc', '1e3x', String(RECORDING_LIMITS.chunks), '%00']) {
      const bad = await putChunk(recruiter, recordingId, n, Buffer.from('x'));
      expect(bad.statusCode, n).toBe(422);
      expect(bad.json().errors).toHaveProperty('n');
    }
    const meta = (await recruiter.get(`/api/recordings/${recordingId}`)).json();
    expect(meta).toMatchObject({ next_chunk: 3, size_bytes: 25 });
  });

  it('takes no chunks once complete; a repeat of a stored one still answers', async () => {
    const id = await newRecording();
    await putChunk(recruiter, id, 0, parts[0]!);
    expect((await recruiter.post(`/api/recordings/${id}/complete`, { duration_ms: 900 })).statusCode).toBe(
      200,
    );
    expect((await putChunk(recruiter, id, 1, parts[1]!)).statusCode).toBe(409);
    expect((await putChunk(recruiter, id, 0, parts[0]!)).statusCode).toBe(200);
    const bad = await recruiter.post(`/api/recordings/${id}/complete`, { duration_ms: -5 });
    expect(bad.statusCode).toBe(422);
  });
});

describe('range playback', () => {
  const media = (range?: string) =>
    recruiter.get(`/api/recordings/${recordingId}/media`, range ? { headers: { range } } : undefined);

  it('serves the whole recording, or exactly the range asked, across chunk boundaries', async () => {
    const full = await media();
    expect(full.statusCode).toBe(200);
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.headers['content-type']).toBe('video/webm');
    expect(full.rawPayload.equals(whole)).toBe(true);

    const cases: [string, number, number][] = [
      ['bytes=0-3', 0, 3],
      ['bytes=8-12', 8, 12],
      ['bytes=18-', 18, 24],
      ['bytes=-7', 18, 24],
      ['bytes=20-999', 20, 24],
    ];
    for (const [header, start, end] of cases) {
      const response = await media(header);
      expect(response.statusCode, header).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/25`);
      expect(Number(response.headers['content-length'])).toBe(end - start + 1);
      // Parsed back: the bytes are those of the range.
      const [, from, to, size] = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(
        String(response.headers['content-range']),
      )!;
      expect(response.rawPayload.equals(whole.subarray(Number(from), Number(to) + 1))).toBe(true);
      expect(Number(size)).toBe(whole.length);
    }
  });

  it('answers 416 with the size for unsatisfiable or malformed ranges', async () => {
    for (const header of [
      'bytes=25-',
      'bytes=99-120',
      'bytes=5-2',
      'bytes=-0',
      'bytes=abc',
      'bytes=0-1,4-5',
      'bytes=-',
    ]) {
      const response = await media(header);
      expect(response.statusCode, header).toBe(416);
      expect(response.headers['content-range']).toBe('bytes */25');
    }
    // Another unit is ignored: the whole file.
    expect((await media('items=0-1')).statusCode).toBe(200);
  });

  it('caps an open range so that a player streams', () => {
    const size = OPEN_RANGE_WINDOW * 3;
    expect(parseRange('bytes=0-', size)).toEqual({
      kind: 'range',
      range: { start: 0, end: OPEN_RANGE_WINDOW - 1 },
    });
    expect(parseRange('bytes=0-', 10)).toEqual({ kind: 'range', range: { start: 0, end: 9 } });
    expect(parseRange(undefined, 10)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=0-0', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('retention', () => {
  it('deletes recordings older than the retention period: files first, then rows', async () => {
    const oldId = await newRecording();
    await putChunk(recruiter, oldId, 0, parts[0]!);
    await putChunk(recruiter, oldId, 1, parts[1]!);
    const freshId = await newRecording();
    await putChunk(recruiter, freshId, 0, parts[2]!);
    const now = new Date();
    await db
      .update(interviewRecordings)
      .set({ startedAt: new Date(now.getTime() - 31 * DAY) })
      .where(eq(interviewRecordings.id, oldId));
    const [old] = await db.select().from(interviewRecordings).where(eq(interviewRecordings.id, oldId));
    const oldChunks = await db
      .select()
      .from(interviewRecordingChunks)
      .where(eq(interviewRecordingChunks.recordingId, oldId));
    const keys = oldChunks.map((chunk) => chunkKey(old!.uuid, chunk.n, chunk.sha256));
    for (const key of keys) expect(await ctx.deps.storage.read(key)).not.toBeNull();

    const before = (await recruiter.get(`/api/recordings/${oldId}`)).json();
    expect(Date.parse(before.expires_at) - Date.parse(before.started_at)).toBe(
      ctx.config.RECORDING_RETENTION_DAYS * DAY,
    );

    expect(await deleteExpiredRecordings(db, ctx.deps.storage, 30, now)).toBeGreaterThanOrEqual(1);
    for (const key of keys) expect(await ctx.deps.storage.read(key)).toBeNull();
    expect(await db.select().from(interviewRecordings).where(eq(interviewRecordings.id, oldId))).toEqual([]);
    expect(
      await db.select().from(interviewRecordingChunks).where(eq(interviewRecordingChunks.recordingId, oldId)),
    ).toEqual([]);
    expect((await recruiter.get(`/api/recordings/${oldId}`)).statusCode).toBe(404);
    expect((await recruiter.get(`/api/recordings/${freshId}/media`)).rawPayload.toString()).toBe('KLMNO');
    expect(jobDefinitions).toContain(deleteExpiredRecordingsJob);
    expect(deleteExpiredRecordingsJob.options.cron).toBe('41 3 * * *');
  });
});
