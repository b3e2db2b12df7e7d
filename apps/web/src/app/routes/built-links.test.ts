import { describe, expect, it } from 'vitest';
import { builtLinkMatcher, isBuiltLink } from './built-links.ts';
import type { RouteGroup } from './route-definition.ts';
import { routeGroups } from './route-groups.ts';

const page = async () => ({ default: () => null });

describe('built links', () => {
  const groups: RouteGroup[] = [
    {
      layout: 'company',
      routes: [
        { path: '/company-dashboard', meta: {}, page },
        { path: '/company-interviews', meta: { notBuilt: true } },
        { path: '/company-opportunities/:id', meta: {}, page },
      ],
    },
  ];

  it('accepts a link only when a built page answers its path', () => {
    const isBuilt = builtLinkMatcher(groups);
    expect(isBuilt('/company-dashboard')).toBe(true);
    expect(isBuilt('/company-opportunities/12')).toBe(true);
    expect(isBuilt('/company-opportunities/12/edit')).toBe(false);
    expect(isBuilt('/company-interviews')).toBe(false);
    expect(isBuilt('/company-interviews?interview=4')).toBe(false);
    expect(isBuilt('/widgets')).toBe(false);
  });

  it('shows a link as soon as its page is registered', () => {
    const built = groups.map((group) => ({
      ...group,
      routes: group.routes.map((route) =>
        route.path === '/company-interviews' ? { path: route.path, meta: {}, page } : route,
      ),
    }));
    expect(builtLinkMatcher(built)('/company-interviews?interview=4')).toBe(true);
  });

  it('leaves links out of the app alone', () => {
    const isBuilt = builtLinkMatcher([]);
    expect(isBuilt('https://example.com/help')).toBe(true);
    expect(isBuilt('//evil.example/x')).toBe(true);
  });

  it('follows the app route table', () => {
    for (const group of routeGroups) {
      for (const route of group.routes) {
        if (route.path.includes(':') || route.path.includes('*')) continue;
        expect(isBuiltLink(route.path), route.path).toBe(Boolean(route.page) && !route.meta.notBuilt);
      }
    }
  });
});
