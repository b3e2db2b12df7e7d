// Session cookies (Sanctum SPA style): an httpOnly session cookie and a script-readable XSRF-TOKEN.
// Loads the session on each request; helpers start, rotate and end sessions.
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  createSession,
  deleteSession,
  findSession,
  findSessionWithActorRow,
  REMEMBER_LIFETIME_MS,
  touchSession,
  updateSessionData,
} from '../access/session-store.ts';
import type { StoredSession } from '../access/stored-session.ts';
import { readsCacheable } from '../db/read-coherence.ts';
import type { SessionData } from '../db/schema.ts';
import { rememberActorRow } from './actor.ts';
import type { App, AppDeps } from './types.ts';

export const SESSION_COOKIE = 'hireloop_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';

declare module 'fastify' {
  interface FastifyRequest {
    /** The current session, or null when the browser has none (yet). */
    session: StoredSession | null;
  }
  interface FastifyContextConfig {
    /**
     * Public data embedded on other sites (the jobs widget's JSON): the session cookie is never
     * read, so the answer is the same for everyone and no session is touched.
     */
    cookieless?: boolean;
  }
}

export async function registerSessions(app: App, deps: AppDeps): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.cookieless) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || request.is404) return;
    let session: StoredSession | null;
    // Sessions and actors come from caches kept exact by the read generation (decision 040); while
    // they are off (PostgreSQL without its LISTEN connection) one statement reads both.
    if (readsCacheable(deps.database.db)) {
      session = await findSession(deps.database.db, token);
    } else {
      const found = await findSessionWithActorRow(deps.database.db, token);
      session = found?.session ?? null;
      if (found?.actorRow && found.session.userId !== null) {
        rememberActorRow(request, found.session.userId, found.actorRow);
      }
    }
    if (!session) return;
    request.session = session;
    await touchSession(deps.database.db, session);
  });
}

function clientInfo(request: FastifyRequest) {
  const userAgent = request.headers['user-agent'];
  return { ipAddress: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined };
}

function setSessionCookies(reply: FastifyReply, deps: AppDeps, token: string, session: StoredSession): void {
  const secure = deps.config.appUrl.startsWith('https:');
  // Without "remember me" the cookies have no expiry: they end when the browser closes.
  const maxAge = session.remember ? Math.floor(REMEMBER_LIFETIME_MS / 1000) : undefined;
  const common = { path: '/', sameSite: 'lax' as const, secure, ...(maxAge ? { maxAge } : {}) };
  reply.setCookie(SESSION_COOKIE, token, { ...common, httpOnly: true });
  reply.setCookie(XSRF_COOKIE, session.csrfToken, { ...common, httpOnly: false });
}

/** A guest session for a browser that has none, e.g. before its first login attempt. */
export async function ensureSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: AppDeps,
): Promise<StoredSession> {
  if (request.session) {
    // Re-send the CSRF cookie: the browser may have lost it while keeping the session.
    reply.setCookie(XSRF_COOKIE, request.session.csrfToken, {
      path: '/',
      sameSite: 'lax',
      secure: deps.config.appUrl.startsWith('https:'),
      httpOnly: false,
      ...(request.session.remember ? { maxAge: Math.floor(REMEMBER_LIFETIME_MS / 1000) } : {}),
    });
    return request.session;
  }
  return startSession(request, reply, deps, { userId: null, remember: false });
}

/**
 * Replaces the current session with a new one (new id, new CSRF token): used at login and logout
 * so that a session id known before authentication is worthless after it (session fixation).
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: AppDeps,
  options: { userId: number | null; remember: boolean; data?: SessionData },
): Promise<StoredSession> {
  if (request.session) await deleteSession(deps.database.db, request.session.id);
  const { token, session } = await createSession(deps.database.db, {
    ...options,
    client: clientInfo(request),
  });
  setSessionCookies(reply, deps, token, session);
  request.session = session;
  return session;
}

export async function saveSessionData(
  request: FastifyRequest,
  deps: AppDeps,
  data: SessionData,
): Promise<void> {
  if (!request.session) throw new Error('saveSessionData needs a session');
  request.session.data = data;
  await updateSessionData(deps.database.db, request.session.id, data);
}
