// Turns the area route groups into React Router route objects: one pathless layout route per
// group, every page and layout fetched only after its guards let the visit through, unbuilt pages
// rendered exactly like an unknown path.
import type { LoaderFunction, RouteObject } from 'react-router';
import { nextTask } from '../lib/next-task.ts';
import { PAGE_NOT_FOUND_TITLE, type RouteMeta } from '../lib/route-meta.ts';
import { deferredComponent } from './deferred-component.tsx';
import type { LayoutName, PageModuleLoader, RouteGroup } from './routes/route-definition.ts';

export interface RouteTreeOptions {
  layouts: Record<LayoutName, PageModuleLoader>;
  notFoundPage: PageModuleLoader;
  /** Layout of the Page Not Found screen, shared by unknown and unbuilt paths. */
  notFoundLayout: PageModuleLoader;
  /** The loader of every known page, given its merged metadata: the navigation guards. */
  pageLoader?: (meta: RouteMeta) => LoaderFunction;
}

/**
 * The route's loader: the guards first; only when they let the visit through are the layout's and
 * the page's code fetched (in parallel), so the page renders at once and a redirected visit to a
 * protected page never downloads it. A public page's code is no secret and is what a first visit
 * most often needs: it is fetched alongside the guards, saving the session check's round trip.
 */
function guardedLoader(
  guard: LoaderFunction | undefined,
  modules: PageModuleLoader[],
  { fetchWithGuards = false } = {},
): LoaderFunction {
  const loadModules = () => Promise.all(modules.map((module) => deferredComponent(module).load()));
  return async (args) => {
    // Each step in a task of its own: the router's set-up, the modules' preloads and the session
    // check each cost tens of milliseconds on a slow phone, and together one long task.
    await nextTask();
    const early = fetchWithGuards ? loadModules() : null;
    // A redirected visit does not wait for (or report) the early fetch; the next visit retries it.
    early?.catch(() => undefined);
    if (early) await nextTask();
    const decision = guard ? await guard(args) : null;
    if (decision) return decision;
    await (early ?? loadModules());
    return null;
  };
}

export function buildRouteTree(groups: readonly RouteGroup[], options: RouteTreeOptions): RouteObject[] {
  const unbuilt: RouteObject[] = [];
  const tree: RouteObject[] = [];
  const notFoundModules = [options.notFoundLayout, options.notFoundPage];
  const NotFoundPage = deferredComponent(options.notFoundPage).Component;

  for (const group of groups) {
    const children: RouteObject[] = [];
    const layout = options.layouts[group.layout];
    if (!layout) throw new Error(`No layout module named ${group.layout}`);
    for (const route of group.routes) {
      // The group's defaults (requiresAuth, …) apply, so guards and landing rules see real metadata.
      const merged: RouteMeta = { ...group.meta, ...route.meta };
      const guard = options.pageLoader?.(merged);
      if (route.meta.notBuilt) {
        if (route.page) throw new Error(`Route ${route.path} has a page but is marked notBuilt`);
        unbuilt.push({
          path: route.path,
          handle: merged,
          loader: guardedLoader(guard, notFoundModules),
          Component: NotFoundPage,
        });
        continue;
      }
      if (!route.page) throw new Error(`Route ${route.path} has no page; mark it notBuilt`);
      children.push({
        path: route.path,
        handle: route.meta,
        loader: guardedLoader(guard, [layout, route.page], { fetchWithGuards: !merged.requiresAuth }),
        Component: deferredComponent(route.page).Component,
      });
    }
    if (children.length > 0) {
      tree.push({ handle: group.meta ?? {}, Component: deferredComponent(layout).Component, children });
    }
  }

  tree.push({
    Component: deferredComponent(options.notFoundLayout).Component,
    children: [
      ...unbuilt,
      {
        path: '*',
        handle: { title: PAGE_NOT_FOUND_TITLE },
        loader: guardedLoader(undefined, notFoundModules),
        Component: NotFoundPage,
      },
    ],
  });
  return tree;
}
