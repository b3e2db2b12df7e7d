// Interview recordings on the wire (packages/shared/interview-recordings `recordingSchema`).

import type { RecordingStatus } from '@hireloop/shared/interview-recordings';
import type { MediaKind } from '@hireloop/shared/interview-room';
import { interviewRecordings, users } from '#server/db/schema.ts';

const DAY = 86_400_000;

export const recordingColumns = {
  recording: interviewRecordings,
  startedBy: { id: users.id, firstName: users.firstName, lastName: users.lastName },
};

export interface RecordingRow {
  recording: typeof interviewRecordings.$inferSelect;
  startedBy: { id: number; firstName: string; lastName: string };
}

/** When the retention job deletes a recording: `retentionDays` after it started. */
export const recordingExpiresAt = (startedAt: Date, retentionDays: number) =>
  new Date(startedAt.getTime() + retentionDays * DAY);

export function presentRecording({ recording, startedBy }: RecordingRow, retentionDays: number) {
  return {
    id: recording.id,
    uuid: recording.uuid,
    interview_id: recording.interviewId,
    media_kind: recording.mediaKind as MediaKind,
    mime_type: recording.mimeType,
    status: recording.status as RecordingStatus,
    next_chunk: recording.chunkCount,
    size_bytes: recording.sizeBytes,
    duration_ms: recording.durationMs,
    started_by: { id: startedBy.id, first_name: startedBy.firstName, last_name: startedBy.lastName },
    started_at: recording.startedAt.toISOString(),
    completed_at: recording.completedAt?.toISOString() ?? null,
    expires_at: recordingExpiresAt(recording.startedAt, retentionDays).toISOString(),
    media_url: `/api/recordings/${recording.id}/media`,
  };
}
