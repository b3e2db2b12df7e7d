// Interview recordings (issue 19): consent under the recording preference, chunked resumable
// uploads from the interviewer's MediaRecorder, playback, and the realtime events of the room.

import { paginatedSchema } from './api.ts';
import { MEDIA_KINDS } from './interview-room.ts';
import { RECORDING_PREFERENCES } from './interviews/enums.ts';
import { z } from './zod.ts';

export const RECORDING_LIMITS = {
  /** One chunk (a MediaRecorder timeslice of a few seconds is far below). */
  chunkBytes: 2 * 1024 * 1024,
  /** One recording: about 3 hours of 720p video at MediaRecorder's default bitrate. */
  recordingBytes: 1024 * 1024 * 1024,
  /** Chunks of one recording. */
  chunks: 20_000,
  /** How long the recorder waits between chunks (MediaRecorder timeslice). */
  timesliceMs: 2_000,
  /** A running recording with no chunk for this long was abandoned (a closed tab): not live. */
  staleAfterMs: 60_000,
} as const;

/** Container types a recording may declare (what Chrome's and Firefox's MediaRecorder produce). */
export const RECORDING_MIME_TYPES = [
  'video/webm',
  'audio/webm',
  'video/mp4',
  'audio/mp4',
  'audio/ogg',
] as const;

/** Server events on the interview's presence channel (through the outbox). */
export const RECORDING_CONSENT_EVENT = 'interview.recording.consent';
export const RECORDING_STARTED_EVENT = 'interview.recording.started';
export const RECORDING_STOPPED_EVENT = 'interview.recording.stopped';

export const RECORDING_STATUSES = ['recording', 'completed'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];

const id = z.number().int();

export const consentBodySchema = z.object({ granted: z.boolean() });

export const recordingPreferenceSchema = z.enum(RECORDING_PREFERENCES);

export const recordingConsentSchema = z.object({
  user_id: id,
  first_name: z.string(),
  last_name: z.string(),
  /** null: not asked yet or not answered. */
  granted: z.boolean().nullable(),
  decided_at: z.string().nullable(),
});

export const startRecordingSchema = z.object({
  media_kind: z.enum(MEDIA_KINDS),
  mime_type: z.enum(RECORDING_MIME_TYPES),
});
export type StartRecording = z.infer<typeof startRecordingSchema>;

export const completeRecordingSchema = z.object({
  /** What the recorder measured; the server keeps it for the player's duration. */
  duration_ms: z
    .number()
    .int()
    .min(0)
    .max(24 * 3_600_000),
});

export const recordingSchema = z.object({
  id,
  uuid: z.string(),
  interview_id: id,
  media_kind: z.enum(MEDIA_KINDS),
  mime_type: z.string(),
  status: z.enum(RECORDING_STATUSES),
  /** Chunks stored so far; the next one to upload has this number (resume from here). */
  next_chunk: z.number().int(),
  size_bytes: z.number().int(),
  duration_ms: z.number().int().nullable(),
  started_by: z.object({ id, first_name: z.string(), last_name: z.string() }),
  started_at: z.string(),
  completed_at: z.string().nullable(),
  /** When the retention job deletes it. */
  expires_at: z.string(),
  media_url: z.string(),
});
export type Recording = z.infer<typeof recordingSchema>;

/** The recording tab: preference, everyone's consent, whether the caller may record, recordings. */
export const recordingStateSchema = z.object({
  preference: recordingPreferenceSchema,
  consents: z.array(recordingConsentSchema),
  /** Whether recording may start now under the preference. */
  consent_complete: z.boolean(),
  can_record: z.boolean(),
  can_play: z.boolean(),
  active: recordingSchema.nullable(),
  recordings: z.array(recordingSchema),
});
export type RecordingState = z.infer<typeof recordingStateSchema>;

export const chunkAckSchema = z.object({
  chunk: z.number().int(),
  next_chunk: z.number().int(),
  size_bytes: z.number().int(),
});

export const companyRecordingSettingsSchema = z.object({
  recording_preference: recordingPreferenceSchema,
});

export const companyRecordingSettingsResponseSchema = companyRecordingSettingsSchema.extend({
  /** Company Admins change it. */
  can_edit: z.boolean(),
});

export const recordingEventSchema = z.object({
  interview_id: id,
  recording_id: id.nullable(),
});

/** The candidate panel (Managers and Admins): the recordings of an application's interviews. */
export const applicationRecordingSchema = recordingSchema.extend({
  interview_uuid: z.string(),
  interview_start_time: z.string().nullable(),
});
export const applicationRecordingListSchema = paginatedSchema(applicationRecordingSchema);
export type ApplicationRecording = z.infer<typeof applicationRecordingSchema>;
