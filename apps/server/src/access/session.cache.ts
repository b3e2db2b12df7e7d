// A small in-process cache of sessions by id (see session-store.ts for when it may be used). An entry
// carries the clock reading it was read at (db/read-coherence.ts) and counts only while the caller
// finds that reading current.
// Entries are copies both ways, so a caller changing its session object never changes the cache.
import { LRUCache } from 'lru-cache';
import type { StoredSession } from './stored-session.ts';

/** Short on purpose: bounds any staleness from a write this module did not see (none known). */
const SESSION_CACHE_TTL_MS = 30_000;
const SESSION_CACHE_ENTRIES = 10_000;

export interface SessionCache {
  get(id: string, current?: (stamp: number) => boolean): StoredSession | undefined;
  set(session: StoredSession, stamp?: number): void;
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
  const entries = new LRUCache<string, StoredSession & { stamp: number }>({
    max: SESSION_CACHE_ENTRIES,
    ttl: ttlMs,
  });
  return {
    get(id, current = () => true) {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (entry.expiresAt.getTime() <= Date.now() || !current(entry.stamp)) {
        entries.delete(id);
        return undefined;
      }
      const { stamp: _read, ...session } = entry;
      return copyOf(session);
    },
    set(session, stamp = 0) {
      entries.set(session.id, { ...copyOf(session), stamp });
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
