// The actor of the current request, loaded once per request and shared by every check that needs it.
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { forbidden } from '../lib/errors.ts';
import {
  type Actor,
  type CompanyAccess,
  type EnterpriseAccess,
  loadActor,
} from '../modules/accounts/actor.ts';
import { signedInUserId } from './authentication.ts';

const actors = new WeakMap<FastifyRequest, Promise<Actor>>();

export function requestActor(request: FastifyRequest, db: Database): Promise<Actor> {
  let actor = actors.get(request);
  if (!actor) {
    actor = loadActor(db, signedInUserId(request));
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
