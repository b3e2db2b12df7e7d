import { afterEach, describe, expect, it } from 'vitest';
import { CURRENT_USER_QUERY_KEY } from '../../features/auth/api/current-user.ts';
import { buildCompany, buildUser } from '../../test/user-fixtures.ts';
import { queryClient } from '../query-client.ts';
import type { RouteMeta } from '../route-meta.ts';
import { setDemoMode } from '../session-demo-mode.ts';
import { readTargetUrl } from '../target-url.ts';
import { guardLoader } from './guard-loader.ts';
import { forgetCurrentPage } from './previous-page.ts';

afterEach(() => {
  forgetCurrentPage();
  setDemoMode(false);
  queryClient.clear();
  localStorage.clear();
});

async function load(meta: RouteMeta, url: string) {
  const loader = guardLoader(meta);
  return loader({ request: new Request(url), params: {}, context: undefined } as Parameters<
    typeof loader
  >[0]);
}

describe('guard loader', () => {
  it('redirects a signed-out visit to /login, storing the target and its set_company_id', async () => {
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);

    const result = await load({ requiresAuth: true }, 'https://hireloop.test/account?set_company_id=7&tab=2');

    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get('Location')).toBe('/login');
    expect(readTargetUrl()).toEqual({ url: '/account?set_company_id=7&tab=2', setCompanyId: 7 });
  });

  it('renders the page for a signed-in user and stores nothing', async () => {
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser());
    expect(await load({ requiresAuth: true }, 'https://hireloop.test/account')).toBeNull();
    expect(readTargetUrl()).toBeUndefined();
  });

  it('sends a refused role back to the page it came from, replacing that history entry', async () => {
    const company = buildCompany({ role: 'Team Member' });
    queryClient.setQueryData(
      CURRENT_USER_QUERY_KEY,
      buildUser({ companies: [company], activeCompany: company }),
    );
    const companyPage = { requiresAuth: true, requiresActiveCompany: true };
    expect(
      await load({ ...companyPage, title: 'Company' }, 'https://hireloop.test/company-profile'),
    ).toBeNull();

    const result = (await load(
      { ...companyPage, title: 'Team Members', roles: ['Company Admin'] },
      'https://hireloop.test/team-members',
    )) as Response;

    expect(result.headers.get('Location')).toBe('/company-profile');
    expect(result.headers.get('X-Remix-Replace')).toBe('true');
  });

  it('refuses a demo-blocked page only on the demo site', async () => {
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser());
    const blocked = { requiresAuth: true, demoBlocked: true };
    expect(await load(blocked, 'https://hireloop.test/widgets')).toBeNull();

    setDemoMode(true);
    forgetCurrentPage();
    const result = (await load(blocked, 'https://hireloop.test/widgets')) as Response;
    expect(result.headers.get('Location')).toBe('/company-dashboard');
  });
});
