// Questions about the app's pages that features ask ("does a built page answer this link?",
// "which page is this URL?"). The route table is composed in app/ from every feature's pages, so
// features cannot import it; app/route-table-connection.ts answers through here instead.
import type { RouteMeta } from './route-meta.ts';

export interface RouteTable {
  /** Whether a built page answers `link` (links out of the app count as built). */
  isBuiltLink(link: string): boolean;
  /** The merged metadata of the page at `url`, or null for an unknown path. */
  findRouteMeta(url: string): RouteMeta | null;
}

let table: RouteTable | null = null;

/** Called once by app/ when its routes are defined. */
export function connectRouteTable(routes: RouteTable): void {
  table = routes;
}

function connected(): RouteTable {
  if (!table) throw new Error('The route table is not connected yet (app/route-table-connection.ts)');
  return table;
}

export function isBuiltLink(link: string): boolean {
  return connected().isBuiltLink(link);
}

export function findRouteMeta(url: string): RouteMeta | null {
  return connected().findRouteMeta(url);
}
