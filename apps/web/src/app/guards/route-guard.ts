// What a navigation guard sees and what it may decide (SPEC.md §4 "Navigation guard order").
import type { RouteMeta } from '#web/lib/route-meta.ts';
import type { User } from '#web/lib/session/session-user.ts';

export interface GuardContext {
  /** Merged metadata of the page being opened. */
  meta: RouteMeta;
  /** The signed-in user, or null. */
  user: User | null;
  /** The URL being opened. */
  url: URL;
  /**
   * Path and query of the page shown before this navigation, or null on the first page of a
   * visit (a direct load or reload).
   */
  previousPath: string | null;
  /** The app runs as the demo site, on which some features are blocked (SPEC.md §1). */
  demoMode: boolean;
}

export interface GuardRedirect {
  redirectTo: string;
  /** Remember the URL being opened as the post-login target for this long. */
  rememberTargetForMs?: number;
  /** A warning toast to show on the way (role failure, demo site). */
  warning?: string;
  /**
   * Replace the current history entry instead of adding one: used to "stay" on (return to) the
   * previous page, so Back does not lead to it twice.
   */
  replace?: boolean;
}

/** A guard lets the navigation through (null) or redirects it. Guards are pure. */
export type RouteGuard = (context: GuardContext) => GuardRedirect | null;

/**
 * The page a refused visit returns to: the previous page, unless that is the very page being
 * refused (say after a role change), which would only refuse it again.
 */
export function pageToReturnTo({
  previousPath,
  url,
}: Pick<GuardContext, 'previousPath' | 'url'>): string | null {
  return previousPath && previousPath !== `${url.pathname}${url.search}` ? previousPath : null;
}
