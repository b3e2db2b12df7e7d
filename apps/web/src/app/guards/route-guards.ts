// The navigation guards in the order of SPEC.md §4; the first one that redirects wins.

import { loginRequiredGuard } from './login-required-guard.ts';
import type { GuardContext, GuardRedirect, RouteGuard } from './route-guard.ts';

/**
 * 1. Login required. Guards 2–5 (company page without an active company, role-restricted page,
 * enterprise page without an active enterprise, demo-blocked page) arrive with the accounts and
 * tenancy work and are appended here in that order.
 */
export const routeGuards: readonly RouteGuard[] = [loginRequiredGuard];

export function firstGuardRedirect(
  guards: readonly RouteGuard[],
  context: GuardContext,
): GuardRedirect | null {
  for (const guard of guards) {
    const redirect = guard(context);
    if (redirect) return redirect;
  }
  return null;
}
