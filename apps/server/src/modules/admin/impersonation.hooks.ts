// While a super admin impersonates a user: the changes only the user may make (password, two-factor,
// billing) answer 403, and every request is written to the audit log with its status.
import { IMPERSONATION_REFUSED } from '@hireloop/shared/admin';
import type { FastifyRequest } from 'fastify';
import { requestActor } from '#server/http/actor.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { forbidden } from '#server/lib/errors.ts';
import { recordAuditEvent } from './impersonation.service.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Changes refused while impersonating: the account's own credentials and its money. */
const REFUSED_PREFIXES = [
  '/user/password',
  '/user/two-factor',
  '/user/confirmed-two-factor',
  '/api/billing',
  '/api/invoices',
];

/** The app's own endpoints; the client's files and pages (served to anyone) are left out. */
const AUDITED_PATHS = /^\/(api|user|broadcasting)\/|^\/(login|logout|two-factor-challenge)(\?|$)/;

export function impersonatorOf(request: FastifyRequest): number | null {
  return request.session?.data.impersonatorId ?? null;
}

export function isRefusedWhileImpersonating(method: string, url: string): boolean {
  if (SAFE_METHODS.has(method)) return false;
  return REFUSED_PREFIXES.some((prefix) => url.startsWith(prefix));
}

export function registerImpersonationGuard(app: App, deps: AppDeps): void {
  const { db } = deps.database;
  const refuse = async (request: FastifyRequest): Promise<void> => {
    if (impersonatorOf(request) !== null) throw forbidden(IMPERSONATION_REFUSED);
  };
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((method) => isRefusedWhileImpersonating(method, route.url))) return;
    // Before validation: the refusal answers whatever the body holds.
    const existing = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [refuse, ...existing];
  });

  // onSend runs before the answer leaves, so the row exists once the client has its response.
  app.addHook('onSend', async (request, reply, payload) => {
    const impersonatorId = impersonatorOf(request);
    const userId = request.session?.userId ?? null;
    if (impersonatorId === null || userId === null || !AUDITED_PATHS.test(request.url)) return payload;
    let companyId: number | null = null;
    try {
      companyId = (await requestActor(request, db)).activeCompany?.id ?? null;
    } catch {
      // The user is gone or signed out: the row still records the request.
    }
    await recordAuditEvent(db, {
      actorUserId: userId,
      impersonatorUserId: impersonatorId,
      companyId,
      action: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
      target: request.url.slice(0, 2000),
      statusCode: reply.statusCode,
      ipAddress: request.ip,
    });
    return payload;
  });
}
