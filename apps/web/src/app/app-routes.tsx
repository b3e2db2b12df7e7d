// The whole route table: the root route (shell, error boundary) around every area's routes.
import type { RouteObject } from 'react-router';
import { AppShell } from './app-shell.tsx';
import { guardLoader } from './guards/guard-loader.ts';
import { InitialLoad } from './initial-load.tsx';
import { layoutModules } from './layouts/layout-modules.ts';
import { RouteErrorScreen } from './route-error-screen.tsx';
import { buildRouteTree } from './route-tree.ts';
import { routeGroups } from './routes/route-groups.ts';

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: AppShell,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: InitialLoad,
    children: buildRouteTree(routeGroups, {
      layouts: layoutModules,
      notFoundPage: () => import('../features/errors/pages/page-not-found-page.tsx'),
      // Signed in, the user's own dashboard layout; signed out, the public one.
      notFoundLayout: () => import('./layouts/not-found-layout.tsx'),
      pageLoader: guardLoader,
    }),
  },
];
