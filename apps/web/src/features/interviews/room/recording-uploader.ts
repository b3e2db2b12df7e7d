// Uploads a recording's chunks as MediaRecorder produces them (decision 120): in order, one at a
// time, each kept until the server acknowledged it. After a dropped connection (or any answer that
// says we are out of step) it asks the server for the next chunk it expects and resumes from there,
// so nothing is sent twice and nothing is lost while the page stays open.
import { api, HttpError } from '#web/lib/http.ts';
import type { Recording } from '../api/interview-recordings.ts';

export interface UploadProgress {
  /** Chunks the server has. */
  acknowledged: number;
  /** Chunks produced and not acknowledged yet. */
  waiting: number;
  /** Retrying after a failure (the connection is down, say). */
  retrying: boolean;
  /** A refusal that retrying cannot fix (the recording was stopped, a limit was reached). */
  failed: string | null;
}

export interface ChunkUploader {
  push(chunk: Blob): void;
  /** Waits for every chunk, then completes the recording. */
  finish(durationMs: number): Promise<Recording | null>;
  progress(): UploadProgress;
}

const RETRY_MS = [500, 1000, 2000, 4000, 8000];

export function createChunkUploader(
  recordingId: number,
  onProgress: (progress: UploadProgress) => void = () => {},
): ChunkUploader {
  const unacknowledged = new Map<number, Blob>();
  let produced = 0;
  let acknowledged = 0;
  let retrying = false;
  let failed: string | null = null;
  let pumping: Promise<void> | null = null;
  const progress = (): UploadProgress => ({
    acknowledged,
    waiting: produced - acknowledged,
    retrying,
    failed,
  });
  const report = () => onProgress(progress());

  /** The server's next expected chunk: everything before it is stored. */
  async function resync(): Promise<void> {
    const meta = await api.get<Recording>(`/api/recordings/${recordingId}`, {
      background: true,
      skipErrorHandling: true,
    });
    for (let n = acknowledged; n < meta.nextChunk; n += 1) unacknowledged.delete(n);
    acknowledged = Math.max(acknowledged, meta.nextChunk);
    if (meta.status === 'completed' && acknowledged < produced)
      failed = 'Recording stopped: someone withdrew their consent.';
  }

  async function sendAll(): Promise<void> {
    let attempt = 0;
    while (acknowledged < produced && !failed) {
      const chunk = unacknowledged.get(acknowledged);
      if (!chunk) {
        await resync();
        continue;
      }
      try {
        const ack = await api.put<{ nextChunk: number }>(
          `/api/recordings/${recordingId}/chunks/${acknowledged}`,
          chunk,
          { background: true, skipErrorHandling: true },
        );
        unacknowledged.delete(acknowledged);
        acknowledged = Math.max(acknowledged + 1, ack.nextChunk);
        attempt = 0;
        retrying = false;
      } catch (error) {
        const status = error instanceof HttpError ? error.status : 0;
        if (status === 403 || status === 404 || status === 413 || status === 422) {
          const body = error instanceof HttpError ? (error.body as { message?: string }) : undefined;
          failed = body?.message ?? 'The recording could not be uploaded.';
        } else if (status === 409) {
          await resync().catch(() => {});
        } else {
          // Network down or the server busy: wait, then resume from what the server has.
          retrying = true;
          report();
          await new Promise((resolve) =>
            setTimeout(resolve, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]),
          );
          attempt += 1;
          await resync().catch(() => {});
        }
      }
      report();
    }
  }

  function pump(): Promise<void> {
    pumping ??= sendAll().finally(() => {
      pumping = null;
      if (acknowledged < produced && !failed) void pump();
    });
    return pumping;
  }

  return {
    push(chunk) {
      if (chunk.size === 0 || failed) return;
      unacknowledged.set(produced, chunk);
      produced += 1;
      report();
      void pump();
    },
    async finish(durationMs) {
      while (acknowledged < produced && !failed) await pump();
      report();
      return api
        .post<Recording>(`/api/recordings/${recordingId}/complete`, { durationMs }, { background: true })
        .catch(() => null);
    },
    progress,
  };
}
