// The actor of the current request, loaded once per request and shared by every check that needs it.
import type { FastifyRequest } from 'fastify';
import { loadActor } from '../access/actor.cache.ts';
import { type Actor, type ActorRow, actorFromRow } from '../access/actor.ts';
import type { Database } from '../db/client.ts';
import { signedInUserId } from './authentication.ts';

const actors = new WeakMap<FastifyRequest, Promise<Actor>>();
/** Actor rows read together with the session (see http/session.ts), by request. */
const prefetchedRows = new WeakMap<FastifyRequest, { userId: number; row: ActorRow }>();

export function rememberActorRow(request: FastifyRequest, userId: number, row: ActorRow): void {
  prefetchedRows.set(request, { userId, row });
}

export function requestActor(request: FastifyRequest, db: Database): Promise<Actor> {
  let actor = actors.get(request);
  if (!actor) {
    const userId = signedInUserId(request);
    const prefetched = prefetchedRows.get(request);
    // A login during the request changes the user: the row read with the old session is not theirs.
    actor =
      prefetched && prefetched.userId === userId
        ? actorFromRow(db, userId, prefetched.row)
        : loadActor(db, userId);
    actors.set(request, actor);
  }
  return actor;
}
