// A small in-process cache of sessions by id (see session-store.ts for when it may be used).
// Entries are copies both ways, so a caller changing its session object never changes the cache.
import { LRUCache } from 'lru-cache';
import type { StoredSession } from './session-store.ts';

/** Short on purpose: bounds any staleness from a write this module did not see (none known). */
const SESSION_CACHE_TTL_MS = 30_000;
const SESSION_CACHE_ENTRIES = 10_000;

export interface SessionCache {
  get(id: string): StoredSession | undefined;
  set(session: StoredSession): void;
  touch(id: string, changes: Pick<StoredSession, 'lastActivityAt' | 'expiresAt'>): void;
  forget(id: string): void;
  /** Forgets every session of the user, except optionally one (the caller's own). */
  forgetUser(userId: number, exceptId?: string): void;
}

const copyOf = (session: StoredSession): StoredSession => ({
  ...session,
  data: structuredClone(session.data),
});

export function createSessionCache(ttlMs = SESSION_CACHE_TTL_MS): SessionCache {
  const entries = new LRUCache<string, StoredSession>({ max: SESSION_CACHE_ENTRIES, ttl: ttlMs });
  return {
    get(id) {
      const session = entries.get(id);
      if (!session) return undefined;
      if (session.expiresAt.getTime() <= Date.now()) {
        entries.delete(id);
        return undefined;
      }
      return copyOf(session);
    },
    set(session) {
      entries.set(session.id, copyOf(session));
    },
    touch(id, changes) {
      const session = entries.peek(id);
      if (session) entries.set(id, { ...session, ...changes });
    },
    forget(id) {
      entries.delete(id);
    },
    forgetUser(userId, exceptId) {
      for (const [id, session] of entries.entries()) {
        if (session.userId === userId && id !== exceptId) entries.delete(id);
      }
    },
  };
}
