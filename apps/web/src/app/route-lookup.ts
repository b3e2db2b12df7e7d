// Answers "which page is this URL?" without navigating, e.g. for the post-login landing rule
// (SPEC.md §2): a saved target URL is used only if it resolves to a known route.
import { matchRoutes } from 'react-router';
import { mergeRouteMeta, type RouteMeta } from '../lib/route-meta.ts';
import { appRoutes } from './app-routes.tsx';

/** The merged metadata of the page at `url`, or null for an unknown path. */
export function findRouteMeta(url: string): RouteMeta | null {
  const pathname = new URL(url, 'http://hireloop.invalid').pathname;
  const matches = matchRoutes(appRoutes, pathname);
  const leaf = matches?.at(-1);
  if (!matches || !leaf || leaf.route.path === '*') return null;
  return mergeRouteMeta(matches.map((match) => ({ handle: match.route.handle })));
}
