// Build-time HTML of the sign-in pages (decision 144): the same layout and form components the
// client renders, drawn once by the client build (apps/web/build/prerender-public-pages.ts) into
// the HTML the server sends for these paths, so the first paint does not wait for the JavaScript.
// The copy is inert (nothing in it can be typed into or pressed) and the app removes it as it shows
// the page (app-shell.tsx).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { SessionProvider } from '#web/lib/session/session.tsx';
import { layoutModules } from '../layouts/layout-modules.ts';
import { publicRoutes } from '../routes/public-routes.ts';
import { documentTitleFor } from '../use-document-title.ts';

/** The pages drawn at build time: the auth layout's forms, the same for every visitor. */
export const PRERENDERED_PATHS = ['/login', '/register', '/forgot-password'] as const;
export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

const authGroup = publicRoutes.find((group) => group.layout === 'auth');

/** The page's route as the app has it: its layout, component and metadata from the route table. */
async function routesFor(pathname: PrerenderedPath): Promise<RouteObject[]> {
  const route = authGroup?.routes.find((candidate) => candidate.path === pathname);
  if (!authGroup || !route?.page) throw new Error(`${pathname} is not an auth page of the route table`);
  const [layout, page] = await Promise.all([layoutModules[authGroup.layout](), route.page()]);
  return [
    {
      handle: authGroup.meta ?? {},
      Component: layout.default,
      children: [{ path: pathname, handle: route.meta, Component: page.default }],
    },
  ];
}

export interface PageShell {
  /** The page's markup as the client first renders it. */
  html: string;
  /** `<title>` of the page, as the client sets it. */
  title: string;
}

export async function renderPageShell(pathname: PrerenderedPath): Promise<PageShell> {
  const routes = await routesFor(pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  const meta = routes[0]?.children?.[0]?.handle ?? {};
  return { html, title: documentTitleFor(meta) };
}
