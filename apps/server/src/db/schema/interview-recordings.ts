// Interview recordings (issue 19): each participant's answer to the consent question of an
// interview recorded under `ask`, the recordings (made in an interviewer's browser, uploaded in
// numbered chunks) and the chunks' sizes (playback serves byte ranges across them).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { interviews } from './interviews.ts';
import { users } from './users.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

export const interviewRecordingConsents = pgTable(
  'interview_recording_consents',
  {
    interviewId: bigint('interview_id', { mode: 'number' })
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    granted: boolean('granted').notNull(),
    decidedAt: tz('decided_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.interviewId, table.userId] })],
);

export const interviewRecordings = pgTable(
  'interview_recordings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    interviewId: bigint('interview_id', { mode: 'number' })
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    /** The tenant, so that retention and listings need no join. */
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    startedBy: bigint('started_by', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaKind: text('media_kind').notNull(),
    mimeType: text('mime_type').notNull(),
    status: text('status').notNull().default('recording'),
    /** Chunks stored: the next one expected has this number. */
    chunkCount: integer('chunk_count').notNull().default(0),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    durationMs: integer('duration_ms'),
    startedAt: tz('started_at').notNull().defaultNow(),
    /** The last chunk (or the start): a running recording silent for long was abandoned. */
    lastChunkAt: tz('last_chunk_at').notNull().defaultNow(),
    completedAt: tz('completed_at'),
  },
  (table) => [
    index('interview_recordings_interview_idx').on(table.interviewId),
    index('interview_recordings_started_idx').on(table.startedAt),
    check('interview_recordings_media_kind_check', sql`${table.mediaKind} in ('audio', 'video')`),
    check('interview_recordings_status_check', sql`${table.status} in ('recording', 'completed')`),
  ],
);

export const interviewRecordingChunks = pgTable(
  'interview_recording_chunks',
  {
    recordingId: bigint('recording_id', { mode: 'number' })
      .notNull()
      .references(() => interviewRecordings.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Where the chunk's bytes start in the whole recording. */
    offsetBytes: bigint('offset_bytes', { mode: 'number' }).notNull(),
    /** sha256 of the bytes: a repeated upload of chunk n is the same one or a conflict. */
    sha256: text('sha256').notNull(),
  },
  (table) => [primaryKey({ columns: [table.recordingId, table.n] })],
);
