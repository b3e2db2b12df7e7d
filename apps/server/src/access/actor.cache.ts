// Actors by user, kept exact (decisions 040, 147): a stale role would be a security bug, so an
// entry counts only while no write has touched the tables an actor is read from.
import type { Database } from '../db/client.ts';
import { coherentCache } from '../db/read-coherence.ts';
import { ACCOUNT_TABLES } from './account-tables.ts';
import { type Actor, readActor } from './actor.ts';

const actors = coherentCache<number, Actor>({
  name: 'actors',
  tables: ACCOUNT_TABLES,
  max: 10_000,
  ttlMs: 60_000,
});

/** The actor of a user, from the cache or read once. It is shared: never change it. */
export function loadActor(db: Database, userId: number): Promise<Actor> {
  return actors.read(db, userId, () => readActor(db, userId));
}
