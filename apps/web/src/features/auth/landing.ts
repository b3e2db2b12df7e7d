// Where a user lands after signing in (SPEC.md §2 "Post-login landing"). Pure, so it can move to
// packages/shared once the server needs the same rule.
import type { RouteMeta } from '../../app/route-meta.ts';
import type { User } from '../../app/session-user.ts';

export type LandingUser = Pick<User, 'companies' | 'enterprises' | 'activeCompany' | 'activeEnterprise'>;

/** The metadata of the page at a URL, or null when no route matches it. */
export type RouteMetaLookup = (url: string) => RouteMeta | null;

export const LANDING_PATHS = {
  launchPad: '/launch-pad',
  enterpriseHome: '/enterprise-groups',
  companyHome: '/company-dashboard',
  candidateHome: '/dashboard',
} as const;

/** Sign-in and sign-out pages: landing on one of them after signing in would loop or sign out. */
const AUTH_FLOW_PATHS = new Set(['/login', '/logout', '/register', '/two-factor-challenge']);

function pathnameOf(url: string): string {
  return new URL(url, 'https://hireloop.invalid').pathname;
}

/** The saved target is used if it is a known page whose company or enterprise requirement is met. */
function isReachableTarget(url: string, user: LandingUser, lookup: RouteMetaLookup): boolean {
  if (AUTH_FLOW_PATHS.has(pathnameOf(url))) return false;
  const meta = lookup(url);
  if (!meta) return false;
  if (meta.requiresActiveCompany && !user.activeCompany) return false;
  if (meta.requiresActiveEnterprise && !user.activeEnterprise) return false;
  return true;
}

export function landingPath(
  user: LandingUser,
  targetUrl: string | undefined,
  lookup: RouteMetaLookup,
): string {
  if (targetUrl && isReachableTarget(targetUrl, user, lookup)) return targetUrl;
  const hasAccounts = user.companies.length > 0 || user.enterprises.length > 0;
  if (hasAccounts && !user.activeCompany && !user.activeEnterprise) return LANDING_PATHS.launchPad;
  if (user.activeEnterprise) return LANDING_PATHS.enterpriseHome;
  if (user.activeCompany) return LANDING_PATHS.companyHome;
  return LANDING_PATHS.candidateHome;
}
