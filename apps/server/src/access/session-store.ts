// Server-side sessions in the database. The cookie holds a random token; the table holds its hash.
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { isCurrent, readCoherenceOf, watchTables } from '../db/read-coherence.ts';
import {
  billableEntities,
  companies,
  companyMemberships,
  type SessionData,
  sessions,
  users,
} from '../db/schema.ts';
import { randomToken, sha256 } from '../lib/crypto.ts';
import {
  type ActorRow,
  actorRowColumns,
  billableOfCompanyJoin,
  companyOfUserJoin,
  membershipOfUserJoin,
} from './actor.ts';
import { createSessionCache } from './session.cache.ts';
import type { StoredSession } from './stored-session.ts';

export const REMEMBER_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A session without "remember me" ends with the browser, or after this long without activity. */
export const IDLE_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** Activity is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface NewSession {
  token: string;
  session: StoredSession;
}

export interface ClientInfo {
  ipAddress?: string | undefined;
  userAgent?: string | undefined;
}

export async function createSession(
  db: Database,
  options: { userId: number | null; remember: boolean; data?: SessionData; client: ClientInfo },
): Promise<NewSession> {
  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + (options.remember ? REMEMBER_LIFETIME_MS : IDLE_LIFETIME_MS));
  const [row] = await db
    .insert(sessions)
    .values({
      id: sha256(token),
      userId: options.userId,
      csrfToken: randomToken(32),
      data: options.data ?? {},
      remember: options.remember,
      ipAddress: options.client.ipAddress ?? null,
      userAgent: options.client.userAgent?.slice(0, 500) ?? null,
      expiresAt,
    })
    .returning();
  return { token, session: toStoredSession(row!) };
}

/**
 * Sessions read recently. An entry counts only while `sessions` has not changed since it was read
 * (db/read-coherence.ts, decisions 040 and 147): every write to it but the sliding of its expiry
 * marks it, on every instance. The writes below also update or forget entries themselves, so this
 * process sees its own changes at once.
 */
const recentSessions = createSessionCache();
const SESSION_TABLES = watchTables(['sessions']);

/** Read on every request (on PGlite when not cached), so prepared once per database. */
const prepareSessionById = (db: Database) =>
  db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
const sessionByIdQuery = preparedPerDatabase('hireloop_session_by_id', prepareSessionById);

/**
 * The session with the row its request's actor is built from, in one statement (PostgreSQL, where
 * sessions are not cached): a company request then needs no separate actor query.
 */
const prepareSessionWithActorRow = (db: Database) =>
  db
    .select({ session: sessions, actor: actorRowColumns })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, companyOfUserJoin)
    .leftJoin(companyMemberships, membershipOfUserJoin)
    .leftJoin(billableEntities, billableOfCompanyJoin)
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
const sessionWithActorQuery = preparedPerDatabase('hireloop_session_with_actor', prepareSessionWithActorRow);

export async function findSessionWithActorRow(
  db: Database,
  token: string,
): Promise<{ session: StoredSession; actorRow: ActorRow | null } | null> {
  const [row] = await sessionWithActorQuery(db).execute({ id: sha256(token) });
  if (!row) return null;
  const session = toStoredSession(row.session);
  return { session, actorRow: session.userId === null ? null : row.actor };
}

/** The session of a token, from the cache while the database's reads are cacheable. */
export async function findSession(db: Database, token: string): Promise<StoredSession | null> {
  const id = sha256(token);
  const coherence = readCoherenceOf(db);
  const cacheable = coherence?.enabled === true;
  if (cacheable) {
    const cached = recentSessions.get(id, (stamp) => isCurrent(coherence, stamp, SESSION_TABLES));
    if (cached) return cached;
  }
  const stamp = coherence?.generation ?? 0;
  const [row] = await sessionByIdQuery(db).execute({ id });
  if (!row) return null;
  const session = toStoredSession(row);
  if (cacheable && coherence.enabled && isCurrent(coherence, stamp, SESSION_TABLES)) {
    recentSessions.set(session, stamp);
  }
  return session;
}

/** Slides the idle expiry of a browser session; remembered sessions keep their 30 days. */
export async function touchSession(db: Database, session: StoredSession): Promise<void> {
  if (Date.now() - session.lastActivityAt.getTime() < TOUCH_INTERVAL_MS) return;
  const expiresAt = session.remember ? session.expiresAt : new Date(Date.now() + IDLE_LIFETIME_MS);
  await db.update(sessions).set({ lastActivityAt: sql`now()`, expiresAt }).where(eq(sessions.id, session.id));
  recentSessions.touch(session.id, { lastActivityAt: new Date(), expiresAt });
}

export async function updateSessionData(db: Database, sessionId: string, data: SessionData): Promise<void> {
  await db.update(sessions).set({ data }).where(eq(sessions.id, sessionId));
  recentSessions.forget(sessionId);
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  recentSessions.forget(sessionId);
}

/** Ends every session of a user, except optionally the one making the request. */
export async function deleteUserSessions(
  db: Database,
  userId: number,
  exceptSessionId?: string,
): Promise<void> {
  const condition = exceptSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(condition);
  recentSessions.forgetUser(userId, exceptSessionId);
}

export async function deleteExpiredSessions(db: Database): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning({ id: sessions.id });
  return removed.length;
}

function toStoredSession(row: typeof sessions.$inferSelect): StoredSession {
  return {
    id: row.id,
    userId: row.userId,
    csrfToken: row.csrfToken,
    data: row.data,
    remember: row.remember,
    lastActivityAt: row.lastActivityAt,
    expiresAt: row.expiresAt,
  };
}
