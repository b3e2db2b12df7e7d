// What a navigation guard sees and what it may decide (SPEC.md §4 "Navigation guard order").
import type { RouteMeta } from '../route-meta.ts';
import type { User } from '../session-user.ts';

export interface GuardContext {
  /** Merged metadata of the page being opened. */
  meta: RouteMeta;
  /** The signed-in user, or null. */
  user: User | null;
  /** The URL being opened. */
  url: URL;
}

export interface GuardRedirect {
  redirectTo: string;
  /** Remember the URL being opened as the post-login target for this long. */
  rememberTargetForMs?: number;
}

/** A guard lets the navigation through (null) or redirects it. Guards are pure. */
export type RouteGuard = (context: GuardContext) => GuardRedirect | null;
