// The shape in which each area declares its routes; `route-tree.ts` turns these into
// React Router route objects.
import type { ComponentType } from 'react';
import type { RouteMeta } from '#web/lib/route-meta.ts';

/** Every layout of SPEC.md §2 "Layouts". */
export type LayoutName =
  | 'candidate'
  | 'company'
  /** The layout of the account in use: enterprise when an enterprise is active, else candidate. */
  | 'account'
  | 'enterprise'
  | 'bare'
  | 'auth'
  | 'public'
  | 'headless'
  | 'base-dark'
  | 'base-light'
  | 'logo'
  | 'main-menu';

/** A lazily imported module whose default export is the page component. */
export type PageModuleLoader = () => Promise<{ default: ComponentType }>;

export interface PageRoute {
  path: string;
  meta: RouteMeta;
  /** Required unless `meta.notBuilt` is set. */
  page?: PageModuleLoader;
}

export interface RouteGroup {
  layout: LayoutName;
  /** Defaults for every page of the group (for example `requiresAuth`). */
  meta?: RouteMeta;
  routes: PageRoute[];
}
