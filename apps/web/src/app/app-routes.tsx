// The whole route table: the root route (shell, error boundary) around every area's routes.
import type { RouteObject } from 'react-router';
import { AppShell } from './app-shell.tsx';
import { layoutModules } from './layouts/layout-modules.ts';
import { RouteErrorScreen } from './route-error-screen.tsx';
import { buildRouteTree } from './route-tree.ts';
import { routeGroups } from './routes/route-groups.ts';

/** Shown only while the first page's lazy modules load; blank avoids a flash of chrome. */
function InitialLoad() {
  return null;
}

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: AppShell,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: InitialLoad,
    children: buildRouteTree(routeGroups, {
      layouts: layoutModules,
      notFoundPage: () => import('../features/errors/pages/page-not-found-page.tsx'),
      notFoundLayout: 'public',
    }),
  },
];
