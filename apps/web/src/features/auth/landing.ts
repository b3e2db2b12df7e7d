// Where a user lands after signing in (SPEC.md §2 "Post-login landing"): the shared rule of
// packages/shared/landing, given the user and what the saved target URL resolves to.
import { postLoginLanding } from '@hireloop/shared/landing';
import type { RouteMeta } from '#web/lib/route-meta.ts';
import type { User } from '#web/lib/session/session-user.ts';

export type LandingUser = Pick<User, 'companies' | 'enterprises' | 'activeCompany' | 'activeEnterprise'>;

/** The metadata of the page at a URL, or null when no route matches it. */
export type RouteMetaLookup = (url: string) => RouteMeta | null;

export function landingPath(
  user: LandingUser,
  targetUrl: string | undefined,
  lookup: RouteMetaLookup,
): string {
  return postLoginLanding({
    targetUrl,
    targetRoute: targetUrl ? lookup(targetUrl) : null,
    hasCompanies: user.companies.length > 0,
    hasEnterprises: user.enterprises.length > 0,
    activeCompanyId: user.activeCompany?.id ?? null,
    activeEnterpriseId: user.activeEnterprise?.id ?? null,
  });
}
