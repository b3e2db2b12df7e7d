// Turns the area route groups into React Router route objects: one pathless layout route per
// group, every page loaded lazily, unbuilt pages rendered exactly like an unknown path.
import type { LoaderFunction, RouteObject } from 'react-router';
import { PAGE_NOT_FOUND_TITLE, type RouteMeta } from './route-meta.ts';
import type { LayoutName, PageModuleLoader, RouteGroup } from './routes/route-definition.ts';

export interface RouteTreeOptions {
  layouts: Record<LayoutName, PageModuleLoader>;
  notFoundPage: PageModuleLoader;
  /** Layout of the Page Not Found screen, shared by unknown and unbuilt paths. */
  notFoundLayout: PageModuleLoader;
  /** The loader of every known page, given its merged metadata: the navigation guards. */
  pageLoader?: (meta: RouteMeta) => LoaderFunction;
}

function lazyComponent(load: PageModuleLoader): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

export function buildRouteTree(groups: readonly RouteGroup[], options: RouteTreeOptions): RouteObject[] {
  const unbuilt: RouteObject[] = [];
  const tree: RouteObject[] = [];

  for (const group of groups) {
    const children: RouteObject[] = [];
    for (const route of group.routes) {
      // The group's defaults (requiresAuth, …) apply, so guards and landing rules see real metadata.
      const merged: RouteMeta = { ...group.meta, ...route.meta };
      const loader = options.pageLoader?.(merged);
      if (route.meta.notBuilt) {
        if (route.page) throw new Error(`Route ${route.path} has a page but is marked notBuilt`);
        unbuilt.push({ path: route.path, handle: merged, loader, lazy: lazyComponent(options.notFoundPage) });
        continue;
      }
      if (!route.page) throw new Error(`Route ${route.path} has no page; mark it notBuilt`);
      children.push({ path: route.path, handle: route.meta, loader, lazy: lazyComponent(route.page) });
    }
    if (children.length > 0) {
      tree.push({ handle: group.meta ?? {}, lazy: lazyComponent(options.layouts[group.layout]), children });
    }
  }

  tree.push({
    lazy: lazyComponent(options.notFoundLayout),
    children: [
      ...unbuilt,
      { path: '*', handle: { title: PAGE_NOT_FOUND_TITLE }, lazy: lazyComponent(options.notFoundPage) },
    ],
  });
  return tree;
}
