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
import ForgotPasswordPage from '#web/features/auth/pages/forgot-password-page.tsx';
import LoginPage from '#web/features/auth/pages/login-page.tsx';
import RegisterPage from '#web/features/auth/pages/register-page.tsx';
import { SessionProvider } from '#web/lib/session/session.tsx';
import AuthLayout from '../layouts/auth-layout.tsx';
import { publicRoutes } from '../routes/public-routes.ts';
import { documentTitleFor } from '../use-document-title.ts';

const PAGES = {
  '/login': LoginPage,
  '/register': RegisterPage,
  '/forgot-password': ForgotPasswordPage,
} as const;

export type PrerenderedPath = keyof typeof PAGES;
export const PRERENDERED_PATHS = Object.keys(PAGES) as PrerenderedPath[];

const authGroup = publicRoutes.find((group) => group.layout === 'auth');

function routesFor(pathname: PrerenderedPath): RouteObject[] {
  const meta = authGroup?.routes.find((route) => route.path === pathname)?.meta ?? {};
  return [
    {
      handle: authGroup?.meta ?? {},
      Component: AuthLayout,
      children: [{ path: pathname, handle: meta, Component: PAGES[pathname] }],
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
  const routes = routesFor(pathname);
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
