// Interview recordings (issue 19, decision 119): the recording tab's state, consent answers, and
// starting and completing a recording. Consent changes and the start and stop of a recording are
// announced on the interview's presence channel through the outbox, in the write's transaction, so
// every participant's indicator follows. Chunks and playback: recording-chunks.service.ts.

import {
  RECORDING_CONSENT_EVENT,
  RECORDING_LIMITS,
  RECORDING_STARTED_EVENT,
  RECORDING_STOPPED_EVENT,
  type StartRecording,
} from '@hireloop/shared/interview-recordings';
import { interviewChannelName } from '@hireloop/shared/interview-room';
import type { RecordingPreference } from '@hireloop/shared/interviews';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Actor } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { interviewRecordingConsents, interviewRecordings, users } from '#server/db/schema.ts';
import { outboxBroadcaster } from '#server/jobs/outbox.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import type { Transaction } from '../applications/application-submission.ts';
import {
  authorizeConsent,
  authorizePlay,
  authorizeRecord,
  authorizeUpload,
  canPlayRecordings,
  canRecord,
} from './interview-recordings.policy.ts';
import { ROOM_CLOSED } from './interviews.policy.ts';
import { type InterviewView, loadVisibleInterview } from './interviews-query.service.ts';
import { presentRecording, type RecordingRow, recordingColumns } from './recording.presenter.ts';
import { type ConsentPerson, recordingVerdict } from './recording-consent.ts';

type Reader = Database | Transaction;

export const RECORDING_NOT_FOUND = 'Recording not found.';

/** The participants (candidate, interviewers, organizer) with their consent answers. */
async function consentPeople(db: Reader, view: InterviewView): Promise<ConsentPerson[]> {
  const known = [view.candidate, ...view.interviewers];
  const ids = new Set(known.map((person) => person.id));
  const organizer = view.interview.organizerUserId;
  const people = [...known];
  if (organizer !== null && !ids.has(organizer)) {
    const [row] = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, organizer));
    if (row) people.push({ ...row, avatarPath: null });
  }
  const answers = await db
    .select()
    .from(interviewRecordingConsents)
    .where(eq(interviewRecordingConsents.interviewId, view.interview.id));
  const byUser = new Map(answers.map((answer) => [answer.userId, answer]));
  return people.map((person) => ({
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    granted: byUser.get(person.id)?.granted ?? null,
    decidedAt: byUser.get(person.id)?.decidedAt ?? null,
  }));
}

const preferenceOf = (view: InterviewView) => view.interview.recordingPreference as RecordingPreference;

function recordingsOf(db: Reader, interviewId: number) {
  return db
    .select(recordingColumns)
    .from(interviewRecordings)
    .innerJoin(users, eq(users.id, interviewRecordings.startedBy))
    .where(eq(interviewRecordings.interviewId, interviewId))
    .orderBy(desc(interviewRecordings.id))
    .limit(100);
}

/** The recording tab: what everyone answered, whether recording may start, the recordings. */
export async function recordingState(db: Database, actor: Actor, key: string, retentionDays: number) {
  const { view, viewer } = await loadVisibleInterview(db, actor, key);
  const people = await consentPeople(db, view);
  const preference = preferenceOf(view);
  const playable = canPlayRecordings(viewer);
  const rows = playable ? await recordingsOf(db, view.interview.id) : [];
  // The candidate cannot play recordings, but sees the indicator: the live one is looked up apart.
  const [live] = playable
    ? rows.filter((row) => isLive(row.recording))
    : (await recordingsOf(db, view.interview.id)).filter((row) => isLive(row.recording));
  const active = live ?? null;
  const present = (row: RecordingRow) => presentRecording(row, retentionDays);
  return {
    preference,
    consents: people.map((person) => ({
      user_id: person.id,
      first_name: person.firstName,
      last_name: person.lastName,
      granted: person.granted,
      decided_at: (person as { decidedAt?: Date | null }).decidedAt?.toISOString() ?? null,
    })),
    consent_complete: recordingVerdict(preference, people).allowed,
    can_record: canRecord(viewer) && preference !== 'never',
    can_play: playable,
    // The candidate learns that a recording runs (the indicator), not its details.
    active: active ? present(active) : null,
    recordings: rows.map(present),
  };
}

async function announce(tx: Transaction, view: InterviewView, event: string, recordingId: number | null) {
  await outboxBroadcaster(tx).publish(
    [interviewChannelName(view.interview.uuid)],
    event,
    JSON.stringify({ interview_id: view.interview.id, recording_id: recordingId }),
  );
}

/** Whether a running recording still receives chunks (else its tab was closed: not live). */
const isLive = (recording: { status: string; lastChunkAt: Date }, now = Date.now()) =>
  recording.status === 'recording' && now - recording.lastChunkAt.getTime() < RECORDING_LIMITS.staleAfterMs;

/**
 * Stops the interview's running recordings: all (consent withdrawn), or, before a new one starts,
 * the starter's own and any abandoned one.
 */
async function stopRunning(tx: Transaction, view: InterviewView, startingUserId?: number) {
  const staleBefore = new Date(Date.now() - RECORDING_LIMITS.staleAfterMs);
  const stopped = await tx
    .update(interviewRecordings)
    .set({ status: 'completed', completedAt: new Date() })
    .where(
      and(
        eq(interviewRecordings.interviewId, view.interview.id),
        eq(interviewRecordings.status, 'recording'),
        startingUserId === undefined
          ? undefined
          : or(
              eq(interviewRecordings.startedBy, startingUserId),
              lt(interviewRecordings.lastChunkAt, staleBefore),
            ),
      ),
    )
    .returning({ id: interviewRecordings.id });
  for (const row of stopped) await announce(tx, view, RECORDING_STOPPED_EVENT, row.id);
  return stopped.length;
}

/** A participant's answer; withdrawing it under `ask` stops a running recording at once. */
export async function answerConsent(db: Database, actor: Actor, key: string, granted: boolean) {
  const { view, viewer } = await loadVisibleInterview(db, actor, key);
  authorizeConsent(viewer);
  await db.transaction(async (tx) => {
    await tx
      .insert(interviewRecordingConsents)
      .values({ interviewId: view.interview.id, userId: actor.userId, granted })
      .onConflictDoUpdate({
        target: [interviewRecordingConsents.interviewId, interviewRecordingConsents.userId],
        set: { granted, decidedAt: new Date() },
      });
    if (!granted && preferenceOf(view) === 'ask') await stopRunning(tx, view);
    await announce(tx, view, RECORDING_CONSENT_EVENT, null);
  });
}

/**
 * Starts a recording by the caller (a company-side participant) when the preference and the
 * answers allow it (409 with the reason otherwise). The caller's own unfinished recording (a
 * reloaded tab) is closed as it stands; someone else's running one is a 409.
 */
export async function startRecording(
  db: Database,
  actor: Actor,
  key: string,
  input: StartRecording,
  retentionDays: number,
) {
  const { view, viewer } = await loadVisibleInterview(db, actor, key);
  authorizeRecord(viewer);
  if (
    view.interview.location !== 'web_conference' ||
    !['scheduled', 'completed'].includes(view.interview.status)
  )
    throw conflict(ROOM_CLOSED);
  const verdict = recordingVerdict(preferenceOf(view), await consentPeople(db, view));
  if (!verdict.allowed) throw conflict(verdict.reason);
  const id = await db.transaction(async (tx) => {
    await stopRunning(tx, view, actor.userId);
    const [other] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(interviewRecordings)
      .innerJoin(users, eq(users.id, interviewRecordings.startedBy))
      .where(
        and(
          eq(interviewRecordings.interviewId, view.interview.id),
          eq(interviewRecordings.status, 'recording'),
        ),
      )
      .limit(1);
    if (other) throw conflict(`${other.firstName} ${other.lastName} is already recording this interview.`);
    const [row] = await tx
      .insert(interviewRecordings)
      .values({
        interviewId: view.interview.id,
        companyId: view.interview.companyId,
        startedBy: actor.userId,
        mediaKind: input.media_kind,
        mimeType: input.mime_type,
      })
      .returning({ id: interviewRecordings.id });
    await announce(tx, view, RECORDING_STARTED_EVENT, row!.id);
    return row!.id;
  });
  return readRecordingById(db, id, retentionDays);
}

async function readRecordingById(db: Reader, id: number, retentionDays: number) {
  const [row] = await db
    .select(recordingColumns)
    .from(interviewRecordings)
    .innerJoin(users, eq(users.id, interviewRecordings.startedBy))
    .where(eq(interviewRecordings.id, id));
  if (!row) throw notFound(RECORDING_NOT_FOUND);
  return presentRecording(row, retentionDays);
}

/** A recording and its interview as the actor sees them (404 for other tenants and bad ids). */
export async function loadVisibleRecording(db: Database, actor: Actor, key: string) {
  const id = /^\d{1,15}$/.test(key) ? Number(key) : null;
  const [recording] = await db
    .select()
    .from(interviewRecordings)
    .where(id === null ? eq(interviewRecordings.uuid, uuidOrNil(key)) : eq(interviewRecordings.id, id))
    .limit(1);
  if (!recording) throw notFound(RECORDING_NOT_FOUND);
  try {
    const { view, viewer } = await loadVisibleInterview(db, actor, String(recording.interviewId));
    return { recording, view, viewer };
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) throw notFound(RECORDING_NOT_FOUND);
    throw error;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOrNil = (key: string) => (UUID.test(key) ? key : '00000000-0000-0000-0000-000000000000');

/** Metadata, with the next chunk to upload (resume): the company side. */
export async function readRecording(db: Database, actor: Actor, key: string, retentionDays: number) {
  const { recording, viewer } = await loadVisibleRecording(db, actor, key);
  authorizePlay(viewer);
  return readRecordingById(db, recording.id, retentionDays);
}

/** The recorder stopped: no more chunks; the duration it measured is kept for the player. */
export async function completeRecording(
  db: Database,
  actor: Actor,
  key: string,
  durationMs: number,
  retentionDays: number,
) {
  const { recording, view, viewer } = await loadVisibleRecording(db, actor, key);
  authorizePlay(viewer);
  authorizeUpload(viewer, recording.startedBy);
  if (recording.status === 'recording') {
    await db.transaction(async (tx) => {
      const done = await tx
        .update(interviewRecordings)
        .set({ status: 'completed', completedAt: new Date(), durationMs })
        .where(and(eq(interviewRecordings.id, recording.id), eq(interviewRecordings.status, 'recording')))
        .returning({ id: interviewRecordings.id });
      if (done.length > 0) await announce(tx, view, RECORDING_STOPPED_EVENT, recording.id);
    });
  } else if (recording.durationMs === null) {
    // Stopped by a withdrawn consent first: still keep what the recorder measured.
    await db.update(interviewRecordings).set({ durationMs }).where(eq(interviewRecordings.id, recording.id));
  }
  return readRecordingById(db, recording.id, retentionDays);
}
