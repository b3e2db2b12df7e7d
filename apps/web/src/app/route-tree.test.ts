import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { nextTask } from '../lib/next-task.ts';
import { mergeRouteMeta, type RouteMeta } from '../lib/route-meta.ts';
import { buildRouteTree } from './route-tree.ts';
import { isIntegrationCallback } from './routes/integration-routes.ts';
import type { LayoutName, PageModuleLoader, RouteGroup } from './routes/route-definition.ts';
import { routeGroups } from './routes/route-groups.ts';

function fakeLoader(): PageModuleLoader {
  return async () => ({ default: () => null });
}

const LAYOUT_NAMES: LayoutName[] = [
  'candidate',
  'company',
  'account',
  'enterprise',
  'bare',
  'auth',
  'public',
  'headless',
  'base-dark',
  'base-light',
  'logo',
  'main-menu',
];
const layouts = Object.fromEntries(LAYOUT_NAMES.map((name) => [name, fakeLoader()])) as Record<
  LayoutName,
  PageModuleLoader
>;
const notFoundPage = fakeLoader();

const tree = buildRouteTree(routeGroups, { layouts, notFoundPage, notFoundLayout: layouts.public });

function metaAt(path: string): { meta: RouteMeta; leafPath: string | undefined } {
  const matches = matchRoutes(tree, path) ?? [];
  return {
    meta: mergeRouteMeta(matches.map((match) => ({ handle: match.route.handle }))),
    leafPath: matches.at(-1)?.route.path,
  };
}

describe('route table', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/login', 'Login'],
    ['/terms-of-service', 'Terms of Service'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/dev/mailbox', 'Mailbox'],
    ['/deals/summer-offer', 'Join Hireloop'],
    ['/confirm', 'Confirm Your Info'],
    ['/still-interested', 'Take Next Steps'],
    ['/referrers/5', 'Referral Portal'],
    ['/applications', 'My Applications'],
    ['/offers/7b1f', 'Accept Offer Letter'],
    ['/activate-trial', 'Activate Your Free 14-Day Trial'],
    ['/company-billing/edit', 'Manage Plan & Payment'],
    ['/activities/12', 'User Activity Report'],
    ['/career-pages/edit', 'Career Page Builder'],
    ['/company-profile', 'Company'],
    ['/enterprise-access-manager/create', 'Invite New User'],
    ['/enterprise-access-manager/3', 'Manage Access'],
    ['/calendar/create', 'Link Calendar'],
  ])('%s is titled %s', (path, title) => {
    const { meta, leafPath } = metaAt(path);
    expect(leafPath).not.toBe('*');
    expect(meta.title).toBe(title);
  });

  it('sends unknown paths to the catch-all Page Not Found route', () => {
    expect(metaAt('/no/such/page').leafPath).toBe('*');
    expect(metaAt('/no/such/page').meta.title).toBe('Page Not Found');
  });

  it('registers each named route once, on the right path', () => {
    const named = routeGroups.flatMap((group) => group.routes).filter((route) => route.meta.name);
    expect(Object.fromEntries(named.map((route) => [route.meta.name, route.path]))).toEqual({
      'candidate-message-index': '/messages',
      'candidate-interview-show': '/interviews/:uuid',
      'company-message-index': '/company-messages',
      'company-interview-show': '/company-interviews/:uuid',
    });
  });

  it('keeps group defaults on pages, including unbuilt ones', () => {
    expect(metaAt('/company-dashboard').meta).toMatchObject({
      requiresAuth: true,
      requiresActiveCompany: true,
    });
    // The User Activity Report (issue 22): the highest company role only.
    expect(metaAt('/activities/7').meta).toMatchObject({
      requiresAuth: true,
      requiresActiveCompany: true,
      roles: ['Company Admin'],
    });
    expect(metaAt('/activities/7').meta.notBuilt).toBeUndefined();
    expect(metaAt('/enterprise-settings').meta).toMatchObject({
      requiresAuth: true,
      requiresActiveEnterprise: true,
      roles: ['Enterprise Owner'],
    });
    expect(metaAt('/create-company').meta.requiresActiveCompany).toBeUndefined();
    expect(metaAt('/schedule-interview/abc').meta.requiresAuth).toBeUndefined();
  });

  it('has no path registered twice', () => {
    const paths = routeGroups.flatMap((group) => group.routes.map((route) => route.path));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every built route a page and every unbuilt route none', () => {
    for (const route of routeGroups.flatMap((group) => group.routes)) {
      expect(Boolean(route.page), route.path).toBe(!route.meta.notBuilt);
    }
  });
});

describe('buildRouteTree', () => {
  const page = fakeLoader();
  const groups: RouteGroup[] = [
    {
      layout: 'candidate',
      meta: { requiresAuth: true },
      routes: [
        { path: '/built', meta: { title: 'Built' }, page },
        { path: '/later', meta: { title: 'Later', notBuilt: true } },
      ],
    },
  ];

  it('renders unbuilt pages in the Page Not Found layout with their real metadata', () => {
    const built = buildRouteTree(groups, { layouts, notFoundPage, notFoundLayout: layouts.public });
    expect(built).toHaveLength(2);
    const [candidateLayout, notFoundLayout] = built;
    expect(candidateLayout?.children?.map((route) => route.path)).toEqual(['/built']);
    expect(candidateLayout?.handle).toEqual({ requiresAuth: true });
    expect(notFoundLayout?.children?.map((route) => route.path)).toEqual(['/later', '*']);
    expect(notFoundLayout?.children?.[0]?.handle).toEqual({
      requiresAuth: true,
      title: 'Later',
      notBuilt: true,
    });
  });

  it('leaves out layouts that have no built page', () => {
    const onlyUnbuilt: RouteGroup[] = [
      { layout: 'company', routes: [{ path: '/x', meta: { notBuilt: true } }] },
    ];
    expect(
      buildRouteTree(onlyUnbuilt, { layouts, notFoundPage, notFoundLayout: layouts.public }),
    ).toHaveLength(1);
  });

  it('rejects a built route without a page and an unbuilt route with one', () => {
    const options = { layouts, notFoundPage, notFoundLayout: layouts.public };
    expect(() => buildRouteTree([{ layout: 'bare', routes: [{ path: '/a', meta: {} }] }], options)).toThrow(
      /mark it notBuilt/,
    );
    expect(() =>
      buildRouteTree([{ layout: 'bare', routes: [{ path: '/a', meta: { notBuilt: true }, page }] }], options),
    ).toThrow(/marked notBuilt/);
  });
});

describe('page loaders', () => {
  it('give every known page, built or not, a loader made from its merged metadata', () => {
    const seen: RouteMeta[] = [];
    const guarded = buildRouteTree(
      [
        {
          layout: 'candidate',
          meta: { requiresAuth: true },
          routes: [
            { path: '/built', meta: { title: 'Built' }, page: fakeLoader() },
            { path: '/unbuilt', meta: { title: 'Unbuilt', notBuilt: true } },
          ],
        },
      ],
      {
        layouts,
        notFoundPage,
        notFoundLayout: layouts.public,
        pageLoader: (meta) => {
          seen.push(meta);
          return () => null;
        },
      },
    );
    expect(seen).toEqual([
      { requiresAuth: true, title: 'Built' },
      { requiresAuth: true, title: 'Unbuilt', notBuilt: true },
    ]);
    const loaderAt = (path: string) => matchRoutes(guarded, path)?.at(-1)?.route.loader;
    expect(loaderAt('/built')).toBeTypeOf('function');
    expect(loaderAt('/unbuilt')).toBeTypeOf('function');
    // Unknown paths have no guards; their loader only fetches the Page Not Found code.
    expect(loaderAt('/unknown')).toBeTypeOf('function');
  });

  it('fetch a public page alongside its guards, a protected page only once they let it through', async () => {
    const fetched: string[] = [];
    const tracked =
      (name: string): PageModuleLoader =>
      async () => {
        fetched.push(name);
        return { default: () => null };
      };
    let releaseGuards = () => {};
    const guardsDecided = new Promise<void>((resolve) => (releaseGuards = resolve));
    const routes = buildRouteTree(
      [
        { layout: 'auth', routes: [{ path: '/public', meta: {}, page: tracked('public page') }] },
        {
          layout: 'company',
          meta: { requiresAuth: true },
          routes: [{ path: '/protected', meta: {}, page: tracked('protected page') }],
        },
      ],
      {
        layouts: { ...layouts, auth: tracked('auth layout'), company: tracked('company layout') },
        notFoundPage,
        notFoundLayout: layouts.public,
        pageLoader: () => async () => {
          await guardsDecided;
          return null;
        },
      },
    );
    const run = (path: string) => {
      const loader = matchRoutes(routes, path)?.at(-1)?.route.loader;
      if (typeof loader !== 'function') throw new Error(`no loader at ${path}`);
      const request = new Request(`http://localhost${path}`);
      return loader({ request, params: {}, context: undefined } as never);
    };
    const publicVisit = run('/public');
    const protectedVisit = run('/protected');
    // Loaders start in a task of their own (decision 144): one task later the public page is asked for.
    await nextTask();
    expect(fetched.sort()).toEqual(['auth layout', 'public page']);
    releaseGuards();
    await Promise.all([publicVisit, protectedVisit]);
    expect(fetched.sort()).toEqual(['auth layout', 'company layout', 'protected page', 'public page']);
  });
});

describe('integration callbacks', () => {
  it('accept only calendar or indeed, connected or not-connected', () => {
    expect(isIntegrationCallback('calendar', 'connected')).toBe(true);
    expect(isIntegrationCallback('indeed', 'not-connected')).toBe(true);
    expect(isIntegrationCallback('zoom', 'connected')).toBe(false);
    expect(isIntegrationCallback('calendar', 'done')).toBe(false);
    expect(isIntegrationCallback(undefined, undefined)).toBe(false);
  });
});
