// The interview room (issue 19): what a participant's browser needs to join, who may join the
// presence channel, the persisted chat (announced on the channel through the outbox, in the
// write's transaction) and each company-side person's autosaved notes.
import {
  type ChatQuery,
  type IceServer,
  INTERVIEW_CHANNEL_PATTERN,
  INTERVIEW_CHAT_EVENT,
  INTERVIEW_ROOM_LIMITS,
  interviewChannelName,
} from '@hireloop/shared/interview-room';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Actor } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { interviewChatMessages, interviewNotes, interviews, users } from '#server/db/schema.ts';
import { outboxBroadcaster } from '#server/jobs/outbox.ts';
import { conflict } from '#server/lib/errors.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import { userAvatarUrl } from '../messages/messages.presenter.ts';
import { presentChatMessage } from './interview-room.presenter.ts';
import { roomProfiles } from './interview-room-profiles.service.ts';
import {
  authorizeCompanySide,
  authorizeJoinRoom,
  authorizeViewInterview,
  canJoinRoom,
  ROOM_CLOSED,
} from './interviews.policy.ts';
import {
  accessFacts,
  type InterviewView,
  loadInterviewView,
  loadVisibleInterview,
  type PersonView,
} from './interviews-query.service.ts';

export const NOTES_CHANGED = 'These notes were changed in another window. Reload them before saving.';

const ROOM_STATUSES = new Set(['scheduled', 'completed']);

/** A room exists for a web conference that is scheduled (or just marked completed); else 409. */
function assertRoomOpen(view: InterviewView): void {
  if (view.interview.location !== 'web_conference' || !ROOM_STATUSES.has(view.interview.status)) {
    throw conflict(ROOM_CLOSED);
  }
}

/** The room of an open web-conference interview, for its participants. */
export async function openRoom(db: Database, actor: Actor, key: string, iceServers: IceServer[]) {
  const { view, viewer } = await loadVisibleInterview(db, actor, key);
  authorizeJoinRoom(viewer);
  assertRoomOpen(view);
  const [[self], profiles] = await Promise.all([
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, actor.userId))
      .limit(1),
    roomProfiles(db, view, viewer.side),
  ]);
  const person = (p: PersonView, role: 'interviewee' | 'interviewer') => ({
    id: p.id,
    first_name: p.firstName,
    last_name: p.lastName,
    avatar: userAvatarUrl(p),
    role,
  });
  const { interview } = view;
  return {
    interview_id: view.interview.id,
    uuid: view.interview.uuid,
    channel: interviewChannelName(view.interview.uuid),
    side: viewer.side,
    self: { id: actor.userId, first_name: self?.firstName ?? '', last_name: self?.lastName ?? '' },
    ice_servers: iceServers,
    max_peers: INTERVIEW_ROOM_LIMITS.maxMeshPeers,
    interview: {
      status: interview.status,
      start_time: interview.startTime?.toISOString() ?? null,
      duration_minutes: interview.durationMinutes,
      opportunity_title: view.opportunity.title,
    },
    company_profile: profiles.companyProfile,
    candidate_profile: profiles.candidateProfile,
    participants: [
      person(view.candidate, 'interviewee'),
      ...view.interviewers.map((p) => person(p, 'interviewer')),
    ],
  };
}

/**
 * /broadcasting/auth for `presence-interview.{uuid}`: participants only. Anything else (unknown
 * interview, another company's, a Manager who is not in it) is refused the same way.
 */
export async function mayJoinInterviewChannel(db: Database, actor: Actor, channel: string): Promise<boolean> {
  const match = INTERVIEW_CHANNEL_PATTERN.exec(channel);
  if (!match?.[1]) return false;
  const view = await loadInterviewView(db, eq(interviews.uuid, match[1]));
  if (!view) return false;
  try {
    return canJoinRoom(authorizeViewInterview(actor, accessFacts(view)));
  } catch {
    return false;
  }
}

const chatColumns = {
  id: interviewChatMessages.id,
  interviewId: interviewChatMessages.interviewId,
  side: interviewChatMessages.side,
  body: interviewChatMessages.body,
  createdAt: interviewChatMessages.createdAt,
  author: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    avatarPath: users.avatarPath,
  },
};

/** The chat, oldest first: everyone who may see the interview reads it (the timeline afterwards). */
export async function listChatMessages(db: Database, actor: Actor, key: string, query: ChatQuery) {
  const { view } = await loadVisibleInterview(db, actor, key);
  const where = and(
    eq(interviewChatMessages.interviewId, view.interview.id),
    query.after_id === undefined ? undefined : gt(interviewChatMessages.id, query.after_id),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(chatColumns)
      .from(interviewChatMessages)
      .innerJoin(users, eq(users.id, interviewChatMessages.userId))
      .where(where)
      .orderBy(asc(interviewChatMessages.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(interviewChatMessages).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** A participant's message: stored, then pushed to the room in the same transaction (outbox). */
export async function postChatMessage(db: Database, actor: Actor, key: string, body: string) {
  const { view, viewer } = await loadVisibleInterview(db, actor, key);
  authorizeJoinRoom(viewer);
  assertRoomOpen(view);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(interviewChatMessages)
      .values({ interviewId: view.interview.id, userId: actor.userId, side: viewer.side, body })
      .returning({ id: interviewChatMessages.id });
    const [row] = await tx
      .select(chatColumns)
      .from(interviewChatMessages)
      .innerJoin(users, eq(users.id, interviewChatMessages.userId))
      .where(eq(interviewChatMessages.id, inserted!.id));
    const message = presentChatMessage(row!);
    await outboxBroadcaster(tx).publish(
      [interviewChannelName(view.interview.uuid)],
      INTERVIEW_CHAT_EVENT,
      JSON.stringify(message),
    );
    return message;
  });
}

const presentNotes = (row: { body: string; version: number; updatedAt: Date } | undefined) =>
  row
    ? { body: row.body, version: row.version, updated_at: row.updatedAt.toISOString() }
    : { body: '', version: 0, updated_at: null };

async function companySideInterview(db: Database, actor: Actor, key: string) {
  const { view, viewer } = await loadVisibleInterview(db, actor, key);
  authorizeCompanySide(viewer);
  return view.interview.id;
}

/** The caller's own notes on the interview (company side only); version 0 before the first save. */
export async function readNotes(db: Database, actor: Actor, key: string) {
  const interviewId = await companySideInterview(db, actor, key);
  const [row] = await db
    .select()
    .from(interviewNotes)
    .where(and(eq(interviewNotes.interviewId, interviewId), eq(interviewNotes.userId, actor.userId)))
    .limit(1);
  return presentNotes(row);
}

/**
 * Autosave: writes when `version` is the stored one (0 = none yet) and raises it; a stale version
 * (another window saved meanwhile) answers 409 and changes nothing.
 */
export async function saveNotes(
  db: Database,
  actor: Actor,
  key: string,
  input: { body: string; version: number },
) {
  const interviewId = await companySideInterview(db, actor, key);
  const now = new Date();
  const rows =
    input.version === 0
      ? await db
          .insert(interviewNotes)
          .values({ interviewId, userId: actor.userId, body: input.body, version: 1, updatedAt: now })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(interviewNotes)
          .set({ body: input.body, version: sql`${interviewNotes.version} + 1`, updatedAt: now })
          .where(
            and(
              eq(interviewNotes.interviewId, interviewId),
              eq(interviewNotes.userId, actor.userId),
              eq(interviewNotes.version, input.version),
            ),
          )
          .returning();
  if (!rows[0]) throw conflict(NOTES_CHANGED);
  return presentNotes(rows[0]);
}
