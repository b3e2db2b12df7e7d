// The navigation guards in the order of SPEC.md §4; the first one that redirects wins.
import { activeCompanyGuard } from './active-company-guard.ts';
import { activeEnterpriseGuard } from './active-enterprise-guard.ts';
import { demoBlockedGuard } from './demo-blocked-guard.ts';
import { incompleteDemoGuard } from './incomplete-demo-guard.ts';
import { loginRequiredGuard } from './login-required-guard.ts';
import { roleGuard } from './role-guard.ts';
import type { GuardContext, GuardRedirect, RouteGuard } from './route-guard.ts';

/**
 * 1. Login required. 2. Company page without an active company. 3. Role-restricted page.
 * 4. Enterprise page without an active enterprise. 5. Demo-blocked page. Then the redirect of a
 * company whose demo is not completed (SPEC.md §2), which needs an active company to be known.
 */
export const routeGuards: readonly RouteGuard[] = [
  loginRequiredGuard,
  activeCompanyGuard,
  roleGuard,
  activeEnterpriseGuard,
  demoBlockedGuard,
  incompleteDemoGuard,
];

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
