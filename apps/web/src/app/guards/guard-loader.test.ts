import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveThisFile } from '#web/lib/http-test-server.ts';
import { queryClient } from '#web/lib/query-client.ts';
import type { RouteMeta } from '#web/lib/route-meta.ts';
import { CURRENT_USER_QUERY_KEY, currentUserQueryOptions } from '#web/lib/session/current-user.ts';
import { DEFAULT_SITE_SETTINGS, SITE_SETTINGS_QUERY_KEY } from '#web/lib/site-settings.ts';
import { readTargetUrl } from '#web/lib/target-url.ts';
import { buildCompany, buildUser } from '#web/test/user-fixtures.ts';
import { setDemoMode } from '../session-demo-mode.ts';
import { guardLoader } from './guard-loader.ts';
import { forgetCurrentPage } from './previous-page.ts';
import { SignedInUserUnavailableError } from './signed-in-user-unavailable.ts';

// The real site unless a test says otherwise (the settings are the server's `GET /api/site`).
beforeEach(() => queryClient.setQueryData(SITE_SETTINGS_QUERY_KEY, DEFAULT_SITE_SETTINGS));

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

  it('learns that this is the demo site from the site settings', async () => {
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser());
    queryClient.setQueryData(SITE_SETTINGS_QUERY_KEY, { ...DEFAULT_SITE_SETTINGS, demoMode: true });
    const result = (await load(
      { requiresAuth: true, demoBlocked: true },
      'https://hireloop.test/widgets',
    )) as Response;
    expect(result.headers.get('Location')).toBe('/company-dashboard');
  });
});

describe('guard loader asking the server who is signed in', () => {
  const http = serveThisFile();
  const signedInUser = { id: 7, first_name: 'Ada', last_name: 'Admin', companies: [], enterprises: [] };
  const protectedPage: RouteMeta = { requiresAuth: true };
  beforeEach(() => {
    http.server.respondTo('/api/users/check-session', { status: 200, body: { is_active: true, user_id: 7 } });
  });

  it('keeps a signed-in user whose page component unmounts and mounts again while the user loads', async () => {
    // StrictMode's second mount in development builds: the session provider's observer leaves and
    // comes back while the guard waits on the same fetch.
    http.server.respondTo('/api/users/self', { status: 200, body: signedInUser, delayMs: 150 });
    const observer = new QueryObserver(queryClient, currentUserQueryOptions());
    const firstMount = observer.subscribe(() => undefined);
    const loading = load(protectedPage, 'https://hireloop.test/company-candidates');
    firstMount();
    const secondMount = observer.subscribe(() => undefined);

    expect(await loading).toBeNull();
    expect(readTargetUrl()).toBeUndefined();
    expect(http.server.requests.filter((request) => request.url === '/api/users/self')).toHaveLength(1);
    secondMount();
  });

  it('asks again when the fetch it waits on is cancelled, instead of taking that for signed out', async () => {
    http.server.respondTo('/api/users/self', { status: 200, body: signedInUser, delayMs: 100 });
    const loading = load(protectedPage, 'https://hireloop.test/company-candidates');
    await vi.waitFor(() => expect(queryClient.isFetching({ queryKey: CURRENT_USER_QUERY_KEY })).toBe(1));
    await queryClient.cancelQueries({ queryKey: CURRENT_USER_QUERY_KEY });

    expect(await loading).toBeNull();
    expect(readTargetUrl()).toBeUndefined();
  });

  it('sends a visitor the server answers 401 for to /login', async () => {
    http.server.respondTo('/api/users/self', { status: 401, body: { message: 'Unauthenticated.' } });
    const result = (await load(protectedPage, 'https://hireloop.test/company-candidates')) as Response;
    expect(result.headers.get('Location')).toBe('/login');
  });

  it('shows an error, not the login page, when the server cannot say who is signed in', async () => {
    http.server.respondTo('/api/users/self', { status: 503, body: { message: 'Down for a moment' } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await expect(load(protectedPage, 'https://hireloop.test/company-candidates')).rejects.toBeInstanceOf(
      SignedInUserUnavailableError,
    );
    expect(readTargetUrl()).toBeUndefined();
    // A public page still renders for everyone.
    queryClient.clear();
    expect(await load({ title: 'Terms of Service' }, 'https://hireloop.test/terms-of-service')).toBeNull();
    warn.mockRestore();
  });
});
