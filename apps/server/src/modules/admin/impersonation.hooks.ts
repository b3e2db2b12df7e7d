// While a super admin impersonates a user: the changes only the user may make (password, two-factor,
// billing) answer 403. Every request is written to the audit log with its status by the audit hook
// (modules/audit/audit.hooks.ts).
import { IMPERSONATION_REFUSED } from '@hireloop/shared/admin';
import type { FastifyRequest } from 'fastify';
import type { App } from '#server/http/types.ts';
import { forbidden } from '#server/lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Changes refused while impersonating: the account's own credentials and its money. */
const REFUSED_PREFIXES = [
  '/user/password',
  '/user/two-factor',
  '/user/confirmed-two-factor',
  '/api/billing',
  '/api/invoices',
];

export function impersonatorOf(request: FastifyRequest): number | null {
  return request.session?.data.impersonatorId ?? null;
}

export function isRefusedWhileImpersonating(method: string, url: string): boolean {
  if (SAFE_METHODS.has(method)) return false;
  return REFUSED_PREFIXES.some((prefix) => url.startsWith(prefix));
}

export function registerImpersonationGuard(app: App): void {
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
}
