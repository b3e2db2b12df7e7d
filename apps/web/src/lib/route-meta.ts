// Route metadata of SPEC.md §2 "Menus", carried in each route object's `handle`.
import type { UIMatch } from 'react-router';

/** Roles of SPEC.md §5 "Role gate". */
export type AppRole =
  | 'Company Admin'
  | 'Manager'
  | 'Recruiter'
  | 'Team Member'
  | 'Enterprise Owner'
  | 'Enterprise Admin'
  | 'Enterprise Viewer';

/** The four named routes that notifications treat specially (SPEC.md §2 "Menus"). */
export type RouteName =
  | 'candidate-message-index'
  | 'company-message-index'
  | 'company-interview-show'
  | 'candidate-interview-show';

export interface RouteLink {
  to: string;
  label: string;
}

export interface RouteMeta {
  /** Page name: header title and `<title> – Hireloop`. */
  title?: string;
  /** Auth layout: line under the title, e.g. "Please log in to your account". */
  subtitle?: string;
  /** Auth layout: link shown after the subtitle, e.g. "Create an account" → /register. */
  link?: RouteLink;
  /** Base layouts: path of the top bar's back link. */
  back?: string;
  requiresAuth?: boolean;
  /** Only these roles of the active company or enterprise may open the page. */
  roles?: readonly AppRole[];
  useGradientBanner?: boolean;
  hideHeader?: boolean;
  removePaddingBottom?: boolean;
  requiresActiveCompany?: boolean;
  requiresActiveEnterprise?: boolean;
  /** Show the chat-support launcher on this page. */
  intercom?: boolean;
  name?: RouteName;
  /** Not available on the demo site: guard 5 refuses it there (SPEC.md §4, §8). */
  demoBlocked?: boolean;
  /**
   * The feature behind this route is not built yet: it renders the shared Page Not Found screen,
   * exactly like an unknown path, while keeping its real metadata for guards and landing rules.
   */
  notBuilt?: boolean;
}

export const PAGE_NOT_FOUND_TITLE = 'Page Not Found';

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null;
}

/**
 * Metadata of the current page: the handles of every matched route from the root down, later
 * (deeper) ones overriding earlier ones. Layout routes carry the defaults of their group (for
 * example `requiresAuth` for every company page); page routes carry the rest.
 */
export function mergeRouteMeta(matches: readonly Pick<UIMatch, 'handle'>[]): RouteMeta {
  const meta: RouteMeta = {};
  for (const match of matches) {
    if (isRouteMeta(match.handle)) Object.assign(meta, match.handle);
  }
  return meta;
}

/** The page name for the document title and header: unbuilt pages look exactly like unknown ones. */
export function pageTitle(meta: RouteMeta): string | undefined {
  return meta.notBuilt ? PAGE_NOT_FOUND_TITLE : meta.title;
}
