// The one rule behind every menu, avatar-menu, settings and notification link: a link is shown
// only when a built page answers its path. Pages are registered in the route groups; a route still
// marked `notBuilt` (or absent) would only lead to Page Not Found, so its links stay hidden until
// the page is registered, and then appear without touching any menu.
import { matchPath } from 'react-router';
import type { RouteGroup } from './route-definition.ts';
import { routeGroups } from './route-groups.ts';

/** Whether links to `link` may be shown, given these route groups. */
export function builtLinkMatcher(groups: readonly RouteGroup[]): (link: string) => boolean {
  const builtPaths = groups.flatMap((group) =>
    group.routes.filter((route) => route.page && !route.meta.notBuilt).map((route) => route.path),
  );
  return (link) => {
    // Links out of the app (https://…, mailto:) are not ours to judge.
    if (!link.startsWith('/') || link.startsWith('//')) return true;
    const { pathname } = new URL(link, 'http://hireloop.invalid');
    return builtPaths.some((path) => matchPath({ path, end: true }, pathname) !== null);
  };
}

/** Whether a built page of this app answers `link` (query and hash are ignored). */
export const isBuiltLink = builtLinkMatcher(routeGroups);

/** The items whose link leads to a built page, in their order. */
export function onlyBuiltLinks<T>(items: readonly T[], linkOf: (item: T) => string): T[] {
  return items.filter((item) => isBuiltLink(linkOf(item)));
}
