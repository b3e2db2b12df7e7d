// Where a user lands after signing in (SPEC.md §2 "Post-login landing"), and the demo redirect of
// a visit from the root path.
import { ACCOUNT_HOME_PATHS, homePathFor } from './account-switch.ts';

export const LAUNCH_PAD_PATH = '/launch-pad';

/**
 * Pages a saved target never leads back to after signing in: the sign-in flow itself (landing on
 * /login or /two-factor-challenge again would loop, on /logout would sign the user straight out).
 */
export const AUTH_FLOW_PATHS: readonly string[] = ['/login', '/logout', '/register', '/two-factor-challenge'];

/** The requirements of the page a saved target URL resolved to (its route metadata). */
export interface LandingRoute {
  requiresActiveCompany?: boolean;
  requiresActiveEnterprise?: boolean;
}

export interface LandingInput {
  /** The target URL saved before the login redirect, if any (path, query and fragment). */
  targetUrl: string | null | undefined;
  /** The route that URL resolved to; null when it matched no known route (or there is none). */
  targetRoute: LandingRoute | null;
  hasCompanies: boolean;
  hasEnterprises: boolean;
  /** The active company and enterprise after sign-in; null, undefined and 0 mean none. */
  activeCompanyId: number | null | undefined;
  activeEnterpriseId: number | null | undefined;
}

// A path on this site: one leading slash, not `//host` or `/\host` (which browsers read as
// another host), and no whitespace or control characters (browsers drop tabs and newlines,
// turning `/\t/host` into `//host`).
const SAME_SITE_PATH = /^\/(?![/\\])[^\s\p{Cc}]*$/u;

/** Whether a stored URL is a path on this site, so following it can never leave the site. */
export function isSameSitePath(url: string): boolean {
  return SAME_SITE_PATH.test(url);
}

function pathnameOf(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function isActive(id: number | null | undefined): boolean {
  return typeof id === 'number' && id > 0;
}

/**
 * SPEC.md §2, in order:
 * 1. The saved target, if it resolved to a known route whose company and enterprise requirements
 *    are met. It must also be a path on this site (a stored value is never trusted to name another
 *    host) and not a page of the sign-in flow (AUTH_FLOW_PATHS).
 * 2. /launch-pad when the user has companies or enterprises but none is active.
 * 3. /enterprise-groups with an active enterprise.
 * 4. /company-dashboard with an active company.
 * 5. /dashboard.
 */
export function postLoginLanding(input: LandingInput): string {
  const { targetUrl, targetRoute } = input;
  const companyActive = isActive(input.activeCompanyId);
  const enterpriseActive = isActive(input.activeEnterpriseId);
  if (
    targetUrl &&
    targetRoute &&
    isSameSitePath(targetUrl) &&
    !AUTH_FLOW_PATHS.includes(pathnameOf(targetUrl)) &&
    (!targetRoute.requiresActiveCompany || companyActive) &&
    (!targetRoute.requiresActiveEnterprise || enterpriseActive)
  ) {
    return targetUrl;
  }
  if ((input.hasCompanies || input.hasEnterprises) && !companyActive && !enterpriseActive) {
    return LAUNCH_PAD_PATH;
  }
  return homePathFor(input.activeCompanyId, input.activeEnterpriseId);
}

/**
 * SPEC.md §2: "A visit from the root path to a page requiring an active company sends a company
 * whose demo is not completed to /company-dashboard". `fromPath` is where the navigation starts
 * (its query and fragment are ignored; "" counts as `/`). The first navigation of a page load has
 * no previous page: pass `/` for it, as routers such as Vue Router report their start location as
 * `/`, so opening a company page directly counts as a visit from the root path.
 * `toPath` is where the navigation goes: a visit to /company-dashboard
 * itself is left alone, otherwise the redirect would repeat forever. `demoCompleted` is the active
 * company's flag, null without an active company (the "company page without an active company"
 * guard handles that case). Answers the path to go to instead, or null to carry on.
 */
export function redirectForIncompleteDemo(input: {
  fromPath: string;
  toPath?: string;
  requiresActiveCompany: boolean | undefined;
  demoCompleted: boolean | null | undefined;
}): typeof ACCOUNT_HOME_PATHS.company | null {
  const home = ACCOUNT_HOME_PATHS.company;
  if ((pathnameOf(input.fromPath) || '/') !== '/' || !input.requiresActiveCompany) return null;
  if (input.demoCompleted !== false) return null;
  if (input.toPath !== undefined && pathnameOf(input.toPath) === home) return null;
  return home;
}
