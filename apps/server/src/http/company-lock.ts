// A locked company (billing, SPEC.md §9: unpaid 10 days after the first unpaid invoice, or
// cancelled) answers every signed-in call made while it is the active account with 402
// `{ message, lock_reason, billable_entity_id }`, except the calls that let its people out of the
// lock: billing and invoices (to pay), sign-out, the signed-in user, switching accounts, realtime
// auth and the dev tools. The client sends the person to /reinstate-payment/{billable_entity_id}.

import { LOCK_REASONS, lockReasonOf } from '@hireloop/shared/billing';
import type { FastifyRequest } from 'fastify';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { Database } from '../db/client.ts';
import { clockNow } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';
import { requestActor } from './actor.ts';
import type { App } from './types.ts';

const EXEMPT_PREFIXES = [
  '/api/billing',
  '/api/invoices',
  '/api/dev/',
  '/api/users/self',
  '/api/companies/set/',
  '/api/enterprises/set/',
  '/logout',
  '/broadcasting/',
];

/** The 402 of a locked company, or null while it is open. */
export function lockedError(company: CompanyAccess): AppError | null {
  if (!company.billing) return null;
  const reason = lockReasonOf(company.billing, clockNow(company.billing.billableEntityId));
  if (!reason) return null;
  return new AppError(402, LOCK_REASONS[reason], undefined, undefined, {
    lock_reason: reason,
    billable_entity_id: company.billing.billableEntityId,
  });
}

export function isLockExempt(url: string): boolean {
  return EXEMPT_PREFIXES.some((prefix) => url === prefix || url.startsWith(prefix));
}

export function registerCompanyLock(app: App, db: Database): void {
  const check = async (request: FastifyRequest): Promise<void> => {
    if (!request.session?.userId) return;
    const { activeCompany } = await requestActor(request, db);
    if (!activeCompany) return;
    const locked = lockedError(activeCompany);
    if (locked) throw locked;
  };
  app.addHook('onRoute', (route) => {
    const config = route.config as { public?: boolean } | undefined;
    if (config?.public || isLockExempt(route.url) || !route.url.startsWith('/api/')) return;
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [check, ...existing];
  });
}
