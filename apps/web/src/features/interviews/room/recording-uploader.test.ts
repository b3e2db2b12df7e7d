// The recorder's uploads against a fake recordings API: chunks go in order as raw bytes; a chunk
// whose answer was lost (the connection dropped after the server stored it) is not sent twice —
// the uploader asks for the next expected chunk and resumes there; a refusal stops it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChunkUploader } from './recording-uploader.ts';

interface FakeServer {
  stored: string[];
  puts: number[];
  /** Chunk numbers whose answer is lost once (stored, then the connection drops). */
  loseAnswerOf: Set<number>;
  /** Chunk numbers refused once with a network error before reaching the server. */
  dropBefore: Set<number>;
  status: 'recording' | 'completed';
}

function fakeServer(): FakeServer {
  const server: FakeServer = {
    stored: [],
    puts: [],
    loseAnswerOf: new Set(),
    dropBefore: new Set(),
    status: 'recording',
  };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const meta = () => ({ id: 7, status: server.status, next_chunk: server.stored.length, size_bytes: 0 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const chunk = /\/api\/recordings\/7\/chunks\/(\d+)$/.exec(url);
      if (chunk && init.method === 'PUT') {
        const n = Number(chunk[1]);
        server.puts.push(n);
        expect(new Headers(init.headers).get('content-type')).toBe('application/octet-stream');
        if (server.dropBefore.delete(n)) throw new TypeError('Failed to fetch');
        const text = await (init.body as Blob).text();
        if (server.status === 'completed') return json(409, { message: 'This recording is complete.' });
        if (n < server.stored.length)
          return json(200, { chunk: n, next_chunk: server.stored.length, size_bytes: 0 });
        if (n > server.stored.length) return json(409, { message: 'out of order' });
        server.stored.push(text);
        if (server.loseAnswerOf.delete(n)) throw new TypeError('Failed to fetch');
        return json(200, { chunk: n, next_chunk: server.stored.length, size_bytes: 0 });
      }
      if (url.endsWith('/api/recordings/7') && init.method === 'GET') return json(200, meta());
      if (url.endsWith('/api/recordings/7/complete')) {
        server.status = 'completed';
        return json(200, { ...meta(), duration_ms: JSON.parse(String(init.body)).duration_ms });
      }
      return json(404, { message: 'Not Found.' });
    }),
  );
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('chunk uploader', () => {
  it('uploads in order and completes with the duration', async () => {
    const server = fakeServer();
    const uploader = createChunkUploader(7);
    for (const text of ['a', 'b', 'c']) uploader.push(new Blob([text]));
    uploader.push(new Blob([])); // MediaRecorder's empty chunks are skipped
    const done = await uploader.finish(3000);
    expect(server.stored).toEqual(['a', 'b', 'c']);
    expect(server.puts).toEqual([0, 1, 2]);
    expect(done).toMatchObject({ status: 'completed', durationMs: 3000 });
    expect(uploader.progress()).toEqual({ acknowledged: 3, waiting: 0, retrying: false, failed: null });
  });

  it('resumes from the next expected chunk after a dropped connection, sending nothing twice', async () => {
    const server = fakeServer();
    server.loseAnswerOf.add(1);
    server.dropBefore.add(2);
    const seen: boolean[] = [];
    const uploader = createChunkUploader(7, (progress) => seen.push(progress.retrying));
    for (const text of ['a', 'b', 'c', 'd']) uploader.push(new Blob([text]));
    await uploader.finish(1000);
    expect(server.stored).toEqual(['a', 'b', 'c', 'd']);
    // Chunk 1 was stored but its answer lost: the uploader asked, and went on with 2 (twice, as 2
    // itself was dropped once before reaching the server).
    expect(server.puts).toEqual([0, 1, 2, 2, 3]);
    expect(seen).toContain(true);
    expect(uploader.progress().retrying).toBe(false);
  }, 15_000);

  it('stops when the server stopped the recording (consent withdrawn)', async () => {
    const server = fakeServer();
    const uploader = createChunkUploader(7);
    uploader.push(new Blob(['a']));
    await vi.waitFor(() => expect(server.stored).toEqual(['a']));
    server.status = 'completed';
    uploader.push(new Blob(['b']));
    await vi.waitFor(() =>
      expect(uploader.progress().failed).toBe('Recording stopped: someone withdrew their consent.'),
    );
    uploader.push(new Blob(['c']));
    expect(server.stored).toEqual(['a']);
  });
});
