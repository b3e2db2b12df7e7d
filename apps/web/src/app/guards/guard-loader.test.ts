import { afterEach, describe, expect, it } from 'vitest';
import { CURRENT_USER_QUERY_KEY } from '../../features/auth/api/current-user.ts';
import { buildUser } from '../../test/user-fixtures.ts';
import { queryClient } from '../query-client.ts';
import { readTargetUrl } from '../target-url.ts';
import { guardLoader } from './guard-loader.ts';

afterEach(() => {
  queryClient.clear();
  localStorage.clear();
});

async function load(meta: { requiresAuth?: boolean }, url: string) {
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
});
