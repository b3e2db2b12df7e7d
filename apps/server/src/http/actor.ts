// The actor of the current request, loaded once per request and shared by every check that needs it.
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { forbidden } from '../lib/errors.ts';
import {
  type Actor,
  type ActorRow,
  actorFromRow,
  type CompanyAccess,
  type EnterpriseAccess,
  loadActor,
} from '../modules/accounts/actor.ts';
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

export const NO_ACTIVE_COMPANY = 'Choose a company to continue.';
export const NO_ACTIVE_ENTERPRISE = 'Choose an enterprise to continue.';

/** The active company, or 403: company endpoints act on the company chosen in the switcher. */
export function activeCompanyOf(actor: Actor): CompanyAccess {
  if (!actor.activeCompany) throw forbidden(NO_ACTIVE_COMPANY);
  return actor.activeCompany;
}

export function activeEnterpriseOf(actor: Actor): EnterpriseAccess {
  if (!actor.activeEnterprise) throw forbidden(NO_ACTIVE_ENTERPRISE);
  return actor.activeEnterprise;
}
