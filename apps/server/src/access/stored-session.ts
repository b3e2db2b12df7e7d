// A session as the store reads it: shared by the store and its cache (session.cache.ts).
import type { SessionData } from '../db/schema.ts';

export interface StoredSession {
  id: string;
  userId: number | null;
  csrfToken: string;
  data: SessionData;
  remember: boolean;
  lastActivityAt: Date;
  expiresAt: Date;
}
